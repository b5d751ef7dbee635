import type { Product, SearchResponse } from '@shop/contract/catalogue';
import { BENCH_QUERIES, type BenchQuery, type QueryKind } from './search-queries.ts';

/** Precision at this many results: the first row of results a shopper reads. */
export const PRECISION_AT = 5;
/** Issue 27's budget for the mean precision (issue 15's was 0.95). */
export const MIN_PRECISION = 0.98;

export interface QueryPrecision {
  query: string;
  kind: QueryKind;
  precision: number;
  /** Names of the first results, for reading a miss. */
  names: string[];
  /** The page showed a looser query's results, and said so. */
  relaxed: boolean;
  /** The page showed no results while a looser query (one word fewer, or one word) finds products. */
  emptyWithLooser: boolean;
}

export interface PrecisionScore {
  /** Mean precision at 5 over every query. */
  mean: number;
  byKind: Partial<Record<QueryKind, number>>;
  queries: QueryPrecision[];
  /** Queries whose page was empty while a looser query finds products (issue 27: none). */
  emptyWithLooser: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a product is a right answer to a bench query. */
export function isRelevant(query: BenchQuery, product: Product): boolean {
  if (query.none) return false;
  if (query.exact !== undefined && product.name !== query.exact) return false;
  if (query.name && !query.name.test(product.name)) return false;
  if (query.leaves) {
    const leaf = new RegExp(`^(?:${query.leaves.map(escapeRegExp).join('|')})(?: \\d+)?$`);
    if (!product.categories.some((category) => leaf.test(category.name))) return false;
  }
  return true;
}

/**
 * Precision at 5 of one results page: the right answers among the first five results, over five,
 * or over the number of right answers on the page when fewer (an exact name has one or two:
 * finding it first is perfect). No right answer at all scores 0. For what the catalogue does not
 * sell, a page that presents no product as a match for the words scores 1, any other 0.
 */
export function precisionAt(query: BenchQuery, products: readonly Product[]): number {
  if (query.none) return products.length === 0 ? 1 : 0;
  const relevant = products.filter((product) => isRelevant(query, product)).length;
  if (relevant === 0) return 0;
  const first = products.slice(0, PRECISION_AT).filter((product) => isRelevant(query, product)).length;
  return first / Math.min(PRECISION_AT, relevant);
}

/**
 * What a catalogue search page shows: the addresses of its results (none on the page that found
 * nothing, whose top sellers are not results) and whether it says it searched looser words.
 */
export function readResultsPage(html: string): { paths: string[]; relaxed: boolean } {
  const relaxed = html.includes('data-relaxed-query');
  if (html.includes('data-no-results')) return { paths: [], relaxed };
  // Each card's first link is its name's (ProductCard.astro).
  const paths = [...html.matchAll(/<article class="product-card[^"]*">[\s\S]*?<a href="\/([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return { paths, relaxed };
}

/** The looser queries a shopper could have typed: one word fewer, and each word alone. */
export function looserOf(query: string): string[] {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length < 2) return [];
  const fewer = words.map((_, drop) => words.filter((__, at) => at !== drop).join(' '));
  return [...new Set([...fewer, ...words])];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);

/** What a shopper is shown for a query: the results, and whether they are a looser query's. */
export type ResultsReader = (query: string) => Promise<{ products: Product[]; relaxed: boolean }>;

/** Products read from the API by address, once each. */
function productReader(apiUrl: string) {
  const products = new Map<string, Promise<Product>>();
  return (path: string) => {
    let found = products.get(path);
    if (!found) {
      found = fetch(`${apiUrl}/api/v2/catalog/products/${path}`)
        .then((response) => response.json() as Promise<{ data: Product }>)
        .then((body) => body.data);
      products.set(path, found);
    }
    return found;
  };
}

/**
 * The shop's own search page (`/c-catalogo-9999?q=…`, issue 27), as a shopper who pressed Enter
 * sees it, relaxed searches included; its products' names and categories read from the API.
 */
export function readThroughShop(shopUrl: string, apiUrl: string): ResultsReader {
  const product = productReader(apiUrl);
  return async (query) => {
    const response = await fetch(`${shopUrl}/c-catalogo-9999?q=${encodeURIComponent(query)}`);
    if (!response.ok) throw new Error(`The search page for '${query}' answered ${response.status}`);
    const { paths, relaxed } = readResultsPage(await response.text());
    return { products: await Promise.all(paths.map(product)), relaxed };
  };
}

/** One page of the API's text search (the page's call), as the shop's page asks it. */
async function searchPage(apiUrl: string, query: string, perPage: number): Promise<SearchResponse> {
  const response = await fetch(`${apiUrl}/api/v2/search/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, per_page: perPage }),
  });
  if (!response.ok) throw new Error(`Search '${query}' answered ${response.status}`);
  return (await response.json()) as SearchResponse;
}

/**
 * The API alone with the page's rule applied, for tests of the sandbox that run no shop: `looser`
 * is the page's (lib/search/relax-query, which scripts run by Node cannot import) and `perPage`
 * its page size, so the answers are the page's without rendering it.
 */
export function readThroughApi(
  apiUrl: string,
  looser: (query: string) => string[],
  perPage: number,
): ResultsReader {
  return async (query) => {
    const first = await searchPage(apiUrl, query, perPage);
    if (first.data.length > 0) return { products: first.data, relaxed: false };
    for (const words of looser(query)) {
      const answer = await searchPage(apiUrl, words, perPage);
      if (answer.data.length > 0) return { products: answer.data, relaxed: true };
    }
    return { products: [], relaxed: false };
  };
}

/** Scores every bench query as `read` shows it, and counts the dead ends a looser query avoids. */
export async function scoreSearchPrecision(read: ResultsReader, apiUrl: string): Promise<PrecisionScore> {
  const queries: QueryPrecision[] = [];
  for (const query of BENCH_QUERIES) {
    const { products: shown, relaxed } = await read(query.query);
    let emptyWithLooser = false;
    for (const looser of shown.length === 0 ? looserOf(query.query) : []) {
      if ((await searchPage(apiUrl, looser, 1)).meta.total > 0) {
        emptyWithLooser = true;
        break;
      }
    }
    queries.push({
      query: query.query,
      kind: query.kind,
      // A relaxed page says the typed words found nothing: for what is not sold, that is the right answer.
      precision: precisionAt(query, query.none && relaxed ? [] : shown),
      names: shown.slice(0, PRECISION_AT).map((item) => item.name),
      relaxed,
      emptyWithLooser,
    });
  }
  const kinds = [...new Set(queries.map((query) => query.kind))];
  return {
    mean: mean(queries.map((query) => query.precision)),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, mean(queries.filter((q) => q.kind === kind).map((q) => q.precision))]),
    ),
    queries,
    emptyWithLooser: queries.filter((query) => query.emptyWithLooser).map((query) => query.query),
  };
}
