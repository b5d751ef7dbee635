import { stringifySetCookie } from 'cookie';
import { CUSTOMER_COOKIE } from '../account/customer-cookie';

/**
 * The shop's own notes of how many units the cart holds and how many products are wished, kept
 * in cookies the page's scripts read: the header shows both counts on a static page without
 * asking the API, so a page only read loads no API client, no schemas and no React (README
 * "JavaScript budgets"). They prove nothing: the API's answers do, and replace them when read.
 */
export const CART_NOTE = 'mt_cesta';
export const WISHLIST_NOTE = 'mt_deseos';
export type CountNote = typeof CART_NOTE | typeof WISHLIST_NOTE;

/** The value of a note that may be stale: the server changed the cart or wishlist (a form, a payment) without reading it back. */
export const STALE_NOTE = '?';
const COUNT = /^\d{1,5}$/;

/**
 * The count a note gives, or null when only the API can tell. A guest without a note has neither a
 * cart nor wishes: both start in this browser, through the shop, which notes them. A customer's
 * come with the account, so after a login only the API can tell.
 */
export function notedCount(
  cookies: Readonly<Record<string, string | undefined>>,
  note: CountNote,
): number | null {
  const value = cookies[note];
  if (value === undefined) return cookies[CUSTOMER_COOKIE] ? null : 0;
  return COUNT.test(value) ? Number(value) : null;
}

/** The Set-Cookie value of a note (a session cookie, like the API's); `STALE_NOTE` when the count is not known. */
export function countNoteCookie(note: CountNote, count: number | typeof STALE_NOTE, secure: boolean): string {
  return stringifySetCookie({ name: note, value: String(count), path: '/', sameSite: 'lax', secure });
}
