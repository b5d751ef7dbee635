import { describe, expect, it } from 'vitest';
import {
  catalogueHref,
  searchOptions,
  suggestionRequest,
} from '../../../../../src/lib/search/search-options';
import type { Suggestions } from '../../../../../src/stores/search-store';

const suggestions: Suggestions = {
  text: 'sartén',
  products: [{ id: 7, name: 'Sartén 28', url_path: 'sarten-28-7' } as Suggestions['products'][number]],
  brands: [{ value: 'Acme & Co', count: 3 }],
};

describe('search bar options', () => {
  it('lists products then brands for a text, brands leading to the catalogue narrowed to them', () => {
    const options = searchOptions('sartén', suggestions, []);
    expect(options.map((option) => option.group)).toEqual(['products', 'brands']);
    expect(options[0]!.href).toBe('/sarten-28-7');
    expect(new URL(options[1]!.href, 'http://x').searchParams.get('marca')).toBe('Acme & Co');
    expect(new URL(options[1]!.href, 'http://x').searchParams.get('q')).toBe('sartén');
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
