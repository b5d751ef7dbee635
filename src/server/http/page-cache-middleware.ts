import type { APIContext, MiddlewareHandler } from 'astro';
import { encodeBody, factsOf, negotiatedResponse } from './compression-middleware';
import { type ChosenCoding, type ContentCoding, isCompressible, negotiateCoding } from './content-coding';
import { type CachedPage, createPageCache } from './page-cache';

/**
 * Shared HTML of on-demand pages stays this long before it is rendered again. The catalogue reads
 * under it are cached too (src/server/data/cached.ts), and the pages already let a CDN keep them a
 * minute (s-maxage=60), so a price shown may lag as it already may behind a CDN.
 */
export const PAGE_FRESH_MS = 15_000;
/** Past fresh, a page is still answered at once while one refresh renders it again. */
export const PAGE_STALE_MS = 5 * 60_000;
/** Pages kept at most (product pages and searches, about 100 KB each). */
export const PAGE_CACHE_MAX_ENTRIES = 1_000;
/** Bytes kept at most, bodies and their codings: searches have as many keys as shoppers can type. */
export const PAGE_CACHE_MAX_BYTES = 64 * 2 ** 20;
/** Tells operators and tests how a shareable page was answered: hit, stale, miss (rendered, kept) or pass (rendered, set a cookie, not kept). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

const CACHEABLE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Whether a rendered answer may be given to every shopper. The page opts in with `Cache-Control:
 * public` (the same declaration that lets a CDN share it: product pages, the catalogue search);
 * private pages say `private, no-store`. Only a plain 200 without cookies and without `Vary` counts.
 */
export function isShareable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has('set-cookie') || response.headers.has('vary')) return false;
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.split('=')[0]!.trim()); // `private="set-cookie"` is `private`
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

/** Cookies set through `Astro.cookies` reach the response only after the middleware: ask them. */
const setsCookies = (context: APIContext) => !context.cookies.headers().next().done;

/** Reads a response whole (the body streams while the page renders). */
async function snapshot(response: Response): Promise<CachedPage> {
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: [...response.headers], body };
}

/**
 * The page as answered: negotiated when `coding` is given and the page is compressible (in that
 * coding if it was kept, with `Vary: Accept-Encoding`), else as it was rendered.
 */
const answer = (page: CachedPage, state: string, coding?: ChosenCoding) => {
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_HEADER, state);
  if (!coding || !isCompressible(factsOf(page.status, headers, page.body.byteLength)))
    return new Response(page.body, { status: page.status, headers });
  const init = { status: page.status, headers };
  const encoded = coding === 'identity' ? undefined : page.encoded?.get(coding);
  if (coding === 'identity' || !encoded || encoded === page.body)
    return negotiatedResponse(init, page.body, undefined);
  return negotiatedResponse(init, encoded, coding);
};

/** Builds the middleware over its own store (tests pass a clock and small bounds). */
export function createPageCacheMiddleware(
  store = createPageCache({
    freshMs: PAGE_FRESH_MS,
    staleMs: PAGE_STALE_MS,
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
    maxBytes: PAGE_CACHE_MAX_BYTES,
  }),
): MiddlewareHandler {
  /** Compressions under way, so that requests arriving together for a new page share one. */
  const inFlight = new WeakMap<CachedPage, Map<ContentCoding, Promise<void>>>();

  /**
   * Makes the page's body in `coding` once and keeps it beside the page (`key`: where it is
   * stored, or will be), so that every later answer in that coding is only bytes sent.
   */
  const encode = (key: string, page: CachedPage, coding: ChosenCoding): Promise<void> | undefined => {
    if (coding === 'identity' || page.encoded?.has(coding)) return undefined;
    if (!isCompressible(factsOf(page.status, new Headers(page.headers), page.body.byteLength)))
      return undefined;
    const running = inFlight.get(page) ?? new Map<ContentCoding, Promise<void>>();
    inFlight.set(page, running);
    let work = running.get(coding);
    if (!work) {
      work = encodeBody(page.body, coding).then((body) => store.addEncoded(key, page, coding, body));
      running.set(coding, work);
    }
    return work;
  };

  return async (context, next) => {
    // Pre-rendered pages are files served before any middleware; during the build there is nothing to share.
    if (context.isPrerendered || !CACHEABLE_METHODS.has(context.request.method)) return next();
    const key = `${context.request.method} ${context.url.pathname}${context.url.search}`;
    const coding = negotiateCoding(context.request.headers.get('accept-encoding'));
    const refresh = async () => {
      const response = await next();
      if (!isShareable(response)) return undefined;
      const page = await snapshot(response);
      if (setsCookies(context)) return undefined;
      // Kept with the coding of the request that found the page stale, as a miss is.
      await encode(key, page, coding);
      return page;
    };
    const cached = store.get(key, refresh);
    if (cached) {
      await encode(key, cached.page, coding);
      return answer(cached.page, cached.state, coding);
    }

    const response = await next();
    if (!isShareable(response)) return response;
    const page = await snapshot(response);
    // Not kept: the compression middleware compresses it like any private answer.
    if (setsCookies(context)) return answer(page, 'pass');
    await encode(key, page, coding);
    store.put(key, page);
    return answer(page, 'miss', coding);
  };
}

/**
 * The page cache: on-demand public pages are rendered once per freshness window and process,
 * not once per request. Their HTML carries nothing of a shopper (the header greets and counts in
 * the browser), so it can be shared. Keyed by method, path and query string.
 */
export const pageCache = createPageCacheMiddleware();
