import { afterEach, describe, expect, test, vi } from 'vitest';

// The shop is served over https (behind a TLS-terminating proxy its socket is plain http: SITE_URL says https).
vi.mock('astro:env/server', () => ({ API_URL: 'http://api.test', SITE_URL: 'https://tienda.example' }));
const { shopperApi } = await import('../../../../../src/server/visits/shopper');
const { servedCookie } = await import('../../../../../src/server/http/site');

const API_COOKIES = [
  'XSRF-TOKEN=tok; Max-Age=7200; Path=/; SameSite=Lax',
  'laravel_session=abc; Max-Age=7200; Path=/; HttpOnly; SameSite=Lax',
];

describe('cookies the server sends, over https', () => {
  test('get Secure once, every other attribute kept', () => {
    expect(servedCookie('mt_cliente=Ana; Path=/; SameSite=Lax')).toBe(
      'mt_cliente=Ana; Path=/; SameSite=Lax; Secure',
    );
    expect(servedCookie('a=1; Secure; SameSite=None')).toBe('a=1; Secure; SameSite=None');
  });
});

describe("the API's cookies the shop passes on, over https", () => {
  afterEach(() => vi.unstubAllGlobals());

  test('leave Secure, with their SameSite, HttpOnly and lifetime as the API set them', async () => {
    vi.stubGlobal('fetch', async () => {
      const headers = new Headers({ 'content-type': 'application/json' });
      for (const cookie of API_COOKIES) headers.append('set-cookie', cookie);
      return new Response('{"data":[]}', { status: 200, headers });
    });
    const shopper = shopperApi(
      new Request('http://10.0.0.5:4321/cart', { headers: { cookie: 'XSRF-TOKEN=old' } }),
    );
    await shopper.api('/api/v1/wish-list/ids');
    expect(shopper.setCookies()).toEqual(API_COOKIES.map((cookie) => `${cookie}; Secure`));
  });
});
