import { cachedMenuTree } from '../api/cached.server';
import { categoryTreeForBuild } from './build-data';
import { type MenuEntry, menuFromTree } from './menu';

/**
 * The navbar dropdowns. Pre-rendered pages take them from the build's tree; on-demand pages from
 * the cached two-level read. The menu is optional: on failure the navbar keeps its plain shop links.
 */
export async function loadMenu(isPrerendered: boolean): Promise<Record<number, MenuEntry[]>> {
  try {
    return menuFromTree(isPrerendered ? await categoryTreeForBuild() : await cachedMenuTree());
  } catch {
    return {};
  }
}
