/** The longest id the shop accepts: the API's ids are 32-bit, and nine digits always fit. */
const ID_PATTERN = /^\d{1,9}$/;

/**
 * An id from an address or a form (order, address, product, category, invoice): a positive whole
 * number of at most nine digits, or null for anything else, so a page answers 404 or 400 instead
 * of sending junk on to the API.
 */
export function parseId(text: string | undefined | null): number | null {
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
