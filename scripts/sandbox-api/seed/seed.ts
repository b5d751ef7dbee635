import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db.ts';
import { seedCategories } from './categories.ts';
import { seedBrands, seedProducts } from './products.ts';
import { createRandom } from './random.ts';
import { seedRatings } from './ratings.ts';

/** How big a catalogue to seed. */
export interface SeedSize {
  products: number;
  categories: number;
}

/** The default catalogue, and the benchmark one (spec issue: 100,000 products, 10,000 categories). */
export const SEED_SIZES: Record<'default' | 'bench', SeedSize> = {
  default: { products: 3_000, categories: 0 },
  bench: { products: 100_000, categories: 10_000 },
};
const SEED = 20261122;

/** Fills an empty database with the deterministic catalogue. Returns what it wrote and how long it took. */
export function seedCatalogue(db: DatabaseSync, size: SeedSize): { products: number; categories: number; ms: number } {
  const started = performance.now();
  const random = createRandom(SEED);
  transaction(db, () => {
    const leaves = seedCategories(db, size.categories);
    seedBrands(db);
    seedProducts(db, random, leaves, size.products);
    seedRatings(db, random, size.products);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
  });
  db.exec("INSERT INTO products_fts(products_fts) VALUES ('optimize'); ANALYZE;");
  const categories = (db.prepare('SELECT COUNT(*) AS n FROM categories').get() as { n: number }).n;
  return { products: size.products, categories, ms: Math.round(performance.now() - started) };
}
