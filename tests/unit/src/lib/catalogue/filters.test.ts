import { describe, expect, it } from 'vitest';
import type { FacetFilter } from '@shop/contract/catalogue';
import {
  filtersFromParams,
  filtersToParams,
  removeChip,
  setFilter,
} from '../../../../../src/lib/catalogue/filters';

const brands: FacetFilter = { field: 'brand.name', condition: 'in', value: ['Cocinex', 'Menajia'] };
const range: FacetFilter = { field: 'price', condition: 'range', value: { gte: 10, lte: 50 } };

describe('facet filter rules (spec §4)', () => {
  it('a range filter is replaced by a new range', () => {
    const next = setFilter([brands, range], {
      field: 'price',
      condition: 'range',
      value: { gte: 20, lte: 30 },
    });
    expect(next).toEqual([brands, { field: 'price', condition: 'range', value: { gte: 20, lte: 30 } }]);
  });

  it("an 'in' filter with an empty value is removed", () => {
    expect(setFilter([brands, range], { field: 'brand.name', condition: 'in', value: [] })).toEqual([range]);
  });

  it('removing a chip removes its value', () => {
    expect(removeChip([brands], 'brand.name', 'Cocinex')).toEqual([{ ...brands, value: ['Menajia'] }]);
  });

  it('an emptied filter is dropped', () => {
    expect(removeChip([{ ...brands, value: ['Cocinex'] }, range], 'brand.name', 'Cocinex')).toEqual([range]);
    expect(removeChip([brands, range], 'price')).toEqual([brands]);
  });
});

describe('filters in the URL', () => {
  it('round-trips through the query string', () => {
    const params = filtersToParams([brands, range]);
    expect(params.toString()).toBe('marca=Cocinex&marca=Menajia&precio=10-50');
    expect(filtersFromParams(params)).toEqual([brands, range]);
  });

  it('ignores malformed prices and empty values, and orders a reversed range', () => {
    expect(filtersFromParams(new URLSearchParams('precio=abc-<x>&marca='))).toEqual([]);
    expect(filtersFromParams(new URLSearchParams('precio=50-10'))).toEqual([range]);
    expect(filtersFromParams(new URLSearchParams('precio=-25,5'))).toEqual([
      { field: 'price', condition: 'range', value: { gte: undefined, lte: 25.5 } },
    ]);
  });

  it('reads the price range from the two inputs of the plain HTML form', () => {
    expect(filtersFromParams(new URLSearchParams('precio-min=10&precio-max=50'))).toEqual([range]);
    expect(filtersFromParams(new URLSearchParams('precio-min=&precio-max='))).toEqual([]);
  });

  it('keeps each value once', () => {
    expect(filtersFromParams(new URLSearchParams('marca=A&marca=A&marca=B'))).toEqual([
      { field: 'brand.name', condition: 'in', value: ['A', 'B'] },
    ]);
  });
});
