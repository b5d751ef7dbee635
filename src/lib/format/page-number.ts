/** `?page=` as a page number: 1 for anything that is not a plausible page. */
export function pageNumber(text: string | null, max = 9999): number {
  return text && /^\d{1,4}$/.test(text) && Number(text) > 0 ? Math.min(Number(text), max) : 1;
}
