import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Facet } from '@shop/contract/catalogue';
import type { CatalogIndex, ProductRow } from '../catalog/store.ts';
import { PAID_PRICE_SQL } from '../catalog/price.ts';
import { allRows } from '../db.ts';
import { buildFacets, categoryNames } from './facets.ts';
import { createFilterPass } from './filter-pass.ts';
import { buildFacetIndex, type FacetIndex, type OrderName } from './index.ts';
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

/** Searches text with the in-memory text index (rank.ts) and filters, facets and orders with the facet index. */
export function createSearcher(db: DatabaseSync, catalog: CatalogIndex) {
  const index: FacetIndex = buildFacetIndex(db);
  const text: TextIndex = buildTextIndex(db, catalog, index);
  const plan = createPlanner(text.vocabulary);
  const matchText = createMatcher(text);
  const filterPass = createFilterPass(catalog, index);
  const names = categoryNames(catalog);
  const rowStatements = new Map<number, StatementSync>();

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

  /** Scratch for the matched products' rank keys (a search is synchronous). */
  const matchedKeys = new Int32Array(index.size);

  /**
   * The requested page by relevance: rank keys ascending, ties by popularity. Only the keys up to
   * the page's last one are sorted: the products below it never are.
   */
  const rankedPage = (spec: SearchSpec, matched: Uint8Array, keys: Int32Array, total: number) => {
    const wanted = spec.page * spec.perPage;
    if (total === 0) return [];
    let count = 0;
    for (let position = 0; position < index.size; position++) {
      if (matched[position] === 1) matchedKeys[count++] = keys[position]!;
    }
    const sortedKeys = matchedKeys.subarray(0, count).sort();
    // The key the page ends in: every product with a lower key comes before the page's end.
    const last = sortedKeys[Math.min(wanted, count) - 1]!;
    let before = 0;
    while (sortedKeys[before]! < last) before++;
    const ahead: number[] = [];
    const tied: number[] = [];
    for (const position of index.orders.popular) {
      if (matched[position] !== 1) continue;
      const key = keys[position]!;
      if (key < last) ahead.push(position);
      else if (key === last && before + tied.length < wanted) tied.push(position);
      if (ahead.length === before && before + tied.length === wanted) break;
    }
    // A stable sort keeps the popularity order among equal keys.
    ahead.sort((a, b) => keys[a]! - keys[b]!);
    return [...ahead, ...tied]
      .slice((spec.page - 1) * spec.perPage, wanted)
      .map((position) => index.ids[position]!);
  };

  function search(spec: SearchSpec): SearchResult {
    const plans: TermPlan[] = plan(spec.terms);
    const textMatch = plans.length > 0 ? matchText(plans) : null;
    const keys = textMatch?.keys ?? null;
    const { matched, total, counts } = filterPass(spec, keys);

    let ids: number[];
    if (keys && spec.sort === 'relevance') ids = rankedPage(spec, matched, keys, total);
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
  }
  /** A product's price changed in the database: filters, facets and price orders follow it. */
  const reprice = (id: number): void => {
    const row = allRows<{ price: number }>(
      db.prepare(`SELECT ${PAID_PRICE_SQL} AS price FROM products WHERE id = ?`),
      id,
    )[0];
    if (row) index.reprice(id, row.price);
  };
  return Object.assign(search, { reprice });
}

export type Searcher = ReturnType<typeof createSearcher>;

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
