import type { Rating } from '@shop/contract/ratings';
import { FOOTER_RATINGS_MIN_STARS, FOOTER_RATINGS_PER_PAGE } from '../constants';

/** A rating the footer may show: a well-rated review with a title and a comment (a bare vote says nothing). */
export function isFooterReview(rating: Rating): boolean {
  return (
    rating.rating >= FOOTER_RATINGS_MIN_STARS && rating.title.trim() !== '' && rating.comment.trim() !== ''
  );
}

/** The footer's reviews from pages of ratings read newest first: the first well-rated ones with text. */
export function footerReviews(
  pages: readonly (readonly Rating[])[],
  count = FOOTER_RATINGS_PER_PAGE,
): Rating[] {
  return pages.flat().filter(isFooterReview).slice(0, count);
}
