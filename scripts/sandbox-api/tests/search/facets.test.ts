/** The facets of a search (search/facets.ts): the largest counts, ties by Spanish name order. */
import { describe, expect, it } from 'vitest';
import type { BrandRow, CatalogIndex, CategoryRow } from '../../catalog/store.ts';
import { buildFacets, categoryNames } from '../../search/facets.ts';

const brand = (id: number, name: string) => ({ id, name }) as BrandRow;
const category = (id: number, name: string) => ({ id, name }) as CategoryRow;

function catalogOf(brands: BrandRow[], categories: CategoryRow[]): CatalogIndex {
  return {
    brands: new Map(brands.map((row) => [row.id, row])),
    categories: new Map(categories.map((row) => [row.id, row])),
    children: new Map(),
    productCount: 0,
  };
}

function facetsOf(catalog: CatalogIndex, brandCounts: number[], categoryCounts: number[], prices = [1, 2]) {
  const names = categoryNames(catalog);
  return buildFacets(catalog, names, {
    brandCounts: Int32Array.from(brandCounts),
    categoryCounts: Int32Array.from(categoryCounts),
    minPrice: prices[0] ?? Number.POSITIVE_INFINITY,
    maxPrice: prices[1] ?? Number.NEGATIVE_INFINITY,
  });
}

describe('buildFacets', () => {
  it('keeps the 20 largest brand counts, leaves out brands with none, and breaks ties by name', () => {
    // Brands 1..30 named 'Marca Z', 'Marca Y'… with counts 30 down to 1; brand 5 ('Marca V')
    // has none, and brands 19..22 ('Marca H' to 'Marca E') all have 12, the 20th largest count.
    const brands = Array.from({ length: 30 }, (_, at) =>
      brand(at + 1, `Marca ${String.fromCharCode(90 - at)}`),
    );
    const counts = [0, ...brands.map((row) => 31 - row.id)];
    counts[5] = 0;
    for (const id of [19, 20, 21, 22]) counts[id] = 12;
    const [brandFacet] = facetsOf(catalogOf(brands, []), counts, [0]);
    const values = brandFacet?.type === 'in' ? brandFacet.values : [];
    expect(values).toHaveLength(20);
    expect(values.some((value) => value.value === 'Marca V')).toBe(false);
    const tied = values.filter((value) => value.count === 12).map((value) => value.value);
    // 17 brands have more than 12 (ids 1..18 but 5): three of the four tied ones follow, by name.
    expect(values.filter((value) => value.count > 12)).toHaveLength(17);
    expect(tied).toEqual(['Marca E', 'Marca F', 'Marca G']);
  });

  it('counts categories by name, accents sorted as Spanish sorts them, id 0 being no category', () => {
    const categories = [category(1, 'Ñoras'), category(2, 'Nueces'), category(3, 'Ñoras'), category(4, 'Té')];
    const [, byName, price] = facetsOf(catalogOf([], categories), [0], [99, 2, 4, 2, 1], [3.5, 80]);
    expect(byName?.type === 'in' ? byName.values : []).toEqual([
      { value: 'Nueces', count: 4 },
      { value: 'Ñoras', count: 4 },
      { value: 'Té', count: 1 },
    ]);
    expect(price).toEqual({ field: 'price', type: 'range', min: 3.5, max: 80 });
  });

  it('answers empty facets and a 0–0 price range when nothing matched', () => {
    const facets = facetsOf(catalogOf([brand(1, 'Una')], [category(1, 'Uno')]), [0, 0], [0, 0], []);
    expect(facets).toEqual([
      { field: 'brand.name', type: 'in', values: [] },
      { field: 'categories.name', type: 'in', values: [] },
      { field: 'price', type: 'range', min: 0, max: 0 },
    ]);
  });
});
