import type { DatabaseSync } from 'node:sqlite';
import type { SeedSize } from '../config.ts';
import { INDEXES, transaction } from '../db.ts';
import { buildBrands } from './brands.ts';
import { buildCategories, leafCategories } from './categories.ts';
import { COUPONS } from './coupons.ts';
import { seedCustomers } from './customers.ts';
import { buildProduct, placer } from './products.ts';
import type { Variant } from './kinds/kind.ts';
import { buildProductReviews, buildRatings } from './ratings.ts';
import { productFacts } from './reviews.ts';

export interface SeedReport extends SeedSize {
  milliseconds: number;
}

/** Site-wide reviews seeded first: the footer's 20 newest well-rated ones and a few pages more (each product then gets its own, seed/ratings.ts). */
const RATINGS = 400;

/** True when the database holds a seeded catalogue. */
export function isSeeded(db: DatabaseSync): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seed'").get() !== undefined;
}

/** Fills an empty database with the deterministic catalogue. */
export function seedDatabase(db: DatabaseSync, size: SeedSize): SeedReport {
  const started = performance.now();
  const categories = buildCategories(size.categories);
  const leaves = leafCategories(categories);
  const brands = buildBrands();
  const brandsByName = new Map(brands.map((brand) => [brand.name, brand]));
  const counts = new Map<number, number>();
  const place = placer(leaves);
  // What the reviews need of each product, kept compact for the 100,000-product seed.
  const averages = new Float32Array(size.products + 1);
  const families = new Array<string>(size.products + 1);
  // A variant's facts are read once, however many products list it (the bench seed repeats them).
  const variants = new Array<Variant>(size.products + 1);
  const facts = new WeakMap<Variant, string>();
  const factsOf = (variant: Variant) => {
    let text = facts.get(variant);
    if (text === undefined) {
      text = productFacts(variant.name, variant.specs);
      facts.set(variant, text);
    }
    return text;
  };
  const votes = new Uint16Array(size.products + 1);

  transaction(db, () => {
    const insertBrand = db.prepare('INSERT INTO brands (id, name, slug, art) VALUES (?, ?, ?, ?)');
    for (const brand of brands) insertBrand.run(brand.id, brand.name, brand.slug, brand.art.join(' '));

    const insertProduct = db.prepare(`INSERT INTO products VALUES (:id, :name, :sku, :url_path, :description,
      :brand_id, :category_ids, :price, :offer_price, :discount_percent, :quantity, :weight, :rating_avg,
      :rating_count, :attribute_set_id, :source_channel, :adult, :created_at, :specs, :art, :net_unit,
      :net_amount)`);
    const insertLink = db.prepare('INSERT INTO product_categories (category_id, product_id) VALUES (?, ?)');
    for (let id = 1; id <= size.products; id++) {
      const { row: product, kind, variant } = buildProduct(id, place(id), brandsByName);
      insertProduct.run({ ...product });
      averages[id] = product.rating_avg;
      families[id] = kind.reviews;
      variants[id] = variant;
      votes[id] = product.rating_count;
      const ids = product.category_ids.split('/').map(Number);
      for (const categoryId of ids) {
        insertLink.run(categoryId, id);
        counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
      }
    }

    const insertCategory =
      db.prepare(`INSERT INTO categories (id, parent_id, name, slug, ord, depth, path, target,
      products_count, art) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`);
    for (const category of categories) {
      const count =
        category.id === 1 || category.id === 9999 ? size.products : (counts.get(category.id) ?? 0);
      insertCategory.run(
        category.id,
        category.parentId,
        category.name,
        category.slug,
        category.order,
        category.depth,
        category.path,
        count,
        category.art.join(' '),
      );
    }

    const insertRating =
      db.prepare(`INSERT INTO ratings (id, product_id, title, comment, rating, author, created_at, helpful)
      VALUES (:id, :product_id, :title, :comment, :rating, :author, :created_at, :helpful)`);
    const rated = (id: number) => ({
      average: averages[id]!,
      family: families[id]!,
      facts: factsOf(variants[id]!),
    });
    if (size.products > 0)
      for (const rating of buildRatings(RATINGS, size.products, rated)) insertRating.run({ ...rating });
    let nextReviewId = RATINGS + 1;
    for (let id = 1; id <= size.products; id++) {
      const reviews = buildProductReviews(id, nextReviewId, { ...rated(id), votes: votes[id]! });
      for (const review of reviews) insertRating.run({ ...review });
      nextReviewId += reviews.length;
    }

    const insertCoupon = db.prepare(`INSERT INTO coupons (code, id, name, description, kind, value,
      min_subtotal, expires_at) VALUES (:code, :id, :name, :description, :kind, :value, :min_subtotal, :expires_at)`);
    for (const coupon of COUPONS) insertCoupon.run({ ...coupon });
    seedCustomers(db);

    db.exec(INDEXES);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?)").run(
      JSON.stringify({ products: size.products, categories: categories.length }),
    );
  });
  db.exec('ANALYZE;');
  return {
    products: size.products,
    categories: categories.length,
    milliseconds: performance.now() - started,
  };
}
