import type { $Fetch } from 'ofetch';
import type { Category } from '../contract/catalogue.ts';
import { ROOT_CATEGORY_ID } from '../lib/constants.ts';
import { getCategory, getCategoryTree, type TreeVisit } from './catalog.ts';

/** Category reads in flight at once while walking below the tree call's reach. */
const WALK_CONCURRENCY = 8;

/** The same category with other children. */
const withChilds = (category: Category, childs: Category[]): Category => ({ ...category, childs });

/** Runs `work` over `items`, at most `limit` at a time, keeping their order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A category with every level below it, asking each for its children (`GET /api/v2/catalog/categories/{id}`). */
async function below(api: $Fetch, category: Category): Promise<Category> {
  const { childs } = await getCategory(api, category.id);
  if (childs.length === 0) return withChilds(category, []);
  return withChilds(category, await mapLimited(childs, WALK_CONCURRENCY, (child) => below(api, child)));
}

/**
 * The whole category tree, read with the calls §7 has. The tree call takes only the root or a main
 * category as its parent, two levels at a time: the root's gives the themed shops and their
 * children, each shop's gives its children and grandchildren. Deeper levels (the benchmark seed has
 * one more) come from each category's own read, which lists its children. The tree calls carry
 * `visit`; `onSetCookies` receives whatever cookies the API set with them.
 */
export async function readWholeTree(
  api: $Fetch,
  visit: TreeVisit,
  onSetCookies: (lines: string[]) => void = () => {},
): Promise<Category[]> {
  const root = await getCategoryTree(api, ROOT_CATEGORY_ID, visit);
  onSetCookies(root.setCookies);
  return mapLimited(root.data, WALK_CONCURRENCY, async (shop) => {
    const own = await getCategoryTree(api, shop.id, visit);
    onSetCookies(own.setCookies);
    // The shop's grandchildren are the tree call's last level: their children come from their own reads.
    const childs = await mapLimited(own.data, WALK_CONCURRENCY, async (child) =>
      withChilds(
        child,
        await mapLimited(child.childs, WALK_CONCURRENCY, (grandchild) => below(api, grandchild)),
      ),
    );
    return withChilds(shop, childs);
  });
}
