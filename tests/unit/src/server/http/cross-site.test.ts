import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { es } from '../../../../../src/i18n/es';
import {
  isCrossSiteWrite,
  isForeignForm,
  refuseCrossSiteWrites,
} from '../../../../../src/server/http/cross-site';

const SHOP = 'https://tienda.example';

/**
 * Runs the middleware over a form post (or a read); the page behind it answers 200 'page'. A write
 * says it comes from the shop itself unless `headers` name another Origin.
 */
async function run(method: string, headers: Record<string, string> = {}): Promise<Response> {
  const write = method !== 'GET' && method !== 'HEAD';
  const request = new Request(`${SHOP}/login`, {
    method,
    headers: {
      ...(write && { Origin: SHOP, 'Content-Type': 'application/x-www-form-urlencoded' }),
      ...headers,
    },
    body: write ? 'email=a%40b.es' : undefined,
  });
  const context = { request, isPrerendered: false, url: new URL(request.url) } as unknown as APIContext;
  return (await refuseCrossSiteWrites(context, async () => new Response('page'))) as Response;
}

describe('isCrossSiteWrite', () => {
  it('refuses writes that another site (or a sibling subdomain) sent', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(isCrossSiteWrite(method, 'cross-site')).toBe(true);
      expect(isCrossSiteWrite(method, 'same-site')).toBe(true);
    }
    expect(isCrossSiteWrite('POST', ' Cross-Site ')).toBe(true);
    expect(isCrossSiteWrite('POST', 'something-new')).toBe(true);
  });

  it("lets the shop's own pages and the shopper's own address bar through", () => {
    expect(isCrossSiteWrite('POST', 'same-origin')).toBe(false);
    expect(isCrossSiteWrite('POST', 'none')).toBe(false);
  });

  it('leaves reads alone, and a request without the header to the origin check', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(isCrossSiteWrite(method, 'cross-site')).toBe(false);
    expect(isCrossSiteWrite('POST', null)).toBe(false);
  });
});

describe('isForeignForm (the origin check)', () => {
  it("refuses a form whose Origin is another site's, or missing", () => {
    expect(isForeignForm('POST', 'application/x-www-form-urlencoded', 'https://evil.example', SHOP)).toBe(
      true,
    );
    expect(isForeignForm('POST', 'multipart/form-data; boundary=x', null, SHOP)).toBe(true);
    expect(isForeignForm('PUT', 'text/plain;charset=UTF-8', 'http://tienda.example', SHOP)).toBe(true);
  });

  it("passes the shop's own forms, reads, and bodies no plain form can send", () => {
    expect(isForeignForm('POST', 'application/x-www-form-urlencoded', SHOP, SHOP)).toBe(false);
    expect(isForeignForm('GET', 'application/x-www-form-urlencoded', 'https://evil.example', SHOP)).toBe(
      false,
    );
    expect(isForeignForm('POST', 'application/json', null, SHOP)).toBe(false);
  });

  it('passes an opaque origin only when the browser says the form is from the same origin (a no-referrer page)', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(isForeignForm('POST', form, 'null', SHOP, 'same-origin')).toBe(false);
    // A sandboxed frame or a data: page elsewhere: opaque too, but not same-origin.
    expect(isForeignForm('POST', form, 'null', SHOP, 'cross-site')).toBe(true);
    expect(isForeignForm('POST', form, 'null', SHOP, 'none')).toBe(true);
    // Without Fetch Metadata (an old browser, a script) an opaque origin proves nothing.
    expect(isForeignForm('POST', form, 'null', SHOP)).toBe(true);
    expect(isForeignForm('POST', form, null, SHOP, 'same-origin')).toBe(true);
  });
});

describe('refuseCrossSiteWrites', () => {
  it('answers a form from another origin 403 with the Spanish page, even without Fetch Metadata', async () => {
    const response = await run('POST', { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(`<h1>${es.errors.crossSite.title}</h1>`);
  });

  it('answers a cross-site post 403 with the Spanish page, never cached, without calling the page', async () => {
    const response = await run('POST', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<h1>${es.errors.crossSite.title}</h1>`);
    expect(html).toContain(es.errors.crossSite.text);
    expect((await run('DELETE', { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
  });

  it("passes the shop's own posts, posts without the header and every read on to the page", async () => {
    for (const response of [
      await run('POST', { 'Sec-Fetch-Site': 'same-origin' }),
      await run('POST', { 'Sec-Fetch-Site': 'none' }),
      await run('POST'),
      await run('GET', { 'Sec-Fetch-Site': 'cross-site' }),
    ]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('page');
    }
  });

  it('never reads the headers of a page being pre-rendered (Astro warns that it has none)', async () => {
    let read = false;
    const request = new Request('https://tienda.example/', { method: 'GET' });
    const headers = request.headers;
    Object.defineProperty(request, 'headers', {
      get() {
        read = true;
        return headers;
      },
    });
    const context = { request, isPrerendered: true } as unknown as APIContext;
    const response = (await refuseCrossSiteWrites(context, async () => new Response('page'))) as Response;
    expect(response.status).toBe(200);
    expect(read).toBe(false);
    // Nor of a read at request time.
    const onDemand = { request, isPrerendered: false } as unknown as APIContext;
    await refuseCrossSiteWrites(onDemand, async () => new Response('page'));
    expect(read).toBe(false);
  });
});
