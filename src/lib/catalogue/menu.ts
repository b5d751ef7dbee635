import type { ApiImage, Category } from '@shop/contract/catalogue';
import { categoryHref } from './routes.ts';

/** One entry of a shop's dropdown in the category navbar. */
export interface MenuEntry {
  name: string;
  href: string;
  image?: ApiImage;
  /** Deeper entries, for the side menus that show a second level. */
  children?: MenuEntry[];
}

/** What the header's menus show: each shop's navbar dropdown, and the DIY side menu. */
export interface SiteMenu {
  shops: Record<number, MenuEntry[]>;
  diy: MenuEntry[];
}

/**
 * Bounds of the DIY side menu: it lists the whole section, but a page never carries an
 * unbounded list however large the catalogue grows.
 */
export const SIDE_MENU_MAX_ENTRIES = 60;
export const SIDE_MENU_MAX_CHILDREN = 20;

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
        .map((child) => ({
          name: child.name,
          href: categoryHref(child),
          image: child.resources_libraries?.images?.[0],
        })),
    ]),
  );
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

/** The DIY side menu ('Todo Bricolaje'): the section's categories by name, each with its children. */
export function sideMenuFromTree(nodes: readonly Category[]): MenuEntry[] {
  return [...nodes]
    .sort(byName)
    .slice(0, SIDE_MENU_MAX_ENTRIES)
    .map((node) => ({
      name: node.name,
      href: categoryHref(node),
      children: [...(node.childs ?? [])]
        .sort(byName)
        .slice(0, SIDE_MENU_MAX_CHILDREN)
        .map((child) => ({ name: child.name, href: categoryHref(child) })),
    }));
}

/**
 * The pre-rendered fragment with each shop's subcategories for the header's menus
 * (pages/fragmentos/menu.astro): the navbar dropdowns' lists with their pictures and the side
 * menu's by name. Pages carry only the shops; a script fills the menus from this one cached file
 * the first time they are reached (components/shell/menu-fragment.client.ts). In every page they
 * were some 20 KB, twice the same categories, once per breakpoint (issue 17 item 2).
 */
export const MENUS_FRAGMENT_PATH = '/fragmentos/menu';

/** The id of a shop's dropdown in the navbar, which the fragment's lists name. */
export const menuPanelId = (shopKey: string): string => `menu-${shopKey}`;

/** The id of a shop's list in the side menu, which the fragment's lists name. */
export const sideMenuListId = (shopKey: string): string => `side-${shopKey}`;

/** Entries sorted by name as Spanish sorts them (the side menus, spec §2). */
export const sortedByName = (entries: readonly MenuEntry[]): MenuEntry[] => [...entries].sort(byName);
