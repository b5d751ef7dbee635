import type { MiddlewareHandler } from 'astro';
import { es } from '../../i18n/es';
import { PRIVATE_CACHE_CONTROL } from './cache-control';
import { plainPage } from './plain-page';

/**
 * The second layer of the shop's CSRF defence, after Astro's origin check (`security.checkOrigin`,
 * which compares a form's `Origin` with the public origin, see `public-origin.ts`). The shop's
 * server adds the API's X-XSRF-TOKEN to the calls it makes for a form, so the API's own CSRF rule
 * cannot tell a forged post from a real one: these two checks are all there is.
 *
 * A browser says where a request comes from in `Sec-Fetch-Site` (Fetch Metadata, sent by every
 * current browser and not settable by a page's scripts): a request that changes something must come
 * from this origin's own pages (`same-origin`) or from the shopper directly (`none`). `cross-site`
 * and `same-site` (a sibling subdomain is another party too) are refused. Without the header (an
 * old browser, a script) the origin check alone decides.
 */

/** Methods that change something; the shop's forms post, the others are refused too. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Where a write may come from: this origin's own pages, or the shopper typing an address. */
const TRUSTED_SITES = new Set(['same-origin', 'none']);

/** Whether a request is a write sent from another site, by its method and `Sec-Fetch-Site`. */
export function isCrossSiteWrite(method: string, secFetchSite: string | null): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase()) || secFetchSite === null) return false;
  return !TRUSTED_SITES.has(secFetchSite.trim().toLowerCase());
}

const FORBIDDEN_PAGE = plainPage(es.errors.crossSite.title, es.errors.crossSite.text);

/**
 * Middleware: a cross-site write gets 403 with a short Spanish page, before any page reads it.
 * Pre-rendering (a GET at build time, without headers to read) is left alone.
 */
export const refuseCrossSiteWrites: MiddlewareHandler = (context, next) => {
  const { request } = context;
  if (context.isPrerendered || !WRITE_METHODS.has(request.method.toUpperCase())) return next();
  if (!isCrossSiteWrite(request.method, request.headers.get('sec-fetch-site'))) return next();
  return new Response(FORBIDDEN_PAGE, {
    status: 403,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE_CACHE_CONTROL },
  });
};
