/** The visit's category tree on on-demand pages (src/server/data/visit-trees.ts), against a sandbox. */
import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { withSandbox } from '@shop/sandbox-api/testing';

const sandbox = withSandbox();
vi.mock('astro:env/server', () => ({
  get API_URL() {
    return sandbox.url;
  },
  SITE_URL: 'http://shop.test',
}));
const load = () => import('../../../../../src/server/data/visit-trees');

/** What the middleware reads of Astro's context. */
function context(url: string, init: RequestInit = {}, isPrerendered = false) {
  const request = new Request(url, init);
  return { request, url: new URL(url), isPrerendered, locals: {} } as unknown as APIContext;
}
const page = () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

describe('the visit of a tree call', () => {
  it('is the real path, query and referer, and the cookies that can be sent on', async () => {
    const { treeVisitOf } = await load();
    const request = new Request('http://shop.test/c-catalogo-9999?q=vino&utm_source=x', {
      headers: { Referer: 'https://buscador.example/', Cookie: 'a b=1; sandbox_session=abc' },
    });
    expect(treeVisitOf(request)).toEqual({
      path: '/c-catalogo-9999',
      query: 'q=vino&utm_source=x',
      referer: 'https://buscador.example/',
      cookie: 'sandbox_session=abc',
    });
    expect(treeVisitOf(new Request('http://shop.test/'))).toEqual({ path: '/', query: '' });
  });
});

describe('the visitTrees middleware', () => {
  it("reads the root's tree as an on-demand page starts and passes the API's cookies on", async () => {
    const { visitTrees } = await load();
    const ctx = context('http://shop.test/sarten-antiadherente-2-l-102?utm_source=boletin', {
      headers: { Referer: 'https://buscador.example/' },
    });
    const response = (await visitTrees(ctx, async () => page())) as Response;
    const tree = await ctx.locals.visitTrees!.root;
    expect(tree.map((category) => category.id)).toContain(10047);
    expect(tree.find((category) => category.id === 10154)!.childs.length).toBeGreaterThan(0);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^sandbox_campaign=boletin;/)]);
    // A shop's own tree, asked once however often the page needs it.
    const diy = ctx.locals.visitTrees!.of(10154);
    expect(ctx.locals.visitTrees!.of(10154)).toBe(diy);
    expect((await diy).every((category) => category.parent_id === 10154)).toBe(true);
  });

  it("sends the visitor's cookies: a visitor who has the campaign cookie gets no new one", async () => {
    const { visitTrees } = await load();
    const ctx = context('http://shop.test/c-catalogo-9999?q=vino&utm_source=boletin', {
      headers: { Cookie: 'sandbox_campaign=boletin' },
    });
    const response = (await visitTrees(ctx, async () => page())) as Response;
    await ctx.locals.visitTrees!.root;
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('passes the cookies on a redirect too, whose headers cannot change in place', async () => {
    const { visitTrees } = await load();
    const ctx = context('http://shop.test/checkout?gclid=abc');
    const response = (await visitTrees(ctx, async () => {
      await ctx.locals.visitTrees!.root;
      return Response.redirect('http://shop.test/checkout/identification', 303);
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^sandbox_campaign=gclid;/)]);
  });

  it('reads nothing for pre-rendered pages, files, probes or form posts', async () => {
    const { visitTrees } = await load();
    for (const ctx of [
      context('http://shop.test/', {}, true),
      context('http://shop.test/sitemap.xml'),
      context('http://shop.test/account/invoices/3.pdf'),
      context('http://shop.test/healthz'),
      context('http://shop.test/cart/add', { method: 'POST' }),
    ]) {
      await visitTrees(ctx, async () => page());
      expect(ctx.locals.visitTrees, ctx.url.pathname).toBeUndefined();
    }
  });
});
