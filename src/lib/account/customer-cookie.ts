import { parseCookie, stringifySetCookie } from 'cookie';
import type { Customer } from '@shop/contract/account';

/**
 * The shop's own note that this browser is signed in, with the name to greet: readable by the
 * page's scripts, so a static (shared) page can show the avatar without asking the API on every
 * page view. It proves nothing: the API's session cookie does; a stale note is removed when an
 * account page finds the session gone.
 */
export const CUSTOMER_COOKIE = 'mt_cliente';
const NAME_MAX_LENGTH = 100;

/** The Set-Cookie value after a login (a session cookie, like the API's). */
export function customerCookie(name: string): string {
  return stringifySetCookie({
    name: CUSTOMER_COOKIE,
    value: name.trim().slice(0, NAME_MAX_LENGTH),
    path: '/',
    sameSite: 'lax',
  });
}

/** The Set-Cookie value that forgets it (logout, or a session found gone). */
export function forgetCustomerCookie(): string {
  return stringifySetCookie({ name: CUSTOMER_COOKIE, value: '', path: '/', sameSite: 'lax', maxAge: 0 });
}

/** The customer the note names, or null for a guest (or a malformed note). */
export function customerFromCookies(cookieHeader: string | null | undefined): Customer | null {
  if (!cookieHeader) return null;
  try {
    const name = parseCookie(cookieHeader)[CUSTOMER_COOKIE]?.trim();
    return name ? { name: name.slice(0, NAME_MAX_LENGTH) } : null;
  } catch {
    return null;
  }
}
