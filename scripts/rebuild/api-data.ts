import { ofetch } from 'ofetch';
import { readWholeTree } from '../../src/api/category-tree.ts';
import { getProductList, PRODUCT_LISTS, type ProductList } from '../../src/api/lists.ts';
import type { Category, SearchResponse } from '../../src/contract/catalogue.ts';

/** The visit the build reads the tree for (src/server/data/build-data.ts, BUILD_VISIT): the job reads what the build will. */
const BUILD_VISIT = { path: '/', query: '' };
/** The API's largest page: covers the first page each list page shows (48, src/pages/l-[list].astro). */
const LIST_SIZE = 100;
/** One read of the job; the unchanged case has a budget of 5 s in all. */
const API_TIMEOUT_MS = 4_000;
/** Retries of a read that failed with an outage status, as the build's own client does. */
const API_RETRIES = 1;

/** What the pre-rendered pages are made from: the category tree and the product lists. */
export interface BuildInputs {
  tree: Category[];
  lists: Record<ProductList, SearchResponse>;
}

/**
 * Reads the build's inputs through the shop's own API functions (src/api), so the job sees what
 * the build will see. An unreachable API, an error answer or an empty tree is an error: the build
 * would fail on them too, and the live site must then stay as it is.
 */
export async function fetchBuildInputs(apiUrl: string): Promise<BuildInputs> {
  const api = ofetch.create({
    baseURL: apiUrl,
    headers: { Accept: 'application/json' },
    timeout: API_TIMEOUT_MS,
    retry: API_RETRIES,
    retryStatusCodes: [408, 425, 429, 500, 502, 504],
  });
  try {
    const [tree, ...pages] = await Promise.all([
      readWholeTree(api, BUILD_VISIT),
      ...PRODUCT_LISTS.map((list) => getProductList(api, list, LIST_SIZE)),
    ]);
    if (tree.length === 0)
      throw new Error('it answered an empty category tree, refusing to publish an empty catalogue');
    const lists = Object.fromEntries(
      PRODUCT_LISTS.map((list, index) => [list, pages[index]]),
    ) as BuildInputs['lists'];
    return { tree, lists };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the commerce API at ${apiUrl} could not be read: ${reason}`);
  }
}
