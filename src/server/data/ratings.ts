import { getRatings } from '../../api/ratings';
import { serverApi } from './server-api';
import type { Rating } from '@shop/contract/ratings';
import { FOOTER_RATINGS_MAX_PAGES, FOOTER_RATINGS_PER_PAGE } from '../../lib/constants';
import { footerReviews } from '../../lib/ratings/footer';
import { createReadCache } from './read-cache';

/**
 * Every page's footer shows the same newest ratings: one read serves a whole build and, on
 * demand, every page of a freshness window. A new rating may take a minute (or a rebuild) to show.
 */
const ratings = createReadCache<Rating[]>({ freshMs: 60_000, staleMs: 3_600_000, maxEntries: 1 });

/**
 * The footer carousel's reviews, newest first: well-rated ones with text, read a page of the
 * spec's size at a time until there are enough (or a few pages were read); none when the API
 * cannot answer (the footer hides the carousel).
 */
export async function footerRatings(): Promise<Rating[]> {
  try {
    return await ratings.read('footer', async () => {
      const pages: Rating[][] = [];
      for (let page = 1; page <= FOOTER_RATINGS_MAX_PAGES; page++) {
        const answer = await getRatings(serverApi, FOOTER_RATINGS_PER_PAGE, page);
        pages.push(answer.data);
        if (footerReviews(pages).length >= FOOTER_RATINGS_PER_PAGE || page >= answer.meta.last_page) break;
      }
      return footerReviews(pages);
    });
  } catch {
    return [];
  }
}
