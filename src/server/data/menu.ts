import { cachedMenuTree, cachedShopTree } from './cached';
import type { Shop } from '../../lib/catalogue/shops';
import { categoryTreeForBuild } from './build-data';
import { CATEGORY_IDS } from '../../lib/constants';
import { menuFromTree, type SiteMenu, sideMenuFromTree } from '../../lib/catalogue/menu';

/**
 * The header's menus. Pre-rendered pages take them from the build's tree; on-demand pages from
 * cached reads. The menus are optional: on failure the header keeps its plain shop links.
 * The DIY side menu is read only for pages of the DIY shop, the one place it is shown.
 */
export async function loadMenu(isPrerendered: boolean, shop: Shop): Promise<SiteMenu> {
  const wantsDiy = shop.categoryId === CATEGORY_IDS.diy;
  try {
    if (isPrerendered) {
      const tree = await categoryTreeForBuild();
      const diy = wantsDiy ? (tree.find((node) => node.id === CATEGORY_IDS.diy)?.childs ?? []) : [];
      return { shops: menuFromTree(tree), diy: sideMenuFromTree(diy) };
    }
    const [tree, diy] = await Promise.all([
      cachedMenuTree(),
      wantsDiy ? cachedShopTree(CATEGORY_IDS.diy) : [],
    ]);
    return { shops: menuFromTree(tree), diy: sideMenuFromTree(diy) };
  } catch {
    return { shops: {}, diy: [] };
  }
}
