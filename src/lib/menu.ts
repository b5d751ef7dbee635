import type { ApiImage, Category } from '../api/types';
import { categoryHref } from './routes';

/** One entry of a shop's dropdown in the category navbar. */
export interface MenuEntry {
  name: string;
  href: string;
  image?: ApiImage;
}

/** Subcategories shown per shop in the navbar dropdown. */
export const MENU_ENTRIES_PER_SHOP = 8;

/** The navbar dropdowns: for each themed shop id, its subcategories in the tree's order. */
export function menuFromTree(tree: readonly Category[]): Record<number, MenuEntry[]> {
  return Object.fromEntries(
    tree.map((shop) => [
      shop.id,
      [...(shop.childs ?? [])]
        .sort((a, b) => a.order - b.order)
        .slice(0, MENU_ENTRIES_PER_SHOP)
        .map((child) => ({ name: child.name, href: categoryHref(child), image: child.resources_libraries?.images?.[0] })),
    ]),
  );
}
