import type { Category } from '@shop/contract/catalogue';
import { CATEGORY_IDS } from '../constants.ts';

/** Tiles in each home section (spec §2: four sections of three tiles). */
export const HOME_TILES_PER_SECTION = 3;
/** Themed shops featured on the home page, in order; shops without three subcategories are skipped. */
const HOME_SECTION_SHOPS = [
  CATEGORY_IDS.kitchen,
  CATEGORY_IDS.drinks,
  CATEGORY_IDS.pets,
  CATEGORY_IDS.diy,
  CATEGORY_IDS.electro,
  CATEGORY_IDS.ham,
];
export const HOME_SECTIONS = 4;
/** The list whose top products make the home's row of offers (one row of cards on a wide screen). */
export const HOME_FEATURED_LIST = 'mejores-ofertas';
export const HOME_FEATURED_PRODUCTS = 4;

export interface HomeSection {
  shop: Category;
  tiles: Category[];
}

/** The home page's sections: four themed shops, each with its first three subcategories by order. */
export function homeSections(tree: readonly Category[]): HomeSection[] {
  const byId = new Map(tree.map((category) => [category.id, category]));
  return HOME_SECTION_SHOPS.flatMap((id) => {
    const shop = byId.get(id);
    const tiles = [...(shop?.childs ?? [])]
      .sort((a, b) => a.order - b.order)
      .slice(0, HOME_TILES_PER_SECTION);
    return shop && tiles.length === HOME_TILES_PER_SECTION ? [{ shop, tiles }] : [];
  }).slice(0, HOME_SECTIONS);
}
