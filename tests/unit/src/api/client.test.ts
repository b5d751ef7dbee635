import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, createApiClient } from '../../../../src/api/client';

// A tiny stand-in for the commerce API: it echoes what it received and can fail on demand.
let server: Server;
let baseURL: string;
let csrfCookieFetches = 0;

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/sanctum/csrf-cookie') {
    csrfCookieFetches++;
    res.writeHead(204, { 'set-cookie': 'XSRF-TOKEN=tok%3Den%2Bcoded; path=/' });
    res.end();
  } else if (url.pathname === '/echo') {
    json(200, {
      method: req.method,
      url: req.url,
      xsrf: req.headers['x-xsrf-token'] ?? null,
      accept: req.headers.accept,
    });
  } else if (url.pathname === '/guarded') {
    // A write the API takes only with the token of the session it set (Sanctum: 419 otherwise).
    if (req.headers['x-xsrf-token'] === 'tok=en+coded') json(200, { method: req.method });
    else json(419, { message: 'CSRF token mismatch.' });
  } else if (url.pathname.startsWith('/status/')) {
    json(Number(url.pathname.slice('/status/'.length)), { message: 'Mensaje del servidor' });
  } else if (url.pathname === '/slow') {
    setTimeout(() => json(200, {}), 500);
  } else {
    json(404, { message: 'Not Found' });
  }
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  csrfCookieFetches = 0;
});

/** A browser-like harness: a cookie jar that Set-Cookie fills, and a record of what fetch was given. */
function browserHarness(initialCookies = '') {
  const jar = new Map<string, string>();
  for (const pair of initialCookies.split('; ').filter(Boolean)) {
    const [name, value] = pair.split('=');
    jar.set(name, value);
  }
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input instanceof Request ? input.url : input), init });
    const response = await globalThis.fetch(input, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
  const readCookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return { fetch, readCookies, calls };
}

describe('createApiClient', () => {
  test('calls go to the base URL with credentials included and JSON accepted', async () => {
    const h = browserHarness('XSRF-TOKEN=abc');
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies });
    const body = await api<{ url: string; accept: string }>('/echo');
    expect(h.calls[0].url).toBe(`${baseURL}/echo`);
    expect(h.calls[0].init?.credentials).toBe('include');
    expect(body.accept).toBe('application/json');
  });

  test('query arrays are sent bracket-style', async () => {
    const api = createApiClient({ baseURL });
    const body = await api<{ url: string }>('/echo', {
      query: { a: [1, 2], categories: [[10047]], q: undefined },
    });
    expect(decodeURIComponent(body.url)).toBe('/echo?a[]=1&a[]=2&categories[0][]=10047');
  });

  test('before the first POST without an XSRF-TOKEN cookie the CSRF cookie is fetched, once', async () => {
    const h = browserHarness();
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies });
    const first = await api<{ xsrf: string }>('/echo', { method: 'POST', body: {} });
    const second = await api<{ xsrf: string }>('/echo', { method: 'DELETE' });
    expect(csrfCookieFetches).toBe(1);
    expect(h.calls[0].url).toBe(`${baseURL}/sanctum/csrf-cookie`);
    expect(first.xsrf).toBe('tok=en+coded');
    expect(second.xsrf).toBe('tok=en+coded');
  });

  test('concurrent first mutations share one CSRF cookie fetch', async () => {
    const h = browserHarness();
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies });
    await Promise.all([api('/echo', { method: 'POST' }), api('/echo', { method: 'PUT' })]);
    expect(csrfCookieFetches).toBe(1);
  });

  test('with the cookie already present the URL-decoded value is sent without fetching it', async () => {
    const h = browserHarness('XSRF-TOKEN=abc%3D%3D');
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies });
    const body = await api<{ xsrf: string }>('/echo', { method: 'PATCH' });
    expect(csrfCookieFetches).toBe(0);
    expect(body.xsrf).toBe('abc==');
  });

  test('reads never send the header, and with the cookies present never fetch them', async () => {
    const h = browserHarness('XSRF-TOKEN=abc');
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies });
    const body = await api<{ xsrf: string | null }>('/echo');
    expect(csrfCookieFetches).toBe(0);
    expect(body.xsrf).toBeNull();
  });

  test('the first calls of a visit, reads included, wait for one session before they go out', async () => {
    const h = browserHarness();
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies });
    // Concurrent first reads would each start a session; the last answer's cookie would win.
    const [read] = await Promise.all([
      api<{ xsrf: string | null }>('/echo'),
      api('/echo'),
      api('/echo', { method: 'POST' }),
    ]);
    expect(csrfCookieFetches).toBe(1);
    expect(h.calls[0].url).toBe(`${baseURL}/sanctum/csrf-cookie`);
    expect(h.calls).toHaveLength(4);
    expect(read.xsrf).toBeNull();
  });

  test('a session call the page sent ahead of the client (the early add) is joined, not sent again', async () => {
    const h = browserHarness();
    // The early add's own call (cart-ahead.ts), in flight when the client's first calls start.
    const ahead = h.fetch(`${baseURL}/sanctum/csrf-cookie`).then(() => undefined);
    let empty = true;
    const sessionAhead = { opening: () => ahead, empty: () => empty };
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies, sessionAhead });
    // Opened here and nothing saved into it yet: as good as no session, nothing to read.
    expect(api.sessionless()).toBe(true);
    const [read, write] = await Promise.all([
      api<{ xsrf: string | null }>('/echo'),
      api<{ xsrf: string | null }>('/echo', { method: 'POST' }),
    ]);
    expect(csrfCookieFetches).toBe(1);
    expect(read.xsrf).toBeNull();
    expect(write.xsrf).toBe('tok=en+coded');
    // Its own write has put something into the session: there is something to read now.
    expect(api.sessionless()).toBe(false);
    const other = createApiClient({ baseURL, readCookies: h.readCookies, sessionAhead });
    expect(other.sessionless()).toBe(true);
    // The early add saved into it: nor for another client.
    empty = false;
    expect(other.sessionless()).toBe(false);
    // An ahead call that set no cookie (it failed) leaves the client to open the session itself.
    const failed = browserHarness();
    const none = createApiClient({
      baseURL,
      fetch: failed.fetch,
      readCookies: failed.readCookies,
      sessionAhead: { opening: () => Promise.resolve(), empty: () => true },
    });
    expect((await none<{ xsrf: string | null }>('/echo', { method: 'POST' })).xsrf).toBe('tok=en+coded');
    expect(csrfCookieFetches).toBe(2);
  });

  test('the call that starts the session names the browser’s claim key, which a forwarded form carries too', async () => {
    const h = browserHarness('shop_session_claim=0123456789abcdef0123456789abcdef');
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies });
    await api('/echo', { method: 'POST' });
    expect(h.calls[0].url).toBe(`${baseURL}/sanctum/csrf-cookie`);
    expect(new Headers(h.calls[0].init?.headers).get('X-Session-Claim')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    // A shopper whose browser sent no key (no JavaScript, nothing racing) starts a session without one.
    const bare = browserHarness();
    await createApiClient({ baseURL, fetch: bare.fetch, readCookies: bare.readCookies })('/echo');
    expect(new Headers(bare.calls[0].init?.headers).has('X-Session-Claim')).toBe(false);
  });

  test('sessionless: a page without the XSRF cookie has no API session yet; the server cannot tell', () => {
    expect(createApiClient({ baseURL, readCookies: () => 'mt_cesta=0' }).sessionless()).toBe(true);
    expect(createApiClient({ baseURL, readCookies: () => 'XSRF-TOKEN=abc' }).sessionless()).toBe(false);
    expect(createApiClient({ baseURL, readCookies: () => null }).sessionless()).toBe(false);
  });

  test('on the server (no document) mutations skip the XSRF rule', async () => {
    const api = createApiClient({ baseURL });
    const body = await api<{ xsrf: string | null }>('/echo', { method: 'POST', body: { query: 'x' } });
    expect(csrfCookieFetches).toBe(0);
    expect(body.xsrf).toBeNull();
  });
});

