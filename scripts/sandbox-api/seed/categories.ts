import { ROOT_ID } from '../catalog/ids.ts';
import { slugify } from '../text.ts';
import { CATALOGUE, SHOPS } from './catalogue-data.ts';
import type { Kind } from './kinds/kind.ts';

/** One seeded category; `path` lists the ids from the root down to itself (types.ts). */
export interface CategorySeed {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  order: number;
  depth: number;
  path: string;
  /** Index in SHOPS of the themed shop it belongs to, or -1 (root, catalogue). */
  shop: number;
  /** The kinds of product filed here (only leaves get products). */
  kinds: Kind[];
  adult: boolean;
  /** Its picture: Fluent Emoji Flat icon names. */
  art: string[];
}

/** Subcategory ids start here so they never collide with the fixed ids of spec §9. */
export const FIRST_SUBCATEGORY_ID = 20000;

/**
 * The category tree: root 1, the catalogue 9999, the themed shops and two levels of Spanish
 * subcategories under each. When `minimum` asks for more categories (benchmarks), the extra ones
 * are numbered children spread round-robin over the leaves, which makes the tree wider and one
 * level deeper. A `minimum` below the natural size is ignored.
 */
export function buildCategories(minimum: number): CategorySeed[] {
  const all: CategorySeed[] = [];
  const children = new Map<number, number>();
  let nextId = FIRST_SUBCATEGORY_ID;
  const add = (
    parent: CategorySeed | null,
    id: number,
    name: string,
    fields: { slug?: string; shop?: number; kinds?: Kind[]; adult?: boolean; art?: string[] } = {},
  ): CategorySeed => {
    const order = parent ? (children.get(parent.id) ?? 0) : 0;
    if (parent) children.set(parent.id, order + 1);
    const category: CategorySeed = {
      id,
      parentId: parent?.id ?? null,
      name,
      slug: fields.slug ?? slugify(name),
      order,
      depth: parent ? parent.depth + 1 : 0,
      path: parent ? `${parent.path}/${id}` : String(id),
      shop: fields.shop ?? parent?.shop ?? -1,
      kinds: fields.kinds ?? [],
      adult: fields.adult ?? false,
      art: fields.art ?? [],
    };
    all.push(category);
    return category;
  };

  const root = add(null, ROOT_ID, 'Inicio', { slug: 'inicio', art: ['shopping-bags', 'house', 'sparkles'] });
  add(root, CATALOGUE.id, CATALOGUE.name, {
    slug: CATALOGUE.slug,
    art: ['shopping-bags', 'package', 'sparkles'],
  });
  const leaves: CategorySeed[] = [];
  SHOPS.forEach((shop, index) => {
    const shopCategory = add(root, shop.id, shop.name, { slug: shop.slug, shop: index, art: shop.art });
    for (const sub of shop.subs) {
      // A subcategory shows the subjects of its first leaves' kinds.
      const art = sub.leaves.flatMap((leaf) => leaf.kinds.map((kind) => kind.variants()[0]!.art[0]!));
      const subCategory = add(shopCategory, nextId++, sub.name, {
        slug: sub.slug,
        art: [...new Set(art)].slice(0, 3),
      });
      for (const leaf of sub.leaves) {
        const leafArt = leaf.kinds[0]!.variants()[0]!.art;
        leaves.push(
          add(subCategory, nextId++, leaf.name, { kinds: leaf.kinds, adult: leaf.adult, art: leafArt }),
        );
      }
    }
  });

  // Extra categories inherit the kinds of the leaf they hang from; the leaf stops being one.
  for (let extra = 0; all.length < minimum; extra++) {
    const parent = leaves[extra % leaves.length]!;
    const number = Math.floor(extra / leaves.length) + 1;
    add(parent, nextId++, `${parent.name} ${number}`, {
      kinds: parent.kinds,
      adult: parent.adult,
      art: parent.art,
    });
  }
  return all;
}

/** Categories without children: the only ones products are filed in. */
export function leafCategories(categories: readonly CategorySeed[]): CategorySeed[] {
  const parents = new Set(categories.map((category) => category.parentId));
  return categories.filter((category) => !parents.has(category.id) && category.kinds.length > 0);
}
