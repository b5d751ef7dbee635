import { describe, expect, it } from 'vitest';
import type { Facet } from '@shop/contract/catalogue';
import type { CatalogueQuery } from '../../../../../src/lib/catalogue/catalogue-query';
import { facetsBelow, shopListingPath, shopViewHref } from '../../../../../src/lib/catalogue/shop-listing';
import { countedFacet } from '../../../support/catalogue';

const kitchen = { url_path: 'c-cocina-10047' };
const plain: CatalogueQuery = { q: '', page: 1, sort: 'relevance', filters: [] };

describe('shop views', () => {
  it('the plain first page is the static shop page', () => {
    expect(shopViewHref(kitchen, plain)).toBe('/c-cocina-10047');
  });

  it('further pages, sorts and filters live under the shop address, rendered on demand', () => {
    expect(shopListingPath(kitchen)).toBe('/c-cocina-10047/productos');
    expect(shopViewHref(kitchen, { ...plain, page: 2 })).toBe('/c-cocina-10047/productos?page=2');
    expect(shopViewHref(kitchen, { ...plain, sort: 'price_asc' })).toBe(
      '/c-cocina-10047/productos?sort=price_asc',
    );
    expect(
      shopViewHref(kitchen, {
        ...plain,
        filters: [{ field: 'price', condition: 'range', value: { lte: 20 } }],
      }),
    ).toBe('/c-cocina-10047/productos?precio=-20');
  });
});

describe('facets of a shop page', () => {
  const facets: Facet[] = [
    countedFacet('categories.name', { 'Cocina y menaje': 500, 'Sartenes y cazos': 120, Inicio: 500 }),
    countedFacet('brand.name', { 'Cocina y menaje': 3 }),
    { field: 'price', type: 'range', min: 1, max: 90 },
  ];

  it('never list the category shown or its ancestors, and leave other facets alone', () => {
    const below = facetsBelow(facets, ['Inicio', 'cocina y menaje']);
    expect(below[0]).toEqual({
      field: 'categories.name',
      type: 'in',
      values: [{ value: 'Sartenes y cazos', count: 120 }],
    });
    expect(below.slice(1)).toEqual(facets.slice(1));
  });
});