describe('a stale or foreign API session', () => {
  test('a write refused with 419 renews the session once and is made again', async () => {
    const h = browserHarness('XSRF-TOKEN=abc');
    const onError = vi.fn();
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies, onError });
    const body = await api<{ method: string }>('/guarded', { method: 'POST', body: {} });
    expect(body.method).toBe('POST');
    expect(csrfCookieFetches).toBe(1);
    expect(h.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/guarded',
      '/sanctum/csrf-cookie',
      '/guarded',
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  test('a 419 that persists after the renewal is reported once, without a loop', async () => {
    const h = browserHarness('XSRF-TOKEN=abc');
    const onError = vi.fn();
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies, onError });
    const error = await api('/status/419', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 419 });
    expect(csrfCookieFetches).toBe(1);
    expect(h.calls).toHaveLength(3);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  test('a read answered 419 is not made again', async () => {
    const h = browserHarness('XSRF-TOKEN=abc');
    const api = createApiClient({ baseURL, fetch: h.fetch, readCookies: h.readCookies });
    await expect(api('/status/419')).rejects.toMatchObject({ status: 419 });
    expect(csrfCookieFetches).toBe(0);
  });
});

describe('createApiClient errors', () => {
  test('an HTTP error becomes an ApiError of kind http with status and body, and is reported', async () => {
    const onError = vi.fn();
    const api = createApiClient({ baseURL, onError });
    const error = await api('/status/422').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 422, body: { message: 'Mensaje del servidor' } });
    expect(onError).toHaveBeenCalledWith(error);
  });

  test('a call that takes longer than the timeout becomes kind timeout', async () => {
    const onError = vi.fn();
    const api = createApiClient({ baseURL, onError, timeout: 50 });
    await expect(api('/slow')).rejects.toMatchObject({ kind: 'timeout' });
    expect(onError).toHaveBeenCalledOnce();
  });

  test('no answer at all becomes kind network with the underlying message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const api = createApiClient({ baseURL: `http://127.0.0.1:${port}` });
    const error = await api('/echo').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect((error as ApiError).message).toBeTruthy();
  });

  test('a call cancelled by its caller becomes kind abort', async () => {
    const api = createApiClient({ baseURL });
    const controller = new AbortController();
    const pending = api('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort' });
  });

  test('the silent client throws ApiError without reporting it', async () => {
    const onError = vi.fn();
    const api = createApiClient({ baseURL, onError });
    await expect(api.silent('/status/500')).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  test('loading hooks are balanced for successes and failures alike', async () => {
    let inFlight = 0;
    let peak = 0;
    const api = createApiClient({
      baseURL,
      onRequestStart: () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
      },
      onRequestEnd: () => {
        inFlight--;
      },
    });
    await Promise.allSettled([api('/echo'), api('/status/503'), api.raw('/echo'), api.silent('/status/404')]);
    expect(peak).toBe(4);
    expect(inFlight).toBe(0);
  });
});
