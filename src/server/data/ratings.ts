import { getRatings } from '../../api/ratings';
import { serverApi } from './server-api';
import type { Rating } from '../../contract/ratings';
import { FOOTER_RATINGS_PER_PAGE } from '../../lib/constants';
import { createReadCache } from './read-cache';

/**
 * Every page's footer shows the same newest ratings: one read serves a whole build and, on
 * demand, every page of a freshness window. A new rating may take a minute (or a rebuild) to show.
 */
const ratings = createReadCache<Rating[]>({ freshMs: 60_000, staleMs: 3_600_000, maxEntries: 1 });

/** The footer carousel's ratings, newest first; none when the API cannot answer (the footer hides the carousel). */
export async function footerRatings(): Promise<Rating[]> {
  try {
    return await ratings.read(
      'footer',
      async () => (await getRatings(serverApi, FOOTER_RATINGS_PER_PAGE)).data,
    );
  } catch {
    return [];
  }
}
