import { createRng, type Rng, rngFor } from '../prng.ts';
import { reviewText } from './reviews.ts';

export interface RatingSeed {
  id: number;
  product_id: number;
  title: string;
  comment: string;
  rating: number;
  author: string;
  created_at: string;
  /** Shoppers who marked the review useful. */
  helpful: number;
}

/** What a rating needs to know of the product it rates. */
export interface RatedProduct {
  /** The product's average stars: a review's stars fall around it. */
  average: number;
  /** The review family of its kind (seed/reviews.ts). */
  family: string;
  /** Its name and specifications, which a review's remarks must agree with (`productFacts`). */
  facts: string;
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
const DAY_MS = 86_400_000;

/** One written review per this many votes of a product: most buyers only vote. */
export const VOTES_PER_REVIEW = 25;
/** Written reviews of one product at most. */
export const PRODUCT_REVIEWS_MAX = 16;
/**
 * Products with written reviews of their own: those of the default catalogue's size, so the
 * 100,000-product bench seed keeps its seeding time and file size (its other products only have votes).
 */
export const REVIEWED_PRODUCTS = 3000;
/** Product reviews are dated within this many days before the newest. */
const PRODUCT_REVIEWS_SPAN_DAYS = 730;
/** Most shoppers who found one review useful. */
const HELPFUL_MAX = 80;
/** Generators of their own (rngFor kinds), so neither disturbs the footer's reviews. */
const PRODUCT_REVIEW_RNG = 11;
const HELPFUL_RNG = 12;

/** Shoppers who found review `id` useful: most reviews a few, some many (a long tail). */
function helpfulVotes(id: number): number {
  return Math.floor(Math.exp(rngFor(HELPFUL_RNG, id).next() * Math.log(HELPFUL_MAX + 1))) - 1;
}

/**
 * A review's stars: around the product's average (a sum of uniforms, roughly normal), and now and
 * then a one-star accident (a breakage, a late parcel) whatever the product, as real shops see.
 */
function starsFor(average: number, next: () => number): number {
  if (next() < 0.05) return 1;
  const noise = (next() + next() + next() - 1.5) * 1.1;
  return Math.min(5, Math.max(1, Math.round(average + 0.25 + noise)));
}

function authorName(rng: Rng): string {
  const author = rng.pick(AUTHORS);
  return rng.chance(0.6) ? `${author} ${String.fromCharCode(65 + rng.int(0, 25))}.` : author;
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
    const { title, comment } = reviewText(rated.family, stars, rated.facts, rng.pick);
    return {
      id: index + 1,
      product_id: productId,
      title,
      comment,
      rating: stars,
      author: rng.chance(0.6) ? `${author} ${String.fromCharCode(65 + rng.int(0, 25))}.` : author,
      created_at: new Date(NEWEST - index * 3_600_000 * 9 - rng.int(0, 3_600_000)).toISOString(),
      helpful: helpfulVotes(index + 1),
    };
  });
}

/** Written reviews a product of `votes` ratings has (none past REVIEWED_PRODUCTS). */
export function productReviewCount(productId: number, votes: number): number {
  if (productId > REVIEWED_PRODUCTS) return 0;
  return Math.min(PRODUCT_REVIEWS_MAX, Math.floor(votes / VOTES_PER_REVIEW));
}

/**
 * The written reviews of one product (productReviewCount of them), ids from `firstId`, dated over
 * the last two years: what its page lists, newest or most useful first.
 */
export function buildProductReviews(
  productId: number,
  firstId: number,
  product: RatedProduct & { votes: number },
): RatingSeed[] {
  const rng = rngFor(PRODUCT_REVIEW_RNG, productId);
  return Array.from({ length: productReviewCount(productId, product.votes) }, (_, index) => {
    const stars = starsFor(product.average, rng.next);
    const { title, comment } = reviewText(product.family, stars, product.facts, rng.pick);
    const id = firstId + index;
    return {
      id,
      product_id: productId,
      title,
      comment,
      rating: stars,
      author: authorName(rng),
      created_at: new Date(
        NEWEST - rng.int(1, PRODUCT_REVIEWS_SPAN_DAYS) * DAY_MS - rng.int(0, DAY_MS - 1),
      ).toISOString(),
      helpful: helpfulVotes(id),
    };
  });
}
