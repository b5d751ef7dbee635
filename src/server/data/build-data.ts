import type { TreeVisit } from '../../api/catalog';
import { readWholeTree } from '../../api/category-tree';
import { unreachableApi } from './api-reachable';
import { serverApi, API_URL } from './server-api';
import { treeReadByJob } from './build-scope';
import type { Category } from '@shop/contract/catalogue';

/**
 * The visit the build reads the tree for: the site as a whole, its home, with no query, no
 * referer and no cookies (there is no visitor; nothing a build reads may depend on one).
 */
export const BUILD_VISIT: TreeVisit = { path: '/', query: '' };

let treePromise: Promise<Category[]> | undefined;

/**
 * Runs a read the build depends on; an unreachable API fails the build loudly, naming the API and
 * how to start it, instead of an anonymous network error from deep inside a page.
 */
export async function readForBuild<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw unreachableApi(API_URL, error instanceof Error ? error.message : String(error));
  }
}

/** The job's tree when it handed one over, else a walk of the API. */
function readTree(): Promise<Category[]> {
  const fromJob = treeReadByJob();
  return fromJob ? Promise.resolve(fromJob) : readForBuild(() => readWholeTree(serverApi, BUILD_VISIT));
}

/**
 * The whole category tree (every level: readWholeTree), fetched once per build and shared by every
 * pre-rendered page; in a build of the rebuild job, the tree the job read (build-scope.ts).
 * Only pre-rendered pages may call this: the memo would otherwise outlive a rebuild.
 * An empty tree fails the build too: it never publishes an empty catalogue.
 */
export function categoryTreeForBuild(): Promise<Category[]> {
  treePromise ??= readTree().then((tree) => {
    if (tree.length === 0) {
      throw new Error(
        `The commerce API at ${API_URL} answered an empty category tree: refusing to publish an empty catalogue.`,
      );
    }
    return tree;
  });
  return treePromise;
}

export { flattenTree } from '../../lib/catalogue/category-page';
