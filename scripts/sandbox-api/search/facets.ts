import type { Facet } from '@shop/contract/catalogue';
import type { CatalogIndex } from '../catalog/store.ts';

const BRAND_FACET_SIZE = 20;
const CATEGORY_FACET_SIZE = 30;
const collator = new Intl.Collator('es');

/** Counts gathered by one search pass, by brand id and by category id. */
export interface FacetCounts {
  brandCounts: Int32Array;
  categoryCounts: Int32Array;
  minPrice: number;
  maxPrice: number;
}

/** Categories share names across shops; the facet counts by name through a dense number per name. */
export interface CategoryNames {
  list: string[];
  /** Index in `list` of each category id's name. */
  of: Int32Array;
}

export function categoryNames(catalog: CatalogIndex): CategoryNames {
  const list: string[] = [];
  const numbers = new Map<string, number>();
  const of = new Int32Array(Math.max(0, ...catalog.categories.keys()) + 1);
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
 * The `size` largest counts (ids with a count of 0 left out), ties by name. Only entries reaching
 * the size-th count are named and sorted: sorting ten thousand category names on every request
 * cost more than the search itself.
 */
function top(counts: Int32Array, nameOf: (id: number) => string, size: number) {
  // The size largest counts seen so far, descending: the last one is the threshold to reach.
  const largest: number[] = [];
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id]!;
    if (count === 0 || (largest.length === size && count <= largest[size - 1]!)) continue;
    let at = largest.length < size ? largest.length : size - 1;
    while (at > 0 && largest[at - 1]! < count) {
      largest[at] = largest[at - 1]!;
      at--;
    }
    largest[at] = count;
  }
  const threshold = largest.at(-1) ?? 1;
  const entries: { value: string; count: number }[] = [];
  for (let id = 0; id < counts.length; id++) {
    if (counts[id]! >= threshold) entries.push({ value: nameOf(id), count: counts[id]! });
  }
  return entries.sort((a, b) => b.count - a.count || collator.compare(a.value, b.value)).slice(0, size);
}

/** The three facets of spec §7: brands and categories by name (type in), and the price range. */
export function buildFacets(catalog: CatalogIndex, names: CategoryNames, counts: FacetCounts): Facet[] {
  // Filters select categories by name, so the facet counts by name too (id 0 is the chains' padding).
  const byName = new Int32Array(names.list.length);
  for (let id = 1; id < counts.categoryCounts.length; id++) {
    if (counts.categoryCounts[id] !== 0) byName[names.of[id]!]! += counts.categoryCounts[id]!;
  }
  const found = Number.isFinite(counts.minPrice);
  return [
    {
      field: 'brand.name',
      type: 'in',
      values: top(counts.brandCounts, (id) => catalog.brands.get(id)?.name ?? '', BRAND_FACET_SIZE),
    },
    {
      field: 'categories.name',
      type: 'in',
      values: top(byName, (number) => names.list[number]!, CATEGORY_FACET_SIZE),
    },
    { field: 'price', type: 'range', min: found ? counts.minPrice : 0, max: found ? counts.maxPrice : 0 },
  ];
}
