import type { RatingSort } from '@shop/contract/ratings';
import { pageNumber } from '../format/page-number';

/** The product page's address parameters of its reviews: `?orden=utiles&opiniones=2`. */
export const REVIEW_SORT_PARAM = 'orden';
export const REVIEW_PAGE_PARAM = 'opiniones';
/** Where the reviews start on the page: links to another page of them land there. */
export const REVIEWS_ANCHOR = 'opiniones';

/** The sorts as the address writes them; the first is the default. */
const SORT_WORDS: Record<RatingSort, string> = { newest: 'recientes', useful: 'utiles' };

export interface ReviewQuery {
  sort: RatingSort;
  page: number;
}

/** The reviews a product page's address asks for; anything unknown is the first page of the newest. */
export function reviewQuery(params: URLSearchParams): ReviewQuery {
  const word = params.get(REVIEW_SORT_PARAM);
  const sort = word === SORT_WORDS.useful ? 'useful' : 'newest';
  return { sort, page: pageNumber(params.get(REVIEW_PAGE_PARAM)) };
}

/** The address of a page of the reviews of the product at `path`; the defaults are left out. */
export function reviewHref(path: string, query: ReviewQuery): string {
  const params = new URLSearchParams();
  if (query.sort !== 'newest') params.set(REVIEW_SORT_PARAM, SORT_WORDS[query.sort]);
  if (query.page > 1) params.set(REVIEW_PAGE_PARAM, String(query.page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#${REVIEWS_ANCHOR}`;
}
