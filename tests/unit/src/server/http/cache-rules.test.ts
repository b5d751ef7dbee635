import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  NO_STORE,
  PRIVATE_CACHE_CONTROL,
  PRODUCT_PAGE_CACHE_CONTROL,
} from '../../../../../src/server/http/cache-control';
import { cacheRules } from '../../../../../src/server/http/cache-rules';

/** Runs the middleware over a page answering `response`; `astroCookies` are set through Astro.cookies. */
async function run(
  response: Response,
  { prerendered = false, astroCookies = [] as string[] } = {},
): Promise<Response> {
  const context = {
    isPrerendered: prerendered,
    cookies: { headers: () => astroCookies.values() },
  } as unknown as APIContext;
  return (await cacheRules(context, async () => response)) as Response;
}

describe('cacheRules', () => {
  it("keeps a page's own Cache-Control", async () => {
    const response = await run(
      new Response('ok', { headers: { 'Cache-Control': PRODUCT_PAGE_CACHE_CONTROL } }),
    );
    expect(response.headers.get('cache-control')).toBe(PRODUCT_PAGE_CACHE_CONTROL);
  });

  it('keeps an on-demand answer that says nothing out of every cache', async () => {
    const response = await run(new Response('ok'));
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('makes a shareable answer private when it sets a cookie, by header or through Astro.cookies', async () => {
    const byHeader = await run(
      new Response('ok', { headers: { 'Cache-Control': PRODUCT_PAGE_CACHE_CONTROL, 'Set-Cookie': 'a=1' } }),
    );
    expect(byHeader.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const byAstro = await run(
      new Response('ok', { headers: { 'Cache-Control': PRODUCT_PAGE_CACHE_CONTROL } }),
      { astroCookies: ['a=1'] },
    );
    expect(byAstro.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('changes a redirect whose headers cannot be changed in place', async () => {
    const redirect = Response.redirect('http://shop.test/login', 302);
    const response = await run(redirect);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://shop.test/login');
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('leaves pre-rendered pages to the server', async () => {
    const response = await run(new Response('ok'), { prerendered: true });
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
