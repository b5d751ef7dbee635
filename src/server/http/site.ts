import { SITE_URL } from 'astro:env/server';
import { withSecure } from '../../lib/cookies/secure-cookie';
import { publicUrlOf, servesHttps } from './public-origin';

/** The shop's cookies carry `Secure` when shoppers reach it over https (SITE_URL, fixed at build). */
export const SECURE_COOKIES = servesHttps(SITE_URL);

/**
 * A Set-Cookie value as the shop's server sends it to the browser: `Secure` when shoppers reach the
 * shop over https (SECURE_COOKIES; behind a TLS-terminating proxy the socket is plain http, and
 * SITE_URL is what says https), every other attribute (SameSite, HttpOnly, Max-Age) as it was. For the
 * shop's own cookies and for the API's session and XSRF cookies the server passes on alike.
 */
export function servedCookie(setCookie: string): string {
  return withSecure(setCookie, SECURE_COOKIES);
}

/** An absolute URL on the shop's public origin (SITE_URL), whatever socket the request came in on. */
export function publicUrl(path: string): string {
  return publicUrlOf(SITE_URL, path);
}
