import type { $Fetch } from 'ofetch';
import type { Paginated } from '../contract/paginated';
import type { Rating } from '../contract/ratings';

/** `GET store-front/api/rating?per_page`: the newest ratings (the footer shows a page of them). */
export function getRatings(api: $Fetch, perPage: number, page = 1): Promise<Paginated<Rating>> {
  return api<Paginated<Rating>>('/store-front/api/rating', { query: { per_page: perPage, page } });
}
