/** The text search's query string read as a search body (search/query-string.ts). */
import { describe, expect, it } from 'vitest';
import { searchBodyFromQuery } from '../../search/query-string.ts';

describe('searchBodyFromQuery', () => {
  it('reads q as the query and turns numbers written as text back into numbers', () => {
    expect(
      searchBodyFromQuery(
        'q=vino%20tinto&page=2&per_page=24&sort=price_desc&categories[0][]=10000&categories[1][]=20001&categories[1][]=20002',
      ),
    ).toEqual({
      query: 'vino tinto',
      page: 2,
      per_page: 24,
      sort: 'price_desc',
      categories: [[10000], [20001, 20002]],
    });
  });

  it('reads bracket-style filters: names for in, numbers for a price range', () => {
    expect(
      searchBodyFromQuery(
        'q=x&filters[0][field]=brand.name&filters[0][condition]=in&filters[0][value][]=Asayaor' +
          '&filters[1][field]=price&filters[1][condition]=range&filters[1][value][gte]=9.95&filters[1][value][lte]=50',
      ).filters,
    ).toEqual([
      { field: 'brand.name', condition: 'in', value: ['Asayaor'] },
      { field: 'price', condition: 'range', value: { gte: 9.95, lte: 50 } },
    ]);
  });

  it('leaves text that is not a number as it is, for the search to refuse', () => {
    expect(searchBodyFromQuery('q=x&page=dos&categories[0][]=abc')).toMatchObject({
      page: 'dos',
      categories: [['abc']],
    });
  });

  it('refuses a missing or blank q with a 422 naming it', () => {
    expect(() => searchBodyFromQuery('page=1')).toThrow(expect.objectContaining({ status: 422 }));
    expect(() => searchBodyFromQuery('q=%20')).toThrow(
      expect.objectContaining({ errors: { q: ['El campo q es obligatorio.'] } }),
    );
  });
});
