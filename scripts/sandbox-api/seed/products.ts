import type { DatabaseSync } from 'node:sqlite';
import type { SeededLeaf } from './categories.ts';
import { type Random, slugify } from './random.ts';
import { ADJECTIVES, BRAND_FIRST_ID, BRANDS, COLOURS } from './vocabulary.ts';

/** Which brands each shop sells (indexes into BRANDS), by shop id. */
const BRAND_POOLS: Record<number, number[]> = {
  10047: [0, 1, 2, 3, 4, 24, 28, 29, 33, 34, 39],
  10000: [5, 6, 7, 25, 34],
  10011: [8, 9, 10, 11, 12, 35],
  10153: [13, 14, 15, 26, 36],
  10154: [16, 17, 18, 19, 27],
  10155: [30],
  10190: [20, 21, 22, 31, 32, 37],
  10197: [23],
};
/** Shops whose products come in colours (food, drink and gift cards do not). */
const COLOURED_SHOPS = new Set([10047, 10011, 10153, 10154, 10155]);
const OFFER_PERCENTS = [10, 15, 20, 25, 30, 40];
const PRICE_ENDINGS = [0.99, 0.95, 0.5, 0];
const SEED_EPOCH = Date.UTC(2026, 0, 1);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Inserts the brands (ids from BRAND_FIRST_ID, so Asayaor is 7180). */
export function seedBrands(db: DatabaseSync): void {
  const insert = db.prepare('INSERT INTO brands (id, name, slug) VALUES (?, ?, ?)');
  BRANDS.forEach((name, index) => {
    insert.run(BRAND_FIRST_ID + index, name, slugify(name));
  });
}

/** Inserts `count` products spread evenly over the leaves, with their category links and FTS rows. */
export function seedProducts(db: DatabaseSync, random: Random, leaves: SeededLeaf[], count: number): void {
  const insertProduct = db.prepare(`INSERT INTO products (id, name, url_path, sku, description, brand_id, category_id,
    price, offer_price, offer_percent, effective_price, quantity, weight, rating_avg, rating_count, attribute_set_id,
    adult, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertLink = db.prepare('INSERT INTO product_categories (category_id, product_id) VALUES (?, ?)');
  const insertFts = db.prepare('INSERT INTO products_fts (rowid, name, brand, category) VALUES (?, ?, ?, ?)');
  for (let id = 1; id <= count; id += 1) {
    const leaf = leaves[(id - 1) % leaves.length]!;
    const { shop, spec } = leaf;
    const brandIndex = random.pick(BRAND_POOLS[shop.id] ?? [0]);
    const brand = BRANDS[brandIndex]!;
    const words = [random.pick(spec.nouns), random.pick(ADJECTIVES)];
    if (COLOURED_SHOPS.has(shop.id) && random.chance(0.6)) words.push(random.pick(COLOURS));
    if (spec.sizes) words.push(random.pick(spec.sizes));
    const name = words.join(' ');
    const base = random.int(shop.price[0], shop.price[1]);
    const price = round2(Math.max(1, base + random.pick(PRICE_ENDINGS)));
    const percent = random.chance(0.3) ? random.pick(OFFER_PERCENTS) : null;
    const offerPrice = percent === null ? null : round2(price * (1 - percent / 100));
    const quantity = random.chance(0.05) ? 0 : random.chance(0.05) ? random.int(1, 4) : random.int(5, 250);
    const weight = Math.round((shop.weight[0] + random.next() * (shop.weight[1] - shop.weight[0])) * 1000) / 1000;
    const ratingCount = random.chance(0.1) ? 0 : random.int(1, 300);
    const ratingAvg = ratingCount === 0 ? 0 : Math.round((2.5 + random.next() * 2.5) * 10) / 10;
    const description = `${name} de ${brand}. Producto seleccionado de nuestra tienda de ${shop.name.toLowerCase()}, con envío a toda España y devolución en 14 días.`;
    const createdAt = new Date(SEED_EPOCH + id * 60_000).toISOString();
    insertProduct.run(id, name, `${slugify(name)}-${id}`, `${shop.slug.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`,
      description, BRAND_FIRST_ID + brandIndex, leaf.id, price, offerPrice, percent, offerPrice ?? price, quantity, weight,
      ratingAvg, ratingCount, shop.id === 10197 ? 2 : 1, shop.adult ? 1 : 0, createdAt);
    for (const categoryId of leaf.lineage) insertLink.run(categoryId, id);
    insertFts.run(id, name, brand, leaf.names.join(' '));
  }
}
