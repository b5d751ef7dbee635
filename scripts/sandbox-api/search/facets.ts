import type { Facet } from '../../../src/contract/catalogue.ts';
import type { CatalogIndex } from '../catalog/store.ts';

const BRAND_FACET_SIZE = 20;
const CATEGORY_FACET_SIZE = 30;
const collator = new Intl.Collator('es');

/** Counts gathered by one search pass; `touched…` list the ids whose count left zero. */
export interface FacetCounts {
  brandCounts: Int32Array;
  touchedBrands: number[];
  categoryCounts: Int32Array;
  touchedCategories: number[];
  minPrice: number;
  maxPrice: number;
}

/** Categories share names across shops; the facet counts by name through a dense number per name. */
export interface CategoryNames {
  list: string[];
  /** Index in `list` of each category id's name. */
  of: Int32Array;
}

export function categoryNames(catalog: CatalogIndex, maxCategoryId: number): CategoryNames {
  const list: string[] = [];
  const numbers = new Map<string, number>();
  const of = new Int32Array(maxCategoryId + 1);
  for (const category of catalog.categories.values()) {
    let number = numbers.get(category.name);
    if (number === undefined) {
      number = list.push(category.name) - 1;
      numbers.set(category.name, number);
    }
    of[category.id] = number;
  }
  return { list, of };
}

/**
 * The `size` largest counts, ties by name. Only entries reaching the size-th count are sorted by
 * name: sorting ten thousand category names on every request cost more than the search itself.
 */
function top(entries: { value: string; count: number }[], size: number) {
  let candidates = entries;
  if (entries.length > size) {
    const threshold = Float64Array.from(entries, (entry) => -entry.count).sort()[size - 1]!;
    candidates = entries.filter((entry) => -entry.count <= threshold);
  }
  return candidates.sort((a, b) => b.count - a.count || collator.compare(a.value, b.value)).slice(0, size);
}

/** The three facets of spec §7: brands and categories by name (type in), and the price range. */
export function buildFacets(catalog: CatalogIndex, names: CategoryNames, counts: FacetCounts): Facet[] {
  const brands = counts.touchedBrands.map((id) => ({
    value: catalog.brands.get(id)?.name ?? '',
    count: counts.brandCounts[id]!,
  }));
  // Filters select categories by name, so the facet counts by name too.
  const byName = new Int32Array(names.list.length);
  const touchedNames: number[] = [];
  for (const id of counts.touchedCategories) {
    const number = names.of[id]!;
    if (byName[number] === 0) touchedNames.push(number);
    byName[number]! += counts.categoryCounts[id]!;
  }
  const categories = touchedNames.map((number) => ({ value: names.list[number]!, count: byName[number]! }));
  const found = Number.isFinite(counts.minPrice);
  return [
    { field: 'brand.name', type: 'in', values: top(brands, BRAND_FACET_SIZE) },
    { field: 'categories.name', type: 'in', values: top(categories, CATEGORY_FACET_SIZE) },
    { field: 'price', type: 'range', min: found ? counts.minPrice : 0, max: found ? counts.maxPrice : 0 },
  ];
}
