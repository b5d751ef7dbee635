import { LOCALE } from '../constants';

// One formatter for every rating a page shows: `toLocaleString` with options builds a new
// formatter at each call, some 1 ms on the build's loaded machine, 24 times on every category
// page (a card's stars; issue 31). Its own module, so the browser's chunks that import format.ts
// stay as they are.
const ratingFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A rating's average as the stars' label and the product page say it: "4,5", "4" (one decimal at most). */
export function formatRating(average: number): string {
  return ratingFormat.format(average);
}
