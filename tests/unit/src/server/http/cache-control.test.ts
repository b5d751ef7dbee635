import { describe, expect, it } from 'vitest';
import {
  ASSET_CACHE_CONTROL,
  CATALOGUE_PAGE_CACHE_CONTROL,
  finalCacheControl,
  isPubliclyCacheable,
  NO_STORE,
  PRERENDERED_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PRODUCT_PAGE_CACHE_CONTROL,
} from '../../../../../src/server/http/cache-control';

describe('isPubliclyCacheable', () => {
  it('is true for public values, for none (heuristic caching) and for no-cache (stored, revalidated)', () => {
    for (const value of [
      PRERENDERED_CACHE_CONTROL,
      PRODUCT_PAGE_CACHE_CONTROL,
      ASSET_CACHE_CONTROL,
      undefined,
      null,
      '',
      'no-cache',
      'max-age=60',
    ]) {
      expect(isPubliclyCacheable(value), String(value)).toBe(true);
    }
  });

  it('is false for private or no-store, in any case and with arguments', () => {
    for (const value of [
      PRIVATE_CACHE_CONTROL,
      NO_STORE,
      'Private',
      'public, NO-STORE',
      'private="set-cookie", max-age=60',
    ]) {
      expect(isPubliclyCacheable(value), value).toBe(false);
    }
  });
});

describe('finalCacheControl', () => {
  it('rewrites a shareable answer that sets a cookie to private, no-store', () => {
    for (const cacheControl of [
      PRODUCT_PAGE_CACHE_CONTROL,
      CATALOGUE_PAGE_CACHE_CONTROL,
      PRERENDERED_CACHE_CONTROL,
      undefined,
      'no-cache',
    ]) {
      expect(finalCacheControl({ status: 200, cacheControl, setsCookie: true }), String(cacheControl)).toBe(
        PRIVATE_CACHE_CONTROL,
      );
    }
    expect(finalCacheControl({ status: 303, cacheControl: 'public, max-age=60', setsCookie: true })).toBe(
      PRIVATE_CACHE_CONTROL,
    );
  });

  it('keeps what already keeps the answer out of shared caches', () => {
    expect(finalCacheControl({ status: 200, cacheControl: NO_STORE, setsCookie: true })).toBe(NO_STORE);
    expect(finalCacheControl({ status: 200, cacheControl: 'private, max-age=60', setsCookie: true })).toBe(
      'private, max-age=60',
    );
  });

  it('never lets an error be shared', () => {
    expect(
      finalCacheControl({ status: 404, cacheControl: PRERENDERED_CACHE_CONTROL, setsCookie: false }),
    ).toBe(NO_STORE);
    expect(finalCacheControl({ status: 503, cacheControl: undefined, setsCookie: false })).toBe(NO_STORE);
    expect(finalCacheControl({ status: 500, cacheControl: PRIVATE_CACHE_CONTROL, setsCookie: false })).toBe(
      PRIVATE_CACHE_CONTROL,
    );
  });

  it('leaves a successful answer without cookies as the page said', () => {
    expect(
      finalCacheControl({ status: 200, cacheControl: PRODUCT_PAGE_CACHE_CONTROL, setsCookie: false }),
    ).toBe(PRODUCT_PAGE_CACHE_CONTROL);
    expect(finalCacheControl({ status: 304, cacheControl: ASSET_CACHE_CONTROL, setsCookie: false })).toBe(
      ASSET_CACHE_CONTROL,
    );
    expect(finalCacheControl({ status: 200, cacheControl: undefined, setsCookie: false })).toBeUndefined();
  });

  it('gives pre-rendered pages a short CDN lifetime with a stale window, and assets a year', () => {
    expect(PRERENDERED_CACHE_CONTROL).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(ASSET_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });
});
