/**
 * Which pages may embed the card form, receive the bank page's redirect and be a `return_url`: the
 * shop, which runs on any port of the developer's machine, plus SANDBOX_ALLOWED_ORIGINS (the same
 * rule as CORS, middleware/cors.ts).
 */

/** Any port of localhost or 127.0.0.1, over http. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;
/** The same, as CSP source expressions. */
const LOCAL_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/** True for an absolute http(s) URL on a storefront origin, without credentials in it. */
export function isStorefrontUrl(value: unknown, extraOrigins: ReadonlySet<string>): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || !['http:', 'https:'].includes(url.protocol)) return false;
  return LOCAL_ORIGIN.test(url.origin) || extraOrigins.has(url.origin);
}

/** The storefront origins as CSP sources (frame-ancestors, form-action). */
export function storefrontSources(extraOrigins: ReadonlySet<string>): string {
  return [...LOCAL_SOURCES, ...extraOrigins].join(' ');
}
