import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Facet } from '../../../src/contract/catalogue.ts';
import { CATALOGUE_ID, ROOT_ID } from '../catalog/ids.ts';
import type { CatalogIndex, ProductRow } from '../catalog/store.ts';
import { allRows } from '../db.ts';
import { buildFacets, categoryNames, type FacetCounts } from './facets.ts';
import { buildFacetIndex, type FacetIndex, MIN_RATINGS_TO_RANK, type OrderName } from './index.ts';
import { createMatcher } from './rank.ts';
import type { SearchSpec } from './request.ts';
import { buildTextIndex, NAME, type TextIndex } from './text-index.ts';
import { createPlanner, type TermPlan, typosOf } from './terms.ts';

export interface SearchResult {
  rows: ProductRow[];
  total: number;
  facets: Facet[];
  /** Whether a folded name word is one the query matched (for the highlight). */
  matches: (word: string) => boolean;
  /** The typed words with each one the search corrected replaced ('saretn' → 'sartén'); null when none was. */
  corrected: string[] | null;
}

/** Category ids that hold every product: a group naming one of them constrains nothing. */
const WHOLE_CATALOGUE = new Set([ROOT_ID, CATALOGUE_ID]);
// A product's failed filters as bits; each facet ignores its own bit (disjunctive faceting:
// choosing one brand still lists the other brands with their counts).
const FAILS_BRAND = 1;
const FAILS_CATEGORY_NAME = 2;
const FAILS_PRICE = 4;

/** A membership table over ids, faster than a Set in the hot loop. */
function marks(ids: Iterable<number>, max: number): Uint8Array {
  const table = new Uint8Array(max + 1);
  for (const id of ids) if (id >= 0 && id <= max) table[id] = 1;
  return table;
}

