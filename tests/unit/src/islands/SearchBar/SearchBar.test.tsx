// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SearchResponse } from '@shop/contract/catalogue';
import SearchBar from '../../../../../src/islands/SearchBar/SearchBar';
import { SEARCH_HISTORY_KEY } from '../../../../../src/lib/constants';
import { searchBar } from '../../../../../src/stores/search';
import { brandFacet, countedFacet } from '../../../support/catalogue';

// The island's store builds the browser's API client from the public settings (astro:env, which
// only Astro's build resolves); the suggestion search answers from here.
vi.mock('../../../../../src/stores/public-api', () => ({ browserApi: {} }));
const product = (id: number) =>
  ({
    id,
    name: `Sartén ${id}`,
    url_path: `sarten-${id}`,
    image: { url: 'https://img.example/1.jpg' },
    price: 20,
    offers: [],
    _highlightResult: { name: { value: `<em>Sartén</em> ${id}` } },
  }) as unknown as SearchResponse['data'][number];
const answers: Record<string, SearchResponse> = {
  sarten: {
    data: [1, 2, 3, 4, 5].map(product),
    meta: { current_page: 1, per_page: 5, total: 42, last_page: 9 },
    facets: [brandFacet(6, 6), countedFacet('categories.name', { Cocina: 42, Sartenes: 30 })],
  },
  zzqx: { data: [], meta: { current_page: 1, per_page: 5, total: 0, last_page: 1 }, facets: [] },
};
// The kitchen (10047) sells no pans in this fixture: only the whole catalogue (9999) has them.
const KITCHEN = 10047;
vi.mock('../../../../../src/api/catalog', () => ({
  searchProducts: async (_api: unknown, request: { query: string; categories: number[][] }) =>
    request.categories[0]![0] === KITCHEN ? answers.zzqx : answers[request.query],
}));

afterEach(() => {
  cleanup();
  searchBar.clear();
  localStorage.clear();
  vi.useRealTimers();
});

const box = () => screen.getByRole('combobox', { name: 'Buscar productos' }) as HTMLInputElement;

async function typeAndWait(text: string) {
  fireEvent.focus(box());
  fireEvent.change(box(), { target: { value: text } });
  // The pause before searching, the answer, then the history's 750 ms.
  await act(() => vi.advanceTimersByTimeAsync(1200));
}

describe('SearchBar island', () => {
  test('the magnifier searches for what is in the box even before the store has read it', () => {
    render(<SearchBar shopCategoryId={null} />);
    // Typed, but no change event has reached the island yet (the race right after hydration).
    box().value = 'jamón ibérico';
    expect(fireEvent.submit(box().form!)).toBe(true);
  });

  test('an empty or blank box does not search', () => {
    render(<SearchBar shopCategoryId={null} />);
    box().value = '   ';
    expect(fireEvent.submit(box().form!)).toBe(false);
  });

  test('the results page keeps its query in the box', () => {
    render(<SearchBar shopCategoryId={null} query="vino tinto" />);
    expect(box().value).toBe('vino tinto');
  });

  test('suggests 5 products, at most 5 brands, the categories that narrow, and ends with all the results', async () => {
    vi.useFakeTimers();
    render(<SearchBar shopCategoryId={null} />);
    await typeAndWait('sarten');
    const list = screen.getByRole('listbox', { name: 'Buscar productos' });
    expect(within(list).getAllByRole('option')).toHaveLength(5 + 5 + 1 + 1);
    const group = (name: string) => within(within(list).getByRole('group', { name })).getAllByRole('option');
    expect(group('Productos')).toHaveLength(5);
    expect(group('Marcas')).toHaveLength(5);
    expect(group('Categorías').map((option) => option.textContent)).toEqual(['Sartenes30 productos']);
    const options = within(list).getAllByRole('option');
    expect(options.at(-1)!.textContent).toBe('Ver los 42 resultados');
    // Arrow up from nothing lands on the last option: "Ver los N resultados".
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBe('search-all');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY)!)[0].term).toBe('sarten');
  });

  test('a text that finds nothing says so and never joins the history', async () => {
    vi.useFakeTimers();
    render(<SearchBar shopCategoryId={null} />);
    await typeAndWait('zzqx');
    expect(screen.getByText('No hay resultados para «zzqx»')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  test("a themed shop with none suggests the whole catalogue's, and says so (issue 27)", async () => {
    vi.useFakeTimers();
    render(<SearchBar shopCategoryId={KITCHEN} />);
    await typeAndWait('sarten');
    expect(
      screen.getByText('No hay resultados en esta tienda. Mostramos resultados de todo el catálogo.', {
        selector: '[data-whole-catalogue]',
      }),
    ).toBeTruthy();
    const products = within(screen.getByRole('group', { name: 'Productos' })).getAllByRole('option');
    expect(products).toHaveLength(5);
    expect(screen.queryByText('No hay resultados para «sarten»')).toBeNull();
  });

  test('focus leaving the search bar closes its panel', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify([{ term: 'vino', timestamp: 1 }]));
    render(
      <>
        <SearchBar shopCategoryId={null} />
        <button type="button">Fuera</button>
      </>,
    );
    fireEvent.focus(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(box(), { relatedTarget: screen.getByRole('button', { name: 'Fuera' }) });
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
