import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@shop/contract/catalogue';
import {
  catalogueHref,
  searchOptions,
  suggestionRequest,
  suggestionsFrom,
} from '../../../../../src/lib/search/search-options';
import type { Suggestions } from '../../../../../src/stores/search-store';
import { brandFacet, countedFacet } from '../../../support/catalogue';

const suggestions: Suggestions = {
  text: 'sartén',
  products: [{ id: 7, name: 'Sartén 28', url_path: 'sarten-28-7' } as Suggestions['products'][number]],
  brands: [{ value: 'Acme & Co', count: 3 }],
  categories: [{ value: 'Sartenes', count: 9 }],
  total: 12,
  wholeCatalogue: false,
};

describe('search bar options', () => {
  it('lists products, brands, categories, then all the results; brands and categories narrow the catalogue', () => {
    const options = searchOptions('sartén', suggestions, []);
    expect(options.map((option) => option.group)).toEqual(['products', 'brands', 'categories', 'all']);
    expect(new URL(options[2]!.href, 'http://x').searchParams.get('q')).toBe('sartén');
    expect(new URL(options[2]!.href, 'http://x').search).toContain('Sartenes');
    expect(options[3]).toMatchObject({ id: 'search-all', href: '/c-catalogo-9999?q=sart%C3%A9n', count: 12 });
    expect(options[0]!.href).toBe('/sarten-28-7');
    expect(new URL(options[1]!.href, 'http://x').searchParams.get('marca')).toBe('Acme & Co');
    expect(new URL(options[1]!.href, 'http://x').searchParams.get('q')).toBe('sartén');
  });

  it('offers no "see all" option when nothing matched', () => {
    const none = { ...suggestions, products: [], brands: [], categories: [], total: 0 };
    expect(searchOptions('zzz', none, [])).toEqual([]);
  });

  it('reads an answer: at most 5 brands, and only categories that narrow the results', () => {
    const answer = {
      data: [],
      meta: { current_page: 1, per_page: 5, total: 20, last_page: 4 },
      facets: [
        brandFacet(7),
        countedFacet('categories.name', { Cocina: 20, Sartenes: 15, Woks: 5 }),
        { field: 'price', type: 'range', min: 1, max: 2 },
      ],
    } satisfies SearchResponse;
    const read = suggestionsFrom('sarten', answer);
    expect(read.brands).toHaveLength(5);
    expect(read.categories.map((category) => category.value)).toEqual(['Sartenes', 'Woks']);
    expect(read.total).toBe(20);
  });

  it('lists the recent searches when the text is empty', () => {
    const options = searchOptions(' ', suggestions, [{ term: 'vino', timestamp: 1 }]);
    expect(options).toEqual([
      { id: 'search-history-0', group: 'history', label: 'vino', href: '/c-catalogo-9999?q=vino' },
    ]);
  });

  it('has nothing to offer while a text waits for its answer', () => {
    expect(searchOptions('vino', null, [])).toEqual([]);
    expect(catalogueHref('a b')).toBe('/c-catalogo-9999?q=a+b');
  });
});

describe('the suggestions search', () => {
  it("asks for 5 products of the page's shop: categories as a list of lists of its parent category", () => {
    expect(suggestionRequest('sartén', 10047)).toEqual({
      query: 'sartén',
      per_page: 5,
      categories: [[10047]],
    });
  });

  it('asks the whole catalogue on pages of no themed shop', () => {
    expect(suggestionRequest('vino', null).categories).toEqual([[9999]]);
  });
});