/** The filters of a request as membership tables and a price interval. */
function compileFilters(spec: SearchSpec, catalog: CatalogIndex, maxCategoryId: number, maxBrandId: number) {
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
  return { groups, brands, categories, low, high };
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

/** Searches text with the in-memory text index (rank.ts) and filters, facets and orders with the facet index. */
export function createSearcher(db: DatabaseSync, catalog: CatalogIndex) {
  const index: FacetIndex = buildFacetIndex(db);
  const text: TextIndex = buildTextIndex(db, catalog, index);
  const plan = createPlanner(text.vocabulary);
  const matchText = createMatcher(text);
  const maxCategoryId = Math.max(0, ...catalog.categories.keys());
  const maxBrandId = Math.max(0, ...catalog.brands.keys());
  const names = categoryNames(catalog, maxCategoryId);
  const { chain, chainLength } = index;
  const rowStatements = new Map<number, StatementSync>();

  const inChain = (position: number, table: Uint8Array): boolean => {
    for (let slot = position * chainLength, end = slot + chainLength; slot < end; slot++) {
      if (table[chain[slot]!] === 1) return true;
    }
    return false;
  };

  const fetchRows = (ids: number[]): ProductRow[] => {
    if (ids.length === 0) return [];
    let statement = rowStatements.get(ids.length);
    if (!statement) {
      statement = db.prepare(`SELECT * FROM products WHERE id IN (${ids.map(() => '?').join(', ')})`);
      rowStatements.set(ids.length, statement);
    }
    const byId = new Map(allRows<ProductRow>(statement, ...ids).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  };

  /** The products on the requested page, read in `order`. */
  const page = (spec: SearchSpec, matched: Uint8Array, order: OrderName) => {
    const offset = (spec.page - 1) * spec.perPage;
    const ids: number[] = [];
    let seen = 0;
    for (const position of index.orders[order]) {
      if (matched[position] !== 1) continue;
      if (seen++ >= offset) ids.push(index.ids[position]!);
      if (ids.length === spec.perPage) return ids;
    }
    return ids;
  };

  /**
   * The requested page by relevance: rank keys ascending, ties by popularity. Only the keys up to
   * the page's last one are sorted: the products below it never are.
   */
  const rankedPage = (spec: SearchSpec, matched: Uint8Array, keys: Int32Array) => {
    const wanted = spec.page * spec.perPage;
    const perKey = new Map<number, number>();
    for (let position = 0; position < index.size; position++) {
      if (matched[position] === 1) perKey.set(keys[position]!, (perKey.get(keys[position]!) ?? 0) + 1);
    }
    // The key the page ends in: every product with a lower key comes before the page's end.
    let last = -1;
    let before = 0;
    for (const key of [...perKey.keys()].sort((a, b) => a - b)) {
      last = key;
      if (before + perKey.get(key)! >= wanted) break;
      before += perKey.get(key)!;
    }
    const ahead: number[] = [];
    const tied: number[] = [];
    for (const position of index.orders.popular) {
      if (matched[position] !== 1) continue;
      const key = keys[position]!;
      if (key < last) ahead.push(position);
      else if (key === last && before + tied.length < wanted) tied.push(position);
    }
    // A stable sort keeps the popularity order among equal keys.
    ahead.sort((a, b) => keys[a]! - keys[b]!);
    return [...ahead, ...tied]
      .slice((spec.page - 1) * spec.perPage, wanted)
      .map((position) => index.ids[position]!);
  };

  return function search(spec: SearchSpec): SearchResult {
    const filters = compileFilters(spec, catalog, maxCategoryId, maxBrandId);
    const plans: TermPlan[] = plan(spec.terms);
    const textMatch = plans.length > 0 ? matchText(plans) : null;
    const matched = new Uint8Array(index.size);
    const counts: FacetCounts = {
      brandCounts: new Int32Array(maxBrandId + 1),
      touchedBrands: [],
      categoryCounts: new Int32Array(maxCategoryId + 1),
      touchedCategories: [],
      minPrice: Number.POSITIVE_INFINITY,
      maxPrice: Number.NEGATIVE_INFINITY,
    };
    let total = 0;
    const selected = listSelection(spec.sort, index);
    const visit = (position: number) => {
      if (selected && !selected(position)) return;
      for (const group of filters.groups) if (!inChain(position, group)) return;
      let fails = 0;
      const brand = index.brand[position]!;
      for (const table of filters.brands) if (table[brand] !== 1) fails |= FAILS_BRAND;
      for (const table of filters.categories) if (!inChain(position, table)) fails |= FAILS_CATEGORY_NAME;
      const price = index.price[position]!;
      if (price < filters.low || price > filters.high) fails |= FAILS_PRICE;
      if (fails === 0) {
        matched[position] = 1;
        total++;
      }
      if ((fails & ~FAILS_BRAND) === 0 && brand <= maxBrandId && counts.brandCounts[brand]!++ === 0) {
        counts.touchedBrands.push(brand);
      }
      if ((fails & ~FAILS_CATEGORY_NAME) === 0) {
        for (let slot = position * chainLength, end = slot + chainLength; slot < end; slot++) {
          const id = chain[slot]!;
          if (id !== 0 && counts.categoryCounts[id]!++ === 0) counts.touchedCategories.push(id);
        }
      }
      if ((fails & ~FAILS_PRICE) === 0) {
        if (price < counts.minPrice) counts.minPrice = price;
        if (price > counts.maxPrice) counts.maxPrice = price;
      }
    };
    const keys = textMatch?.keys;
    for (let position = 0; position < index.size; position++) {
      if (!keys || keys[position]! >= 0) visit(position);
    }

    let ids: number[];
    if (keys && spec.sort === 'relevance') ids = rankedPage(spec, matched, keys);
    else ids = page(spec, matched, spec.sort === 'relevance' ? 'popular' : spec.sort);
    const typos = textMatch?.typos ?? 0;
    const highlighted = new Set<number>();
    for (const { codes } of plans)
      for (const [word, code] of codes) if (typosOf(code) <= typos) highlighted.add(word);
    const { idOf } = text.vocabulary;
    return {
      rows: fetchRows(ids),
      total,
      facets: buildFacets(catalog, names, counts),
      matches: (word) => highlighted.has(idOf.get(word) ?? -1),
      corrected: typos > 0 ? correctedWords(text, plans, spec.words) : null,
    };
  };
}

/**
 * The typed words with a correction in place of each word the search found only through typos:
 * the catalogue word the fewest typos away, the most common in product names on ties, spelled as
 * the catalogue writes it ('saretn' → 'sartén').
 */
function correctedWords(text: TextIndex, plans: TermPlan[], typed: readonly string[]): string[] {
  const names = text.fields[NAME]!.postings;
  return plans.map(({ codes }, term) => {
    let best = -1;
    let bestCode = Number.POSITIVE_INFINITY;
    for (const [word, code] of codes) {
      if (typosOf(code) === 0) return typed[term] ?? '';
      if (code < bestCode || (code === bestCode && names[word]!.length > names[best]!.length)) {
        best = word;
        bestCode = code;
      }
    }
    return best < 0 ? (typed[term] ?? '') : text.vocabulary.written[best]!;
  });
}
