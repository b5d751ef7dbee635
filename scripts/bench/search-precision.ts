import type { Product, SearchResponse } from '../../src/contract/catalogue.ts';
import { BENCH_QUERIES, type BenchQuery, type QueryKind } from './search-queries.ts';

/** Precision at this many results: the search bar's suggestions (per_page 5). */
export const PRECISION_AT = 5;
/** Issue 15's budget for the mean precision. */
export const MIN_PRECISION = 0.95;

export interface QueryPrecision {
  query: string;
  kind: QueryKind;
  precision: number;
  /** Names of the first results, for reading a miss. */
  names: string[];
}

export interface PrecisionScore {
  /** Mean precision at 5 over every query. */
  mean: number;
  byKind: Partial<Record<QueryKind, number>>;
  queries: QueryPrecision[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a product is a right answer to a bench query. */
export function isRelevant(query: BenchQuery, product: Product): boolean {
  if (query.exact !== undefined && product.name !== query.exact) return false;
  if (query.name && !query.name.test(product.name)) return false;
  if (query.leaves) {
    const leaf = new RegExp(`^(?:${query.leaves.map(escapeRegExp).join('|')})(?: \\d+)?$`);
    if (!product.categories.some((category) => leaf.test(category.name))) return false;
  }
  return true;
}

/** Results read to count the right answers a query has (its R). */
const JUDGED = 100;

/**
 * Precision at 5 of one answer: the right answers among the first five results, over five, or
 * over the number of right answers among the first 100 when fewer (an exact name has one or two:
 * finding it first is perfect). No right answer at all scores 0.
 */
export function precisionAt(query: BenchQuery, products: readonly Product[]): number {
  const relevant = products.filter((product) => isRelevant(query, product)).length;
  if (relevant === 0) return 0;
  const first = products.slice(0, PRECISION_AT).filter((product) => isRelevant(query, product)).length;
  return first / Math.min(PRECISION_AT, relevant);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);

/** Asks a running sandbox every bench query (the ranking is the suggestions') and scores the answers. */
export async function scoreSearchPrecision(baseUrl: string): Promise<PrecisionScore> {
  const queries: QueryPrecision[] = [];
  for (const query of BENCH_QUERIES) {
    const response = await fetch(`${baseUrl}/api/v2/search/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: query.query, per_page: JUDGED }),
    });
    if (!response.ok) throw new Error(`Search '${query.query}' answered ${response.status}`);
    const { data } = (await response.json()) as SearchResponse;
    queries.push({
      query: query.query,
      kind: query.kind,
      precision: precisionAt(query, data),
      names: data.slice(0, PRECISION_AT).map((product) => product.name),
    });
  }
  const kinds = [...new Set(queries.map((query) => query.kind))];
  return {
    mean: mean(queries.map((query) => query.precision)),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, mean(queries.filter((q) => q.kind === kind).map((q) => q.precision))]),
    ),
    queries,
  };
}
