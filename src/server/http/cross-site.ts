import type { MiddlewareHandler } from 'astro';
import { es } from '../../i18n/es';
import { PRIVATE_CACHE_CONTROL } from './cache-control';
import { plainPage } from './plain-page';

/**
 * The shop's CSRF defence, two checks in one middleware. The shop's server adds the API's
 * X-XSRF-TOKEN to the calls it makes for a form, so the API's own CSRF rule cannot tell a forged
 * post from a real one: these two checks are all there is.
 *
 * 1. The origin check (Astro's `security.checkOrigin`, done here instead so that the refusal is the
 *    shop's Spanish page): a form whose `Origin` is not the public origin is refused. Behind the
 *    proxy the public origin is the forwarded one, which Astro trusts only for SITE_URL
 *    (`security.allowedDomains`, see `public-origin.ts`).
 * 2. Fetch Metadata:
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

/** Body types a plain HTML form can send from any site without the browser asking first (CORS). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * The `Origin` a browser sends for a form of a page with `Referrer-Policy: no-referrer` (the pages
 * whose address holds a secret, SECRET_ADDRESS_REFERRER_POLICY), its own origin included.
 */
const OPAQUE_ORIGIN = 'null';

/**
 * Whether a write carries a form from another origin: a form body whose `Origin` is missing or is
 * not the shop's public origin (Astro's own rule, which every current browser's form post passes).
 * An opaque origin (`null`) passes only with `Sec-Fetch-Site: same-origin`: the browser's word that
 * one of the shop's own no-referrer pages sent it (a sandboxed frame elsewhere sends `null` too, but
 * as `cross-site`).
 */
export function isForeignForm(
  method: string,
  contentType: string | null,
  origin: string | null,
  publicOrigin: string,
  secFetchSite: string | null = null,
): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase())) return false;
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type) || origin === publicOrigin) return false;
  return !(origin === OPAQUE_ORIGIN && secFetchSite?.trim().toLowerCase() === 'same-origin');
}

/** Whether a request is a write sent from another site, by its method and `Sec-Fetch-Site`. */
export function isCrossSiteWrite(method: string, secFetchSite: string | null): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase()) || secFetchSite === null) return false;
  return !TRUSTED_SITES.has(secFetchSite.trim().toLowerCase());
}

const FORBIDDEN_PAGE = plainPage(es.errors.crossSite.title, es.errors.crossSite.text);

/**
 * Middleware: a write from another origin or another site gets 403 with a short Spanish page,
 * before any page reads it. Pre-rendering (a GET at build time, without headers to read) is left alone.
 */
export const refuseCrossSiteWrites: MiddlewareHandler = (context, next) => {
  const { request } = context;
  if (context.isPrerendered || !WRITE_METHODS.has(request.method.toUpperCase())) return next();
  const { headers } = request;
  const foreign =
    isForeignForm(
      request.method,
      headers.get('content-type'),
      headers.get('origin'),
      context.url.origin,
      headers.get('sec-fetch-site'),
    ) || isCrossSiteWrite(request.method, headers.get('sec-fetch-site'));
  if (!foreign) return next();
  return new Response(FORBIDDEN_PAGE, {
    status: 403,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE_CACHE_CONTROL },
  });
};
