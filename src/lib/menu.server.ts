import { getCategoryTree } from '../api/catalog';
import { serverApi } from '../api/server';
import type { Category } from '../api/types';
import { categoryTreeForBuild } from './build-data';
import { ROOT_CATEGORY_ID } from './constants';
import { type MenuEntry, menuFromTree } from './menu';
import { createReadCache } from './read-cache';

/** The menu changes with the category tree: a minute fresh, an hour stale at most. */
const menuTree = createReadCache<Category[]>({ freshMs: 60_000, staleMs: 3_600_000, maxEntries: 1 });

/**
 * The navbar dropdowns. Pre-rendered pages take them from the build's tree; on-demand pages from
 * a cached two-level read. The menu is optional: on failure the navbar keeps its plain shop links.
 */
export async function loadMenu(isPrerendered: boolean): Promise<Record<number, MenuEntry[]>> {
  try {
    const tree = isPrerendered
      ? await categoryTreeForBuild()
      : await menuTree.read('menu', () => getCategoryTree(serverApi, ROOT_CATEGORY_ID, 2));
    return menuFromTree(tree);
  } catch {
    return {};
  }
}
