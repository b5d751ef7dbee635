import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from '../../../../../src/server/http/page-cache';
import {
  PAGE_CACHE_HEADER,
  createPageCacheMiddleware,
  isShareable,
} from '../../../../../src/server/http/page-cache-middleware';
import { eventually } from '../../../support/eventually';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Every compression the middleware asks for, counted. */
const compressions = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../../src/server/http/compress', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../../src/server/http/compress')>();
  return {
    ...original,
    compress: (...args: Parameters<typeof original.compress>) => {
      compressions.count += 1;
      return original.compress(...args);
    },
  };
});

/** A body as the client reads it: decoded from its Content-Encoding. */
function decoded(raw: Buffer, coding: string | null): string {
  if (coding === 'br') return brotliDecompressSync(raw).toString();
  if (coding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

/** A product page's worth of HTML, numbered by its rendering. */
const bigPage = (rendering: number) =>
  `<h1>página ${rendering}</h1>${'<article><a href="/sarten-102">Sartén 28 cm</a><p>24,95 €</p></article>'.repeat(200)}`;

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
      acceptEncoding?: string;
      big?: boolean;
    } = {},
  ) => {
    const cookies: string[] = [];
    const context = {
      isPrerendered: init.prerendered ?? false,
      request: new Request(`http://shop.test${path}`, {
        method: init.method ?? 'GET',
        headers: init.acceptEncoding ? { 'Accept-Encoding': init.acceptEncoding } : {},
      }),
      url: new URL(`http://shop.test${path}`),
      cookies: { headers: () => cookies.values() },
    } as unknown as APIContext;
    const next = async () => {
      renders += 1;
      if (init.cookie) cookies.push(init.cookie);
      return new Response(init.big ? bigPage(renders) : `página ${renders}`, {
        status: init.status ?? 200,
        headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC, ...init.headers },
      });
    };
    const response = (await middleware(context, next)) as Response;
    const raw = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      state: response.headers.get(PAGE_CACHE_HEADER),
      /** The body as the client reads it, decoded. */
      body: decoded(raw, response.headers.get('content-encoding')),
      /** Bytes sent, encoded or not. */
      sent: raw.byteLength,
      response,
    };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { request, settle, store, renders: () => renders, tick: (ms: number) => (clock += ms) };
}

/** What each answer gave the shopper, in turn: its cache state and its body. */
const seen = (...answers: { state: string | null; body: string }[]) =>
  answers.flatMap((answer) => [answer.state, answer.body]);

describe('page cache middleware', () => {
  it('renders a public page once and answers it again from memory, with its headers', async () => {
    const { request, renders } = setup();
    const first = await request('/sarten-102');
    const second = await request('/sarten-102');
    expect(seen(first, second)).toEqual(['miss', 'página 1', 'hit', 'página 1']);
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
    expect(seen(stale, again)).toEqual(['stale', 'página 1', 'stale', 'página 1']);
    await settle();
    const fresh = await request('/sarten-102');
    expect(seen(fresh)).toEqual(['hit', 'página 2']);
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

describe('page cache middleware: content codings', () => {
  it("answers a hit in the client's coding, compressed once per coding and kept beside the page", async () => {
    const { request, renders } = setup();
    compressions.count = 0;
    const page = { big: true };
    const answers = [
      await request('/sarten-102', { ...page, acceptEncoding: 'gzip, deflate, br' }),
      await request('/sarten-102', { ...page, acceptEncoding: 'br' }),
      await request('/sarten-102', { ...page, acceptEncoding: 'gzip' }),
      await request('/sarten-102', { ...page, acceptEncoding: 'gzip' }),
      await request('/sarten-102', page),
    ];
    expect(answers.map((answer) => answer.state)).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
    expect(answers.map((answer) => answer.response.headers.get('content-encoding'))).toEqual([
      'br',
      'br',
      'gzip',
      'gzip',
      null,
    ]);
    for (const answer of answers) {
      expect(answer.body).toBe(bigPage(1));
      expect(answer.response.headers.get('vary')).toBe('Accept-Encoding');
      expect(Number(answer.response.headers.get('content-length'))).toBe(answer.sent);
    }
    expect(answers[0]!.sent).toBeLessThan(answers[4]!.sent / 5);
    // One brotli (the miss) and one gzip (the first gzip hit): the other hits compress nothing.
    expect(compressions.count).toBe(2);
    expect(renders()).toBe(1);
  });

  it('counts each coding in the cache bytes, the page once', async () => {
    const { request, store } = setup();
    const plain = await request('/sarten-102', { big: true });
    expect(store.bytes).toBe(plain.sent);
    const br = await request('/sarten-102', { big: true, acceptEncoding: 'br' });
    expect(store.bytes).toBe(plain.sent + br.sent);
  });

  it('lets requests arriving together for a new coding share one compression', async () => {
    const { request } = setup();
    await request('/sarten-102', { big: true });
    compressions.count = 0;
    const together = await Promise.all(
      [1, 2, 3].map(() => request('/sarten-102', { big: true, acceptEncoding: 'br' })),
    );
    expect(together.map((answer) => answer.response.headers.get('content-encoding'))).toEqual([
      'br',
      'br',
      'br',
    ]);
    expect(compressions.count).toBe(1);
  });

  it('keeps a refreshed page in the coding of the request that found it stale', async () => {
    const { request, tick } = setup();
    await request('/sarten-102', { big: true, acceptEncoding: 'br' });
    tick(150);
    compressions.count = 0;
    const stale = await request('/sarten-102', { big: true, acceptEncoding: 'br' });
    expect(seen(stale)).toEqual(['stale', bigPage(1)]);
    await eventually(async () => {
      const fresh = await request('/sarten-102', { big: true, acceptEncoding: 'br' });
      expect([fresh.state, fresh.body, fresh.response.headers.get('content-encoding')]).toEqual([
        'hit',
        bigPage(2),
        'br',
      ]);
    });
    expect(compressions.count).toBe(1); // the refresh's; none for the hits
  });

  it('answers a page it may not keep as rendered, for the compression middleware', async () => {
    const { request } = setup();
    const pass = await request('/x', { big: true, acceptEncoding: 'br', cookie: 'mt_cliente=Ana' });
    expect(pass.state).toBe('pass');
    expect(pass.response.headers.get('content-encoding')).toBeNull();
    expect(pass.response.headers.get('vary')).toBeNull();
  });

  it('answers a small page as it is: no coding, no Vary', async () => {
    const { request } = setup();
    await request('/x', { acceptEncoding: 'br' });
    const hit = await request('/x', { acceptEncoding: 'br' });
    expect([hit.state, hit.body, hit.response.headers.get('vary')]).toEqual(['hit', 'página 1', null]);
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
