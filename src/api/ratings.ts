import type { $Fetch } from 'ofetch';
import { Paginated } from '@shop/contract/paginated';
import { Rating, type RatingSort } from '@shop/contract/ratings';
import { readAnswer } from './read-answer.ts';

const read = (api: $Fetch, body: unknown) =>
  readAnswer(api, 'GET /store-front/api/rating', Paginated(Rating), body);

/** `GET store-front/api/rating?per_page`: the newest ratings (the footer shows a page of them). */
export function getRatings(api: $Fetch, perPage: number, page = 1): Promise<Paginated<Rating>> {
  return api<Paginated<Rating>>('/store-front/api/rating', { query: { per_page: perPage, page } }).then(
    (body) => read(api, body),
  );
}

/** The same call for one product's reviews (its page): a page of them, newest or most useful first. */
export function getProductReviews(
  api: $Fetch,
  productId: number,
  sort: RatingSort,
  page: number,
  perPage: number,
): Promise<Paginated<Rating>> {
  return api<Paginated<Rating>>('/store-front/api/rating', {
    query: { product_id: productId, sort, page, per_page: perPage },
  }).then((body) => read(api, body));
}
