import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MAX_PAGE,
  SEARCH_QUERY_MAX_CHARS,
  catalogueSearch,
  parseCatalogueQuery,
} from '../../../../../src/lib/catalogue/catalogue-query';

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe('parseCatalogueQuery', () => {
  it('reads the search text, page and sort', () => {
    expect(parse('q=sart%C3%A9n&page=2&sort=price_asc')).toEqual({
      q: 'sartén',
      page: 2,
      sort: 'price_asc',
      filters: [],
    });
  });

  it('ignores a malformed page or sort and uses the defaults', () => {
    expect(parse('page=abc&sort=<script>')).toEqual({ q: '', page: 1, sort: 'relevance', filters: [] });
    expect(parse('page=-3')).toMatchObject({ page: 1 });
    expect(parse('page=0')).toMatchObject({ page: 1 });
  });

  it('caps the page number', () => {
    expect(parse('page=9999')).toMatchObject({ page: CATALOGUE_MAX_PAGE });
  });

  it('folds white space and cuts an overlong search text', () => {
    expect(parse('q=%20%20taza%20%20%20roja%20').q).toBe('taza roja');
    expect(parse(`q=${'a'.repeat(5000)}`).q).toHaveLength(SEARCH_QUERY_MAX_CHARS);
  });
});

describe('catalogueSearch', () => {
  it('leaves defaults out so each page has one canonical URL', () => {
    expect(catalogueSearch({ q: 'taza', page: 1, sort: 'relevance' })).toBe('?q=taza');
    expect(catalogueSearch({})).toBe('');
  });

  it('keeps the filters between the text and the page', () => {
    const filters = parse('marca=Cocinex&precio=10-20').filters;
    expect(catalogueSearch({ q: 'taza', page: 2, filters })).toBe(
      '?q=taza&marca=Cocinex&precio=10-20&page=2',
    );
  });

  it('encodes the text and keeps sort and page', () => {
    expect(catalogueSearch({ q: 'vino & queso', page: 3, sort: 'rating' })).toBe(
      '?q=vino+%26+queso&sort=rating&page=3',
    );
  });
});
