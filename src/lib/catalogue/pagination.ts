/** Pages shown either side of the current one in numbered pagination (first and last always show). */
export const PAGINATION_NEIGHBOURS = 1;

/** One place in numbered pagination: a page number, or a gap ("…") for the pages left out. */
export type PaginationItem = number | 'gap';

/**
 * The numbers a results page offers: the first and the last page, the current one and its
 * neighbours, a gap where pages are left out; a gap that would hide a single page shows that page
 * instead (1 2 3, never 1 … 3). Pages outside 1..last are clamped, so a stale link still gets a bar.
 */
export function paginationItems(
  current: number,
  last: number,
  neighbours = PAGINATION_NEIGHBOURS,
): PaginationItem[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(current, 1), last);
  const shown = new Set([1, last]);
  for (let offset = -neighbours; offset <= neighbours; offset++) {
    const near = page + offset;
    if (near >= 1 && near <= last) shown.add(near);
  }
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const number of [...shown].sort((a, b) => a - b)) {
    if (number - previous === 2) items.push(previous + 1);
    else if (number - previous > 2) items.push('gap');
    items.push(number);
    previous = number;
  }
  return items;
}
