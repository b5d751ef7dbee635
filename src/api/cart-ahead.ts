import type { CartLine, CartSaveRequest } from '@shop/contract/cart';
import { API_TIMEOUT_MS } from '../lib/constants';
import { CSRF_COOKIE_PATH, readCookie, sessionClaimHeader, XSRF_COOKIE, xsrfHeaderFor } from './xsrf';

/** `POST cart_b2c`, as src/api/cart.ts sends it. */
const CART = '/store-front/api/sales/cart_b2c';
const JSON_TYPE = 'application/json';

/** A path on the API host, joined as the client's ofetch joins its baseURL. */
const on = (baseURL: string, path: string) => `${baseURL.replace(/\/+$/, '')}${path}`;

/**
 * A new shopper's first add, on the wire before the API client's code is there (issue 27 item 1:
 * tap to popup). On a phone the client (ofetch, the contract's schemas) arrives with React and
 * runs after React's hydration, so an early 'Añadir al carrito' waited for both before its two
 * calls went out. These two plain fetches (the guest session, then the save) start at the press
 * instead; the cart store reads the saved cart through the client as usual (src/api/cart.ts
 * saveCart), or saves again through it when this answer is anything but a saved cart. The save
 * replaces the cart with its lines, so saving again is harmless. The session carries the
 * browser's claim key (contract/session.ts), so a client's session call racing this one joins the
 * same guest session: one session per shopper.
 */

/** Whether the page's browser holds no API session yet: then it has no saved cart either. */
export function sessionless(cookies = document.cookie): boolean {
  return readCookie(cookies, XSRF_COOKIE) === null;
}

let opening: Promise<void> | null = null;
/** Whether this page has sent a save ahead (saveCartAhead) into the session it opened. */
let savedAhead = false;

/**
 * The session this page opened ahead (openSessionAhead), for the API client (stores/browser-api.ts):
 * its call, which the client's first calls join rather than sending another, and whether the
 * session is still empty (nothing saved into it from here: no cart or wishlist to read).
 */
export const sessionAhead = {
  opening: (): Promise<void> | null => opening,
  empty: (): boolean => opening !== null && !savedAhead,
};

/**
 * Whether the page's browser has no saved cart: it holds no API session, or only the one this
 * page opened (openSessionAhead), whose cart is as empty: a touch of the buy form opens it, and
 * its answer can come before the press (issue 27 item 1), whose save then still goes out ahead.
 */
export function noSavedCart(cookies = document.cookie): boolean {
  return sessionAhead.empty() || sessionless(cookies);
}

/** Opens the guest session now (`GET /sanctum/csrf-cookie`) unless the browser has one; calls share it. */
export function openSessionAhead(baseURL: string): Promise<void> {
  const cookies = document.cookie;
  if (!sessionless(cookies)) return Promise.resolve();
  opening ??= fetch(on(baseURL, CSRF_COOKIE_PATH), {
    credentials: 'include',
    headers: { Accept: JSON_TYPE, ...sessionClaimHeader(cookies, true) },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  }).then(
    () => undefined,
    () => undefined,
  );
  return opening;
}

/**
 * Saves these lines as the cart (`POST cart_b2c`) once the session is open: the answer's body
 * when the API saved them, null otherwise (no session, refused, failed, timed out), for the
 * client to save and report as it always does.
 */
export async function saveCartAhead(baseURL: string, products: CartLine[]): Promise<unknown> {
  await openSessionAhead(baseURL);
  const xsrf = xsrfHeaderFor('POST', document.cookie);
  if (!xsrf) return null;
  savedAhead = true;
  try {
    const response = await fetch(on(baseURL, CART), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: JSON_TYPE, 'Content-Type': JSON_TYPE, ...xsrf },
      body: JSON.stringify({ products } satisfies CartSaveRequest),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
