/**
 * Cache-Control of every kind of response, named after what may keep it, and the rules the
 * server applies last to whatever a page or file said.
 */

/** Hashed assets (`/_astro/*`): a new build gives new names, so a copy never goes stale. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A CDN keeps a pre-rendered page this long before asking again (the browser always asks). */
export const PRERENDERED_S_MAXAGE_S = 300;
/** …and may answer with its old copy this long while it fetches a new one (a rebuild shows within minutes). */
export const PRERENDERED_STALE_WHILE_REVALIDATE_S = 3_600;
/** Pre-rendered pages and files (home, categories, legal pages, sitemaps): the same for everyone. */
export const PRERENDERED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PRERENDERED_S_MAXAGE_S}, stale-while-revalidate=${PRERENDERED_STALE_WHILE_REVALIDATE_S}`;

/** Product pages: shared by every anonymous shopper (the HTML holds nobody's data); prices and stock may lag a minute. */
export const PRODUCT_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Catalogue search and listings: shared too, with a shorter stale window (stock filters change). */
export const CATALOGUE_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** One shopper's pages and answers (account, cart, checkout, payment, wishlist…): kept nowhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Answers that must not be kept at all: failures, health checks, on-demand pages that did not say. */
export const NO_STORE = 'no-store';

/** Directive names of a Cache-Control value, lower case (`private="set-cookie"` counts as `private`). */
function directiveNames(cacheControl: string): string[] {
  return cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.split('=')[0]!.trim())
    .filter(Boolean);
}

/**
 * Whether a shared cache (a CDN, a proxy) may store the response. Without Cache-Control it may,
 * heuristically; `no-cache` still lets it store (and revalidate).
 */
export function isPubliclyCacheable(cacheControl: string | null | undefined): boolean {
  if (!cacheControl) return true;
  const names = directiveNames(cacheControl);
  return !names.includes('private') && !names.includes('no-store');
}

export interface FinalCacheInput {
  status: number;
  cacheControl: string | null | undefined;
  /** The response carries Set-Cookie. */
  setsCookie: boolean;
}

/**
 * The Cache-Control a response leaves with. Two rules hold whatever the page said: a response
 * that sets a cookie is never shared (a CDN would hand one shopper's session to the next), and an
 * error is never shared (a fixed page would go on failing from the cache).
 */
export function finalCacheControl({ status, cacheControl, setsCookie }: FinalCacheInput): string | undefined {
  if (setsCookie && isPubliclyCacheable(cacheControl)) return PRIVATE_CACHE_CONTROL;
  if (status >= 400 && isPubliclyCacheable(cacheControl)) return NO_STORE;
  return cacheControl ?? undefined;
}
