import { createRng } from './prng.ts';
import { reviewText } from './reviews.ts';

export interface RatingSeed {
  id: number;
  product_id: number;
  title: string;
  comment: string;
  rating: number;
  author: string;
  created_at: string;
}

/** What a rating needs to know of the product it rates. */
export interface RatedProduct {
  /** The product's average stars: a review's stars fall around it. */
  average: number;
  /** The review family of its kind (seed/reviews.ts). */
  family: string;
}

const AUTHORS = [
  'Lucía',
  'Javier',
  'Carmen',
  'Antonio',
  'María',
  'Pablo',
  'Elena',
  'Sergio',
  'Marta',
  'Alberto',
  'Nuria',
  'Raúl',
  'Paula',
  'Diego',
  'Rocío',
  'Andrés',
  'Irene',
  'Jorge',
  'Beatriz',
  'Manuel',
  'Ainhoa',
  'Iker',
  'Montse',
  'Jordi',
  'Xabier',
  'Lorena',
  'Fátima',
  'Hugo',
  'Noelia',
  'Óscar',
];
const NEWEST = Date.UTC(2026, 5, 1);

/**
 * A review's stars: around the product's average (a sum of uniforms, roughly normal), and now and
 * then a one-star accident (a breakage, a late parcel) whatever the product, as real shops see.
 */
function starsFor(average: number, next: () => number): number {
  if (next() < 0.05) return 1;
  const noise = (next() + next() + next() - 1.5) * 1.1;
  return Math.min(5, Math.max(1, Math.round(average + 0.25 + noise)));
}

/** `count` reviews of products 1..`products`, newest with the lowest id, from a fixed seed. */
export function buildRatings(
  count: number,
  products: number,
  product: (id: number) => RatedProduct,
): RatingSeed[] {
  const rng = createRng(20260601);
  return Array.from({ length: count }, (_, index) => {
    const productId = rng.int(1, products);
    const rated = product(productId);
    const stars = starsFor(rated.average, rng.next);
    const author = rng.pick(AUTHORS);
    const { title, comment } = reviewText(rated.family, stars, rng.pick);
    return {
      id: index + 1,
      product_id: productId,
      title,
      comment,
      rating: stars,
      author: rng.chance(0.6) ? `${author} ${String.fromCharCode(65 + rng.int(0, 25))}.` : author,
      created_at: new Date(NEWEST - index * 3_600_000 * 9 - rng.int(0, 3_600_000)).toISOString(),
    };
  });
}
