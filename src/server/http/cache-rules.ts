import type { APIContext, MiddlewareHandler } from 'astro';
import { finalCacheControl, NO_STORE } from './cache-control';
import { withEditedHeaders } from './response-headers';

/** Cookies set through `Astro.cookies` reach the response only after the middleware: ask them. */
const setsAstroCookies = (context: APIContext) => !context.cookies.headers().next().done;

/**
 * Cache-Control of on-demand answers. A page or endpoint that says nothing is not kept anywhere
 * (the server would otherwise give it the pre-rendered pages' CDN lifetime); whatever it says,
 * an answer that sets a cookie or reports an error is never shared (src/server/http/cache-control.ts).
 * The server applies the same rules again to every response, static files included.
 */
export const cacheRules: MiddlewareHandler = async (context, next) => {
  const response = await next();
  // Pre-rendered pages are files: their headers come from the server, not from the build.
  if (context.isPrerendered) return response;
  const cacheControl = finalCacheControl({
    status: response.status,
    cacheControl: response.headers.get('cache-control') ?? NO_STORE,
    setsCookie: response.headers.has('set-cookie') || setsAstroCookies(context),
  });
  return cacheControl === response.headers.get('cache-control')
    ? response
    : withEditedHeaders(response, (headers) => headers.set('Cache-Control', cacheControl!));
};
