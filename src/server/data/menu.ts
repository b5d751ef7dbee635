import type { Shop } from '../../lib/catalogue/shops';
import { categoryTreeForBuild } from './build-data';
import { CATEGORY_IDS } from '../../lib/constants';
import { menuFromTree, type SiteMenu, sideMenuFromTree } from '../../lib/catalogue/menu';
import type { VisitTrees } from './visit-trees';

/**
 * The header's menus. Pre-rendered pages take them from the build's tree; on-demand pages from the
 * visit's tree calls (visit-trees.ts). The menus are optional: on failure, or where no visit read
 * them (an answer that is not a page), the header keeps its plain shop links. The DIY side menu is
 * read only for pages of the DIY shop, the one place it is shown.
 */
export async function loadMenu(isPrerendered: boolean, shop: Shop, trees?: VisitTrees): Promise<SiteMenu> {
  const wantsDiy = shop.categoryId === CATEGORY_IDS.diy;
  try {
    if (isPrerendered) {
      const tree = await categoryTreeForBuild();
      const diy = wantsDiy ? (tree.find((node) => node.id === CATEGORY_IDS.diy)?.childs ?? []) : [];
      return { shops: menuFromTree(tree), diy: sideMenuFromTree(diy) };
    }
    if (!trees) return { shops: {}, diy: [] };
    const [tree, diy] = await Promise.all([trees.root, wantsDiy ? trees.of(CATEGORY_IDS.diy) : []]);
    return { shops: menuFromTree(tree), diy: sideMenuFromTree(diy) };
  } catch {
    return { shops: {}, diy: [] };
  }
}
