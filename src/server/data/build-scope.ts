import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { Category, SearchResponse } from '@shop/contract/catalogue';

/**
 * The rebuild job's partial build (scripts/rebuild, scripts/rebuild/README.md): when this variable names
 * a file (a JSON array of page paths, `["/c-sartenes-20035", "/l-top-ventas"]`), the routes with
 * many pages render only the listed ones, and the product walk of the sitemaps is skipped; the job
 * takes every other file from the live release. Unset (any plain `npm run build`): every page.
 */
export const BUILD_PAGES_VARIABLE = 'SHOP_BUILD_PAGES';

/**
 * The rebuild job's builds (partial or full): when this variable names a file (the category tree as
 * the job read it, every level, to fingerprint the pages), the build takes its tree from there
 * instead of walking the API again: the pages it renders are made of the very tree the job
 * compared, and a run reads the tree once (10,000 categories: 10,000 reads). Unset: the build reads
 * it (build-data.ts).
 */
export const BUILD_TREE_VARIABLE = 'SHOP_BUILD_TREE';

/**
 * The rebuild job's builds made by the same code as the live release (a `--force`, new menus, pages
 * added or removed): this variable names the live release's client directory, and the build's
 * pre-compression takes that release's compressed copies of every file whose bytes are the same
 * there, hard-linked, instead of compressing it again (src/server/http/precompress.ts): most pages
 * of such a build are the live ones. Unset (`npm run build`, a new deploy): every file is compressed.
 */
export const BUILD_LIVE_CLIENT_VARIABLE = 'SHOP_BUILD_LIVE_CLIENT';

/**
 * The rebuild job's builds: when this variable names a directory, it holds the first page of
 * products of each category the job read (`{id}.json`, the answer to the very call the page makes),
 * and a category page takes its products from there instead of searching again: it renders what
 * the job compared, and a full build at 10,000 categories makes some 3,100 searches fewer. A
 * category without a file there (the job does not search one its tree counts empty) searches as
 * in any build. Unset: every page searches.
 */
export const BUILD_FIRST_PAGES_VARIABLE = 'SHOP_BUILD_FIRST_PAGES';

let scope: ReadonlySet<string> | null | undefined;

/** The pages this build renders, or null for all of them. Read once per build. */
function pagesInScope(): ReadonlySet<string> | null {
  if (scope === undefined) {
    const file = process.env[BUILD_PAGES_VARIABLE];
    scope = file ? new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]) : null;
  }
  return scope;
}

/** Whether this build renders the page at `path` (`/c-vinos-20000`). */
export function buildsPage(path: string): boolean {
  return pagesInScope()?.has(path) ?? true;
}

/** The entries of a route's getStaticPaths that this build renders, by each one's page path. */
export function inBuildScope<T>(entries: readonly T[], pathOf: (entry: T) => string): T[] {
  return pagesInScope() === null ? [...entries] : entries.filter((entry) => buildsPage(pathOf(entry)));
}

/** The category tree the rebuild job read for this build (BUILD_TREE_VARIABLE), checked against the contract; null when none. */
export function treeReadByJob(): Category[] | null {
  const file = process.env[BUILD_TREE_VARIABLE];
  return file ? z.array(Category).parse(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/**
 * In the first pages' directory (BUILD_FIRST_PAGES_VARIABLE): the API's answer for one category its
 * tree counts empty (`products_count` 0), read once by the job. It stands for the first page of
 * every such category: the job reads none of them (their fingerprint is "empty",
 * scripts/rebuild/page-data.ts), and the build renders them without a search each (at 10,000
 * categories, some 6,900 searches fewer per full build).
 */
export const EMPTY_FIRST_PAGE_FILE = 'empty.json';

/** The text of `file`, or null when there is no such file. */
function readIfThere(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The first page of `category`'s products as the rebuild job read it (BUILD_FIRST_PAGES_VARIABLE),
 * or, for a category the tree counts empty, the job's empty answer (EMPTY_FIRST_PAGE_FILE); checked
 * against the contract; null when the job handed none over for it.
 */
export function firstPageReadByJob(category: Pick<Category, 'id' | 'products_count'>): SearchResponse | null {
  const dir = process.env[BUILD_FIRST_PAGES_VARIABLE];
  if (!dir) return null;
  const json =
    readIfThere(join(dir, `${category.id}.json`)) ??
    (category.products_count === 0 ? readIfThere(join(dir, EMPTY_FIRST_PAGE_FILE)) : null);
  return json === null ? null : SearchResponse.parse(JSON.parse(json));
}

/**
 * A plain build's answer for the categories its tree counts empty: the first one searched, shared
 * by the rest, as the job's EMPTY_FIRST_PAGE_FILE is (at 10,000 categories some 6,900 searches
 * fewer, the same pages byte for byte). Build-time only: category pages are never rendered on demand.
 */
let emptyFirstPage: Promise<SearchResponse> | undefined;

/**
 * The first page of `category`'s products for its pre-rendered page: what the rebuild job handed
 * over, else the shared empty answer for a category the tree counts empty, else `search()`.
 */
export function firstPageForBuild(
  category: Pick<Category, 'id' | 'products_count'>,
  search: () => Promise<SearchResponse>,
): Promise<SearchResponse> {
  const handed = firstPageReadByJob(category);
  if (handed !== null) return Promise.resolve(handed);
  if (category.products_count !== 0) return search();
  emptyFirstPage ??= search();
  return emptyFirstPage;
}
