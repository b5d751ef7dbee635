import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '../../../../../src/server/http/page-cache';
import {
  PAGE_CACHE_HEADER,
  createPageCacheMiddleware,
  isShareable,
} from '../../../../../src/server/http/page-cache-middleware';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function setup() {
  let clock = 0;
  const store = createPageCache({
    freshMs: 100,
    staleMs: 1_000,
    maxEntries: 10,
    maxBytes: 1_000_000,
    now: () => clock,
  });
  const middleware = createPageCacheMiddleware(store);
  let renders = 0;
  /** One request through the middleware to a page answering `init` with a numbered body. */
  const request = async (
    path: string,
    init: {
      status?: number;
      headers?: Record<string, string>;
      method?: string;
      cookie?: string;
      prerendered?: boolean;
    } = {},
  ) => {
    const cookies: string[] = [];
    const context = {
      isPrerendered: init.prerendered ?? false,
      request: new Request(`http://shop.test${path}`, { method: init.method ?? 'GET' }),
      url: new URL(`http://shop.test${path}`),
      cookies: { headers: () => cookies.values() },
    } as unknown as APIContext;
    const next = async () => {
      renders += 1;
      if (init.cookie) cookies.push(init.cookie);
      return new Response(`página ${renders}`, {
        status: init.status ?? 200,
        headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC, ...init.headers },
      });
    };
    const response = (await middleware(context, next)) as Response;
    return {
      status: response.status,
      state: response.headers.get(PAGE_CACHE_HEADER),
      body: await response.text(),
      response,
    };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { request, settle, renders: () => renders, tick: (ms: number) => (clock += ms) };
}

describe('page cache middleware', () => {
  it('renders a public page once and answers it again from memory, with its headers', async () => {
    const { request, renders } = setup();
    const first = await request('/sarten-102');
    const second = await request('/sarten-102');
    expect([first.state, first.body, second.state, second.body]).toEqual([
      'miss',
      'página 1',
      'hit',
      'página 1',
    ]);
    expect(second.response.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.response.headers.get('content-type')).toBe('text/html');
    expect(renders()).toBe(1);
  });

  it('keys by method, path and query string', async () => {
    const { request, renders } = setup();
    await request('/c-catalogo-9999?q=sarten');
    await request('/c-catalogo-9999?q=taza');
    await request('/c-catalogo-9999?q=sarten', { method: 'HEAD' });
    expect((await request('/c-catalogo-9999?q=taza')).body).toBe('página 2');
    expect(renders()).toBe(3);
  });

  it('serves a stale page while one refresh renders it again', async () => {
    const { request, renders, settle, tick } = setup();
    await request('/sarten-102');
    tick(150);
    const stale = await request('/sarten-102');
    const again = await request('/sarten-102');
    expect([stale.state, stale.body, again.state, again.body]).toEqual([
      'stale',
      'página 1',
      'stale',
      'página 1',
    ]);
    await settle();
    const fresh = await request('/sarten-102');
    expect([fresh.state, fresh.body]).toEqual(['hit', 'página 2']);
    expect(renders()).toBe(2);
  });

  it.each([
    ['a private page', { headers: { 'Cache-Control': 'private, no-store' } }],
    ['a page without Cache-Control: public', { headers: { 'Cache-Control': 'no-store' } }],
    ['a not-found page', { status: 404 }],
    ['a maintenance page', { status: 503 }],
    ['a response setting a cookie', { headers: { 'Set-Cookie': 'mt_cliente=Ana' } }],
    ['a response that varies', { headers: { Vary: 'Cookie' } }],
    ['a form post', { method: 'POST' }],
    ['a pre-rendered page (build time)', { prerendered: true }],
  ])('never keeps %s', async (_name, init) => {
    const { request, renders } = setup();
    const first = await request('/x', init);
    const second = await request('/x', init);
    expect([first.state, second.state, second.body]).toEqual([null, null, 'página 2']);
    expect(renders()).toBe(2);
  });

  it('never keeps a page that set a cookie through Astro.cookies while rendering', async () => {
    const { request, renders } = setup();
    const first = await request('/x', { cookie: 'mt_cliente=Ana; Path=/' });
    const second = await request('/x', { cookie: 'mt_cliente=Ana; Path=/' });
    expect([first.state, second.state, second.body]).toEqual(['pass', 'pass', 'página 2']);
    expect(renders()).toBe(2);
  });
});

describe('isShareable', () => {
  it('needs a 200 that opts in with public and says neither private nor no-store', () => {
    const with200 = (cacheControl: string) =>
      new Response('', { headers: { 'Cache-Control': cacheControl } });
    expect(isShareable(with200('public, s-maxage=60'))).toBe(true);
    expect(isShareable(with200('Public'))).toBe(true);
    expect(isShareable(with200('public, no-store'))).toBe(false);
    expect(isShareable(with200('public, private="set-cookie"'))).toBe(false);
    expect(isShareable(with200('s-maxage=60'))).toBe(false);
    expect(isShareable(new Response('', { status: 301, headers: { 'Cache-Control': 'public' } }))).toBe(
      false,
    );
  });
});
