/** The deterministic seed (seed/index.ts): the same catalogue everywhere, products in leaves, sizes. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db.ts';
import { seedDatabase } from '../../seed/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
const opened: DatabaseSync[] = [];
afterAll(() => {
  for (const db of opened) db.close();
  rmSync(dir, { recursive: true, force: true });
});

function seeded(name: string, products: number, categories = 0) {
  const { db } = openDatabase(join(dir, `${name}.sqlite`));
  opened.push(db);
  return { db, report: seedDatabase(db, { products, categories }) };
}

const rows = (db: DatabaseSync, sql: string) => db.prepare(sql).all();

describe('the seed', () => {
  it('is deterministic: two seeds give the same products, categories, brands and ratings', () => {
    const a = seeded('a', 300).db;
    const b = seeded('b', 300).db;
    for (const sql of [
      'SELECT * FROM products ORDER BY id LIMIT 50',
      'SELECT * FROM categories ORDER BY id',
      'SELECT * FROM brands ORDER BY id',
      'SELECT * FROM ratings ORDER BY id',
    ]) {
      expect(rows(a, sql)).toEqual(rows(b, sql));
    }
  });

  it('seeds 3,000 products in under 3 seconds with realistic values', () => {
    const { db, report } = seeded('default', 3000);
    expect(report.milliseconds).toBeLessThan(3000);
    const stats = db
      .prepare(`SELECT count(*) AS n, min(price) AS minPrice, max(price) AS maxPrice,
      sum(offer_price IS NOT NULL) AS offers, sum(quantity = 0) AS soldOut,
      sum(weight < 1) AS light, sum(weight > 1) AS heavy, min(rating_avg) AS minRating, max(rating_avg) AS maxRating,
      count(DISTINCT name) AS names
      FROM products`)
      .get() as Record<string, number>;
    expect(stats.n).toBe(3000);
    // One name is one product: no two products share a name at the default size.
    expect(stats.names).toBe(3000);
    expect(stats.minPrice).toBeGreaterThan(0);
    expect(stats.maxPrice).toBeLessThanOrEqual(1000);
    expect(stats.offers / 3000).toBeGreaterThan(0.25);
    expect(stats.offers / 3000).toBeLessThan(0.35);
    expect(stats.soldOut / 3000).toBeGreaterThan(0.03);
    expect(stats.soldOut / 3000).toBeLessThan(0.07);
    expect(stats.light).toBeGreaterThan(0);
    expect(stats.heavy).toBeGreaterThan(0);
    expect(stats.minRating).toBeGreaterThanOrEqual(1);
    expect(stats.maxRating).toBeLessThanOrEqual(5);
    const ratings = db.prepare('SELECT count(*) AS n FROM ratings').get() as { n: number };
    // The footer's 400, then one written review per 25 votes of each product, 16 at most.
    const own = db
      .prepare('SELECT sum(min(16, rating_count / 25)) AS n FROM products WHERE id <= 3000')
      .get() as { n: number };
    expect(own.n).toBeGreaterThan(3000);
    expect(ratings.n).toBe(400 + own.n);
  });

  it('prices every gift card from the smallest amount, names no value in it, and puts none on offer', () => {
    const { db } = seeded('gift-cards', 3000);
    const cards = rows(
      db,
      "SELECT name, price, offer_price, weight FROM products WHERE category_ids LIKE '10197/%'",
    ) as { name: string; price: number; offer_price: number | null; weight: number }[];
    expect(cards.length).toBeGreaterThan(100);
    for (const card of cards) {
      expect([card.price, card.offer_price], card.name).toEqual([10, null]);
      expect(card.name).not.toMatch(/\d|€/);
      // A digital card weighs nothing: it ships free (cart/pricing.ts).
      expect(card.weight === 0, card.name).toBe(card.name.includes('digital'));
    }
  });

  it('describes every product in 2–4 sentences and lists its specifications', () => {
    const { db } = seeded('descriptions', 1000);
    for (const product of rows(db, 'SELECT name, description, specs FROM products') as {
      name: string;
      description: string;
      specs: string;
    }[]) {
      // A sentence ends at a stop before a capital, not after the D.O. of a wine or a ham.
      const sentences = product.description.split(/(?<!\bD\.O\.(?:Ca\.|P\.|Q\.)?)(?<=[.!?])\s+(?=\p{Lu})/u);
      expect(sentences.length, product.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, product.name).toBeLessThanOrEqual(4);
      expect((JSON.parse(product.specs) as unknown[]).length, product.name).toBeGreaterThan(0);
    }
  });

  it('files products evenly in leaf categories only, with unique url_paths', () => {
    const { db } = seeded('leaves', 1000);
    const parents = new Set(
      rows(db, 'SELECT DISTINCT parent_id AS id FROM categories').map((row) => (row as { id: number }).id),
    );
    const products = rows(db, 'SELECT category_ids, url_path FROM products') as {
      category_ids: string;
      url_path: string;
    }[];
    const perLeaf = new Map<string, number>();
    for (const product of products) {
      const leaf = product.category_ids.split('/').at(-1)!;
      expect(parents.has(Number(leaf))).toBe(false);
      perLeaf.set(leaf, (perLeaf.get(leaf) ?? 0) + 1);
    }
    const counts = [...perLeaf.values()];
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(new Set(products.map((product) => product.url_path)).size).toBe(1000);
  });

  it('grows the tree to the asked number of categories (benchmark shape), ids never colliding with §9', () => {
    const { db, report } = seeded('bench', 1000, 10_000);
    expect(report.categories).toBe(10_000);
    const fixed = rows(db, 'SELECT id FROM categories WHERE id < 20000 ORDER BY id').map(
      (row) => (row as { id: number }).id,
    );
    expect(fixed).toEqual([1, 9999, 10000, 10011, 10047, 10153, 10154, 10155, 10190, 10197]);
    const deepest = db.prepare('SELECT max(depth) AS d FROM categories').get() as { d: number };
    expect(deepest.d).toBe(4);
    const slugs = db
      .prepare(
        `SELECT count(*) AS n FROM categories WHERE slug NOT GLOB '[a-z0-9]*' OR slug GLOB '*[^a-z0-9-]*'`,
      )
      .get() as { n: number };
    expect(slugs.n).toBe(0);
  });
});
