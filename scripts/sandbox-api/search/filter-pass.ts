import { CATALOGUE_ID, ROOT_ID } from '../catalog/ids.ts';
import type { CatalogIndex } from '../catalog/store.ts';
import type { FacetCounts } from './facets.ts';
import { type FacetIndex, MIN_RATINGS_TO_RANK } from './index.ts';
import type { SearchSpec } from './request.ts';

/** Category ids that hold every product: a group naming one of them constrains nothing. */
const WHOLE_CATALOGUE = new Set([ROOT_ID, CATALOGUE_ID]);
// A product's failed filters as bits; each facet ignores its own bit (disjunctive faceting:
// choosing one brand still lists the other brands with their counts).
const FAILS_BRAND = 1;
const FAILS_CATEGORY_NAME = 2;
const FAILS_PRICE = 4;

/** A request's filters, compiled for the pass. */
interface Filters {
  /** Category groups: a product must be under one category of each. */
  groups: Uint8Array[];
  brands: Uint8Array[];
  /** Category names, as ids: a product must be under one of each table. */
  categories: Uint8Array[];
  low: number;
  high: number;
  /** What a list sort keeps; null keeps every product. */
  selected: ((position: number) => boolean) | null;
}

/** A membership table over ids, faster than a Set in the hot loop. */
function marks(ids: Iterable<number>, max: number): Uint8Array {
  const table = new Uint8Array(max + 1);
  for (const id of ids) if (id >= 0 && id <= max) table[id] = 1;
  return table;
}

/** The filters of a request as membership tables and a price interval. */
function compileFilters(
  spec: SearchSpec,
  catalog: CatalogIndex,
  index: FacetIndex,
  maxCategoryId: number,
  maxBrandId: number,
): Filters {
  const groups = spec.categoryGroups
    .filter((group) => !group.some((id) => WHOLE_CATALOGUE.has(id)))
    .map((group) => marks(group, maxCategoryId));
  const brands: Uint8Array[] = [];
  const categories: Uint8Array[] = [];
  let low = Number.NEGATIVE_INFINITY;
  let high = Number.POSITIVE_INFINITY;
  for (const filter of spec.filters) {
    if (filter.condition === 'range') {
      low = Math.max(low, filter.value.gte ?? low);
      high = Math.min(high, filter.value.lte ?? high);
      continue;
    }
    const names = new Set(filter.value);
    if (filter.field === 'brand.name') {
      const ids = [...catalog.brands.values()]
        .filter((brand) => names.has(brand.name))
        .map((brand) => brand.id);
      brands.push(marks(ids, maxBrandId));
    } else {
      const ids = [...catalog.categories.values()].filter((c) => names.has(c.name)).map((c) => c.id);
      categories.push(marks(ids, maxCategoryId));
    }
  }
  return { groups, brands, categories, low, high, selected: listSelection(spec.sort, index) };
}

/**
 * What a list sort keeps (spec §2's list pages): products in stock; the best offers only those
 * with an offer, the best rated only those with enough ratings to rank. Null: every product.
 */
function listSelection(sort: SearchSpec['sort'], index: FacetIndex): ((position: number) => boolean) | null {
  const inStock = (position: number) => index.inStock[position] === 1;
  switch (sort) {
    case 'top_sales':
    case 'most_wished':
      return inStock;
    case 'best_offers':
      return (position) => inStock(position) && index.discount[position]! > 0;
    case 'best_rated':
      return (position) => inStock(position) && index.ratingCount[position]! >= MIN_RATINGS_TO_RANK;
    default:
      return null;
  }
}

export interface PassResult {
  /** 1 at each position that passes every filter (scratch: valid until the next pass). */
  matched: Uint8Array;
  total: number;
  counts: FacetCounts;
}

/**
 * Filters the products the text matched (all of them when browsing) and counts the facets, in one
 * pass over typed arrays. Its arrays are scratch space reused by the next pass: a search is
 * synchronous, and fresh 100,000-slot arrays per request kept the garbage collector busy.
 */
export function createFilterPass(catalog: CatalogIndex, index: FacetIndex) {
  const maxCategoryId = Math.max(0, ...catalog.categories.keys());
  const maxBrandId = Math.max(0, ...catalog.brands.keys());
  const { size, chain, chainLength, brand: brandOf, price: priceOf } = index;
  const matched = new Uint8Array(size);
  const brandCounts = new Int32Array(maxBrandId + 1);
  const categoryCounts = new Int32Array(maxCategoryId + 1);

  const inChain = (position: number, table: Uint8Array): boolean => {
    for (let slot = position * chainLength, end = slot + chainLength; slot < end; slot++) {
      if (table[chain[slot]!] === 1) return true;
    }
    return false;
  };
  const inEvery = (position: number, tables: Uint8Array[]): boolean => {
    for (let at = 0; at < tables.length; at++) if (!inChain(position, tables[at]!)) return false;
    return true;
  };

  /** `keys`: the text's rank key of each position, -1 where it did not match; null when browsing. */
  return function pass(spec: SearchSpec, keys: Int32Array | null): PassResult {
    const { groups, brands, categories, low, high, selected } = compileFilters(
      spec,
      catalog,
      index,
      maxCategoryId,
      maxBrandId,
    );
    matched.fill(0);
    brandCounts.fill(0);
    categoryCounts.fill(0);
    let total = 0;
    let minPrice = Number.POSITIVE_INFINITY;
    let maxPrice = Number.NEGATIVE_INFINITY;
    for (let position = 0; position < size; position++) {
      if (keys !== null && keys[position]! < 0) continue;
      if (selected !== null && !selected(position)) continue;
      if (groups.length > 0 && !inEvery(position, groups)) continue;
      let fails = 0;
      const brand = brandOf[position]!;
      for (let at = 0; at < brands.length; at++) if (brands[at]![brand] !== 1) fails |= FAILS_BRAND;
      for (let at = 0; at < categories.length; at++) {
        if (!inChain(position, categories[at]!)) fails |= FAILS_CATEGORY_NAME;
      }
      const price = priceOf[position]!;
      if (price < low || price > high) fails |= FAILS_PRICE;
      if (fails === 0) {
        matched[position] = 1;
        total++;
      }
      if ((fails & ~FAILS_BRAND) === 0) brandCounts[brand]!++;
      if ((fails & ~FAILS_CATEGORY_NAME) === 0) {
        // Chains are 0-padded: slot 0 of the counts gathers the padding and is never read.
        for (let slot = position * chainLength, end = slot + chainLength; slot < end; slot++) {
          categoryCounts[chain[slot]!]!++;
        }
      }
      if ((fails & ~FAILS_PRICE) === 0) {
        if (price < minPrice) minPrice = price;
        if (price > maxPrice) maxPrice = price;
      }
    }
    return { matched, total, counts: { brandCounts, categoryCounts, minPrice, maxPrice } };
  };
}
