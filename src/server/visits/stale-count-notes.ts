import type { MiddlewareHandler } from 'astro';
import {
  CART_NOTE,
  type CountNote,
  countNoteCookie,
  STALE_NOTE,
  WISHLIST_NOTE,
} from '../../lib/cart/count-notes';
import { withEditedHeaders } from '../http/response-headers';
import { SECURE_COOKIES } from '../http/site';

/**
 * The Set-Cookie of a count the server has just read from the API (the /wishlist page reads the
 * list): it replaces a note that may be stale (wished on another device, or a heart's call the
 * previous page did not live to note), so the page's scripts start from the API's count.
 */
export function readCountNote(note: CountNote, count: number): string {
  return countNoteCookie(note, count, SECURE_COOKIES);
}

/** The bank sends the buyer back here: an order was paid, and the API emptied its cart. */
const PAYMENT_RETURN = /^\/payment\//;

/** Whether the server may have changed the cart or the wishlist through the API on this request. */
export function changesCounts(method: string, path: string): boolean {
  return method === 'POST' || PAYMENT_RETURN.test(path);
}

/**
 * The header's counts come from the browser's notes (lib/cart/count-notes.ts), which the page's
 * stores keep. A form the server handles (the no-JS cart and heart forms, login, logout, checkout)
 * or a paid order changes the cart or wishlist without the browser seeing it: the notes are marked
 * stale, so the next page reads both from the API.
 */
export const staleCountNotes: MiddlewareHandler = async (context, next) => {
  const response = await next();
  if (!changesCounts(context.request.method, context.url.pathname)) return response;
  const cookies = ([CART_NOTE, WISHLIST_NOTE] as const).map((note) =>
    countNoteCookie(note, STALE_NOTE, SECURE_COOKIES),
  );
  return withEditedHeaders(response, (headers) => {
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  });
};
