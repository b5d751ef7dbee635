import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ASSET_CACHE_CONTROL,
  NO_STORE,
  PRERENDERED_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PRODUCT_PAGE_CACHE_CONTROL,
} from '../../../../../src/server/http/cache-control';
import {
  type NodeHandler,
  pageCspFrom,
  pagePath,
  withShopHeaders,
} from '../../../../../src/server/http/shop-headers';

const SITE_CSP = "default-src 'self'; script-src 'self' 'sha256-a'";
const LEGAL_CSP = "default-src 'self'; script-src 'self' 'sha256-b'";
const SETTINGS = {
  base: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' },
  pageCsp: new Map([['/links/cookies', LEGAL_CSP]]),
  siteCsp: SITE_CSP,
  assetsPrefix: '/_astro/',
};

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** Serves `handler` wrapped by withShopHeaders and fetches `path` from it. */
async function fetchThrough(handler: NodeHandler, path: string): Promise<Response> {
  server = createServer(withShopHeaders(handler, SETTINGS));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
}

/** Like the adapter's static handler (`send`): headers one by one, Cache-Control only when there is none. */
const staticFile: NodeHandler = (_req, res) => {
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=0');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end('<p>estática</p>');
};

/** Like Astro's writeResponse: every header of the rendered Response at once. */
const rendered =
  (status: number, headers: Record<string, string | string[]>): NodeHandler =>
  (_req, res) => {
    res.writeHead(status, headers);
    res.end('<p>renderizada</p>');
  };

describe('withShopHeaders', () => {
  it('gives a static page the security headers, its CSP and the pre-rendered CDN lifetime', async () => {
    const response = await fetchThrough(staticFile, '/c-cocina-10047');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(SITE_CSP);
    expect(response.headers.get('cache-control')).toBe(PRERENDERED_CACHE_CONTROL);
  });

  it('uses the CSP built for that page when it has its own', async () => {
    const response = await fetchThrough(staticFile, '/links/cookies');
    expect(response.headers.get('content-security-policy')).toBe(LEGAL_CSP);
  });

  it('gives hashed assets a year', async () => {
    const response = await fetchThrough(staticFile, '/_astro/shop.Ab12.js');
    expect(response.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
  });

  it('lets a rendered page replace defaults with its own values', async () => {
    const response = await fetchThrough(
      rendered(200, {
        'Cache-Control': PRODUCT_PAGE_CACHE_CONTROL,
        'Referrer-Policy': 'same-origin',
        'Content-Security-Policy': LEGAL_CSP,
      }),
      '/sarten-102',
    );
    expect(response.headers.get('cache-control')).toBe(PRODUCT_PAGE_CACHE_CONTROL);
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBe(LEGAL_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never lets a response with Set-Cookie be shared, whatever it said', async () => {
    const response = await fetchThrough(
      rendered(200, {
        'Cache-Control': PRODUCT_PAGE_CACHE_CONTROL,
        'Set-Cookie': ['a=1; Path=/', 'b=2; Path=/'],
      }),
      '/sarten-102',
    );
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('keeps errors out of caches, also those written by the adapter itself', async () => {
    const failing: NodeHandler = (_req, res) => {
      res.statusCode = 500;
      res.end('Internal Server Error');
    };
    const response = await fetchThrough(failing, '/c-cocina-10047');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
    expect(response.headers.get('content-security-policy')).toBe(SITE_CSP);
  });
});

describe('pageCspFrom', () => {
  it('maps each page to its policy and takes the most common one for the site', () => {
    const entry = (pathname: string, value: string) => ({
      pathname,
      headers: [{ key: 'Content-Security-Policy', value }],
    });
    const { pageCsp, siteCsp } = pageCspFrom([
      entry('/', SITE_CSP),
      entry('/links/cookies', LEGAL_CSP),
      entry('/c-a-1', SITE_CSP),
    ]);
    expect(siteCsp).toBe(SITE_CSP);
    expect(pageCsp.get('/links/cookies')).toBe(LEGAL_CSP);
    expect(pageCspFrom([]).siteCsp).toBeUndefined();
  });
});

describe('pagePath', () => {
  it('drops the query, the fragment and a .html ending, and decodes the path', () => {
    expect(pagePath('/links/cookies.html?x=1')).toBe('/links/cookies');
    expect(pagePath('/c-catalogo-9999?q=sart%C3%A9n')).toBe('/c-catalogo-9999');
    expect(pagePath('/jam%C3%B3n')).toBe('/jamón');
    expect(pagePath('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(pagePath(undefined)).toBe('/');
  });
});
