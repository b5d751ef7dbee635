import { getCategoryTree } from '../../api/catalog';
import { serverApi, API_URL } from './server-api';
import type { Category } from '../../contract/catalogue';
import { ROOT_CATEGORY_ID } from '../../lib/constants';

/** Levels of the tree fetched at build time: enough for every category page. */
export const BUILD_TREE_DEPTH = 5;

let treePromise: Promise<Category[]> | undefined;

/**
 * Runs a read the build depends on; an unreachable API fails the build loudly, naming the API and
 * how to start it, instead of an anonymous network error from deep inside a page.
 */
export async function readForBuild<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot build the shop: the commerce API at ${API_URL} could not be reached (${reason}). Start it with \`npm run sandbox\` or set API_URL.`,
    );
  }
}

/**
 * The whole category tree, fetched once per build and shared by every pre-rendered page.
 * Only pre-rendered pages may call this: the memo would otherwise outlive a rebuild.
 * An empty tree fails the build too: it never publishes an empty catalogue.
 */
export function categoryTreeForBuild(): Promise<Category[]> {
  treePromise ??= readForBuild(() => getCategoryTree(serverApi, ROOT_CATEGORY_ID, BUILD_TREE_DEPTH)).then(
    (tree) => {
      if (tree.length === 0) {
        throw new Error(
          `The commerce API at ${API_URL} answered an empty category tree: refusing to publish an empty catalogue.`,
        );
      }
      return tree;
    },
  );
  return treePromise;
}

/** Every category of the tree, parents before children. */
export function flattenTree(tree: readonly Category[]): Category[] {
  return tree.flatMap((category) => [category, ...flattenTree(category.childs ?? [])]);
}
