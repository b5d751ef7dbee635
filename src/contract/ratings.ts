import { ApiImage } from './catalogue.ts';
import * as z from 'zod/mini';
import { intFrom, intWithin } from './zod.ts';

/** A vote: one to five stars. */
const stars = intWithin(1, 5);

/** A review's words, as published and as written. */
const review = { title: z.string(), comment: z.string() };

/** The WhatsApp link's proof, when a vote or a review comes from that link. */
const linkProof = { token: z.optional(z.string()) };

/**
 * A published review (spec §3 Rating): `GET store-front/api/rating?per_page` → `Paginated<Rating>`,
 * newest first; with `product_id`, one product's, and `sort=useful` the most useful first.
 */
export const Rating = z.object({
  id: z.int(),
  ...review,
  rating: stars,
  author: z.string(),
  created_at: z.iso.datetime(),
  /** Shoppers who marked the review useful. */
  helpful: intFrom(0),
  product: z.object({ id: z.int(), name: z.string(), url_path: z.string(), image: ApiImage }),
});
export type Rating = z.infer<typeof Rating>;

/** The orders of a page of reviews: newest first (the default), or the most useful first. */
export const RatingSort = z.enum(['newest', 'useful']);
export type RatingSort = z.infer<typeof RatingSort>;

/** One line of a delivered order to rate; its `id` (the order line's) is what rate and review take. */
export const OrderRatingItem = z.object({
  id: z.int(),
  product: z.object({ id: z.int(), name: z.string(), image: ApiImage, url_path: z.string() }),
  voted: z.boolean(),
  rating: z.nullable(stars),
  review: z.nullable(z.object(review)),
});
export type OrderRatingItem = z.infer<typeof OrderRatingItem>;

/** `GET store-front/api/rating/{orderId}/voted` → `{data}`: the order's lines and what was voted. */
export const OrderRatings = z.object({ order_id: z.int(), items: z.array(OrderRatingItem) });
export type OrderRatings = z.infer<typeof OrderRatings>;

/** Body of `POST store-front/api/rating/{lineId}/rate` (a vote). */
export const RateRequest = z.object({ rating: stars, ...linkProof });
export type RateRequest = z.infer<typeof RateRequest>;

/** Body of `POST store-front/api/rating/{lineId}/review` (a review of a voted line). */
export const ReviewRequest = z.object({ ...review, ...linkProof });
export type ReviewRequest = z.infer<typeof ReviewRequest>;
