import type { $Fetch } from 'ofetch';
import { Paginated } from '../contract/paginated.ts';
import { Rating } from '../contract/ratings.ts';
import { readAnswer } from './read-answer.ts';

/** `GET store-front/api/rating?per_page`: the newest ratings (the footer shows a page of them). */
export function getRatings(api: $Fetch, perPage: number, page = 1): Promise<Paginated<Rating>> {
  return api<Paginated<Rating>>('/store-front/api/rating', { query: { per_page: perPage, page } }).then(
    (body) => readAnswer(api, 'GET /store-front/api/rating', Paginated(Rating), body),
  );
}
