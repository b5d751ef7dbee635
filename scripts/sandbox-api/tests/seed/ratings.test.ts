/** Seeded reviews (seed/ratings.ts, seed/reviews.ts): a real shop's spread of stars, texts that fit the product. */
import { describe, expect, it } from 'vitest';
import { buildBrands } from '../../seed/brands.ts';
import { buildCategories, leafCategories } from '../../seed/categories.ts';
import { buildProduct, placer } from '../../seed/products.ts';
import { buildRatings } from '../../seed/ratings.ts';
import { productFacts, productRemarks } from '../../seed/reviews.ts';

const PRODUCTS = 3000;
const place = placer(leafCategories(buildCategories(0)));
const brands = new Map(buildBrands().map((brand) => [brand.name, brand]));
const products = new Map<number, ReturnType<typeof buildProduct>>();
const product = (id: number) => {
  if (!products.has(id)) products.set(id, buildProduct(id, place(id), brands));
  return products.get(id)!;
};
const factsOf = (id: number) => productFacts(product(id).variant.name, product(id).variant.specs);
const ratings = buildRatings(400, PRODUCTS, (id) => ({
  average: product(id).row.rating_avg,
  family: product(id).kind.reviews,
  facts: factsOf(id),
}));

describe('seeded reviews', () => {
  it('spread their stars like a real shop: mostly 4–5, some 3, a few 1–2, every level present', () => {
    const count = (stars: number) =>
      ratings.filter((rating) => rating.rating === stars).length / ratings.length;
    expect(count(5) + count(4)).toBeGreaterThan(0.7);
    expect(count(5)).toBeGreaterThan(count(3));
    expect(count(3)).toBeGreaterThan(0.03);
    expect(count(1) + count(2)).toBeGreaterThan(0.03);
    expect(count(1) + count(2)).toBeLessThan(0.15);
  });

  it('read like reviews: varied texts, none repeated more than a few times', () => {
    const comments = new Map<string, number>();
    for (const rating of ratings) comments.set(rating.comment, (comments.get(rating.comment) ?? 0) + 1);
    expect(comments.size).toBeGreaterThan(200);
    expect(Math.max(...comments.values())).toBeLessThanOrEqual(3);
  });

  it('talk about the kind of product they rate, in the mood of their stars', () => {
    for (const rating of ratings) {
      const remarks = productRemarks(
        product(rating.product_id).kind.reviews,
        rating.rating,
        factsOf(rating.product_id),
      );
      expect(
        remarks.some((remark) => rating.comment.startsWith(remark)),
        `${rating.rating}★ ${product(rating.product_id).row.name}: ${rating.comment}`,
      ).toBe(true);
    }
  });

  it('are dated newest first, one id after another', () => {
    const dates = ratings.map((rating) => rating.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ratings.map((rating) => rating.id)).toEqual(ratings.map((_, index) => index + 1));
  });
});
