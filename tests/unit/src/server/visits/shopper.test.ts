import { stringifyCookie } from 'cookie';
import { afterEach, describe, expect, test, vi } from 'vitest';

vi.mock('astro:env/server', () => ({ API_URL: 'http://api.test', SITE_URL: 'http://shop.test' }));
const { forwardableCookies, shopperApi } = await import('../../../../../src/server/visits/shopper');
const { withRequestContext } = await import('../../../../../src/server/observability/request-context');

describe("the shopper's cookies sent on to the API", () => {
  test('the session and XSRF cookies pass', () => {
    expect(forwardableCookies('laravel_session=abc; XSRF-TOKEN=def')).toEqual({
      laravel_session: 'abc',
      'XSRF-TOKEN': 'def',
    });
  });

  test('a cookie with a space or an empty name is dropped, and the rest can still be sent', () => {
    const cookies = forwardableCookies('a b=1; =2; laravel_session=abc');
    expect(cookies).toEqual({ laravel_session: 'abc' });
    expect(() => stringifyCookie(cookies)).not.toThrow();
  });

  test('no Cookie header is no cookies', () => {
    expect(forwardableCookies(null)).toEqual({});
  });
});

describe("the shopper's address sent on to the API", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The headers of the one call `call` makes, answered with an empty 200. */
  async function headersOf(call: () => Promise<unknown>): Promise<Headers> {
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).headers);
      return Response.json({ data: [] });
    });
    await call();
    return seen[0]!;
  }

  test("X-Forwarded-For is the request's client, never what the shopper sent", async () => {
    const request = new Request('http://shop.test/cart', {
      headers: { 'X-Forwarded-For': '6.6.6.6', cookie: 'laravel_session=abc' },
    });
    const headers = await withRequestContext({ id: 'r1', clientAddress: '198.51.100.7' }, () =>
      headersOf(() => shopperApi(request).api('/api/v1/wish-list/ids')),
    );
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.7');
    expect(headers.get('cookie')).toBe('laravel_session=abc');
  });

  test('outside a request (the build, a timer) no address is claimed', async () => {
    const headers = await headersOf(() => shopperApi(new Request('http://shop.test/')).api('/x'));
    expect(headers.get('x-forwarded-for')).toBeNull();
  });
});

describe("the API's cookies the shop passes on, over plain http", () => {
  afterEach(() => vi.unstubAllGlobals());

  test('pass as the API set them (a Secure cookie would never come back over http)', async () => {
    const session = 'laravel_session=abc; Path=/; HttpOnly; SameSite=Lax';
    vi.stubGlobal('fetch', async () => {
      const headers = new Headers({ 'content-type': 'application/json', 'set-cookie': session });
      return new Response('{"data":[]}', { status: 200, headers });
    });
    const shopper = shopperApi(
      new Request('http://shop.test/cart', { headers: { cookie: 'XSRF-TOKEN=old' } }),
    );
    await shopper.api('/api/v1/wish-list/ids');
    expect(shopper.setCookies()).toEqual([session]);
  });
});
