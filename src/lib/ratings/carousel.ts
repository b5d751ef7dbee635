/** The pre-rendered fragment with the footer's ratings after the page's first few. */
export const FOOTER_RATINGS_PATH = '/fragmentos/opiniones-pie';

/*
 * The footer carousel loops over its list shown twice in a row (spec §2; the script appends the
 * copy): it slides forward into the copy and, once a slide of the copy is showing, settles without
 * a transition on the same slide of the original. The loop never visibly rewinds.
 */

/** The slide after `index` (always shown with a transition). */
export function nextSlide(index: number, count: number): number {
  return count === 0 ? 0 : index + 1;
}

/** Where to settle, without a transition, once the slide at `index` shows: the original of a copy. */
export function settleSlide(index: number, count: number): number {
  return count > 0 && index >= count ? index - count : index;
}

/** Going back: from the first slide it first jumps to its copy (`from`), then slides to `index`. */
export function previousSlide(index: number, count: number): { from: number; index: number } {
  if (count === 0) return { from: 0, index: 0 };
  const from = index === 0 ? count : index;
  return { from, index: from - 1 };
}
