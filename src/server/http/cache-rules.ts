import type { APIContext, MiddlewareHandler } from 'astro';
import { finalCacheControl, NO_STORE } from './cache-control';

/** Cookies set through `Astro.cookies` reach the response only after the middleware: ask them. */
const setsAstroCookies = (context: APIContext) => !context.cookies.headers().next().done;

/** The response with one header changed (a redirect's or a fetched response's headers are read-only). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

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
    : withHeader(response, 'Cache-Control', cacheControl!);
};
