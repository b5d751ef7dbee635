import type { $Fetch } from 'ofetch';
import type { Category } from '@shop/contract/catalogue';
import { ROOT_CATEGORY_ID } from '../lib/constants.ts';
import { getCategory, getCategoryTree, type TreeVisit } from './catalog.ts';

/** API reads in flight at once during one walk, whatever the tree's shape. */
export const WALK_CONCURRENCY = 8;

/** The same category with other children. */
const withChilds = (category: Category, childs: Category[]): Category => ({ ...category, childs });

/** Runs the work given to it at most `max` at a time, the rest queued in order. */
export function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    // A freed slot passes straight to the next in the queue, so `active` never exceeds `max`.
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * The whole category tree, read with the calls §7 has. The tree call takes only the root or a main
 * category as its parent, two levels at a time: the root's gives the themed shops and their
 * children, each shop's gives its children and grandchildren. Deeper levels (the benchmark seed has
 * one more) come from each category's own read, which lists its children. At most
 * WALK_CONCURRENCY reads are in flight. The tree calls carry `visit`; `onSetCookies` receives
 * whatever cookies the API set with them.
 */
export async function readWholeTree(
  api: $Fetch,
  visit: TreeVisit,
  onSetCookies: (lines: string[]) => void = () => {},
): Promise<Category[]> {
  const limit = limiter(WALK_CONCURRENCY);
  const tree = async (parentId: number) => {
    const answer = await limit(() => getCategoryTree(api, parentId, visit));
    onSetCookies(answer.setCookies);
    return answer.data;
  };
  /** A category with every level below it, asking it for its children. */
  const below = async (category: Category): Promise<Category> => {
    const { childs } = await limit(() => getCategory(api, category.id));
    return withChilds(category, await Promise.all(childs.map(below)));
  };
  const root = await tree(ROOT_CATEGORY_ID);
  return Promise.all(
    root.map(async (shop) => {
      const own = await tree(shop.id);
      // The shop's grandchildren are the tree call's last level: their children come from their own reads.
      const childs = await Promise.all(
        own.map(async (child) => withChilds(child, await Promise.all(child.childs.map(below)))),
      );
      return withChilds(shop, childs);
    }),
  );
}
