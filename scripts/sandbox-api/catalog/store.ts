import type { DatabaseSync } from 'node:sqlite';
import { allRows, oneRow } from '../db.ts';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  ord: number;
  depth: number;
  path: string;
  target: string | null;
  products_count: number;
  /** The picture's icons, space-separated (images/render.ts). */
  art: string;
}

/** A product as stored: the seed writes these columns as they are, the routes read them back. */
export interface ProductRow {
  id: number;
  name: string;
  sku: string;
  url_path: string;
  description: string;
  brand_id: number;
  /** Category ids root-first, excluding root 1, ending with the leaf: '10047/20001/20002'. */
  category_ids: string;
  price: number;
  offer_price: number | null;
  discount_percent: number | null;
  quantity: number;
  weight: number;
  rating_avg: number;
  rating_count: number;
  attribute_set_id: number;
  source_channel: string;
  adult: number;
  created_at: string;
  /** The specification list as JSON: `[["Diámetro", "24 cm"], …]`. */
  specs: string;
  /** The pictures' icons, space-separated: the subject first (images/render.ts). */
  art: string;
  /** Sold by weight or volume: 'kg' or 'l' and how many the product holds (catalog/unit-price.ts); else null. */
  net_unit: string | null;
  net_amount: number | null;
}

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  products_count: number;
  /** The picture's icons, space-separated (images/render.ts). */
  art: string;
}

/**
 * Categories and brands held in memory: at most tens of thousands of rows that never change while
 * the server runs, and every product answer needs their names. Products stay in SQLite.
 */
export interface CatalogIndex {
  categories: Map<number, CategoryRow>;
  /** Children of each category id, in display order. */
  children: Map<number, CategoryRow[]>;
  brands: Map<number, BrandRow>;
  productCount: number;
}

export function loadCatalogIndex(db: DatabaseSync): CatalogIndex {
  const rows = allRows<CategoryRow>(db.prepare('SELECT * FROM categories ORDER BY parent_id, ord, id'));
  const categories = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(row);
    else children.set(row.parent_id, [row]);
  }
  const brandRows = allRows<BrandRow>(
    db.prepare(`SELECT b.id, b.name, b.slug, b.art,
      (SELECT count(*) FROM products p WHERE p.brand_id = b.id) AS products_count
    FROM brands b ORDER BY b.id`),
  );
  const { n } = oneRow<{ n: number }>(db.prepare('SELECT count(*) AS n FROM products'))!;
  return { categories, children, brands: new Map(brandRows.map((row) => [row.id, row])), productCount: n };
}
