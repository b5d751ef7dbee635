import type { DatabaseSync } from 'node:sqlite';
import { slugify } from './random.ts';
import { CATALOGUE, type LeafSpec, SHOPS, type ShopSpec } from './vocabulary.ts';

export const ROOT_ID = 1;
/** Ids of seeded subcategories start here, clear of the fixed ids of spec §9. */
const FIRST_SUBCATEGORY_ID = 20000;

/** A leaf category products are filed under, with what its products are called. */
export interface SeededLeaf {
  id: number;
  /** Ancestor ids below the root, shop first, then the leaf itself. */
  lineage: number[];
  names: string[];
  shop: ShopSpec;
  spec: LeafSpec;
}

/**
 * Inserts the root, the catalogue, the themed shops and their subcategories; extra generated
 * leaves widen the tree until it holds `target` categories (the benchmark seeds 1,000 or 10,000).
 */
export function seedCategories(db: DatabaseSync, target: number): SeededLeaf[] {
  const insert = db.prepare('INSERT INTO categories (id, parent_id, name, slug, ord, path, target) VALUES (?, ?, ?, ?, ?, ?, ?)');
  let count = 0;
  const add = (id: number, parentId: number | null, name: string, ord: number, path: string, slug = slugify(name)) => {
    insert.run(id, parentId, name, slug, ord, path, null);
    count += 1;
  };
  add(ROOT_ID, null, 'Inicio', 0, '', 'inicio');
  add(CATALOGUE.id, ROOT_ID, CATALOGUE.name, 0, `${ROOT_ID}`, CATALOGUE.slug);
  let nextId = FIRST_SUBCATEGORY_ID;
  const leaves: SeededLeaf[] = [];
  const levelOnes: { id: number; path: string; shop: ShopSpec; names: string[]; leaves: LeafSpec[]; extra: number }[] = [];
  SHOPS.forEach((shop, shopIndex) => {
    add(shop.id, ROOT_ID, shop.name, shopIndex + 1, `${ROOT_ID}`, shop.slug);
    shop.subcategories.forEach((sub, subIndex) => {
      const subId = nextId++;
      const subPath = `${ROOT_ID}/${shop.id}`;
      add(subId, shop.id, sub.name, subIndex, subPath);
      levelOnes.push({ id: subId, path: `${subPath}/${subId}`, shop, names: [shop.name, sub.name], leaves: sub.leaves, extra: 0 });
      sub.leaves.forEach((leaf, leafIndex) => {
        const leafId = nextId++;
        add(leafId, subId, leaf.name, leafIndex, `${subPath}/${subId}`);
        leaves.push({ id: leafId, lineage: [shop.id, subId, leafId], names: [shop.name, sub.name, leaf.name], shop, spec: leaf });
      });
    });
  });
  // Widen the tree for the benchmarks: numbered leaves under each first-level subcategory in turn.
  for (let index = 0; count < target; index += 1) {
    const parent = levelOnes[index % levelOnes.length]!;
    const spec = parent.leaves[parent.extra % parent.leaves.length]!;
    parent.extra += 1;
    const leafId = nextId++;
    const name = `${spec.name} ${parent.extra + 1}`;
    add(leafId, parent.id, name, 100 + parent.extra, parent.path);
    const lineage = [parent.shop.id, parent.id, leafId];
    leaves.push({ id: leafId, lineage, names: [...parent.names, name], shop: parent.shop, spec });
  }
  return leaves;
}
