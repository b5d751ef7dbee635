import type { $Fetch } from 'ofetch';
import type { Paginated } from '@shop/contract/paginated';
import type { Rating, RatingSort } from '@shop/contract/ratings';
import { call } from './call.ts';

/** `GET store-front/api/rating?per_page`: the newest ratings (the footer shows a page of them). */
export function getRatings(api: $Fetch, perPage: number, page = 1): Promise<Paginated<Rating>> {
  return call(api, 'GET /store-front/api/rating', { query: { per_page: perPage, page } });
}

/** The same call for one product's reviews (its page): a page of them, newest or most useful first. */
export function getProductReviews(
  api: $Fetch,
  productId: number,
  sort: RatingSort,
  page: number,
  perPage: number,
): Promise<Paginated<Rating>> {
  const query = { product_id: productId, sort, page, per_page: perPage };
  return call(api, 'GET /store-front/api/rating', { query });
}
