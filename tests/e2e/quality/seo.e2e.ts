import { type APIRequestContext, expect, test } from '../support/test';
import { PAN } from '../support/cart';
import { categoryChildren } from '../support/sandbox';
import { servedPage } from '../support/served-page';

test('robots.txt names the sitemap index and the sitemaps list every page and product', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const indexText = await index.text();
  expect(indexText).toContain(`${baseURL}/sitemap-pages.xml`);
  expect(indexText).toContain(`${baseURL}/sitemap-products-1.xml`);

  const pages = await (await request.get('/sitemap-pages.xml')).text();
  for (const path of ['/c-cocina-10047', '/l-top-ventas', '/links/aviso-legal', '/mascotas']) {
    expect(pages).toContain(`<loc>${baseURL}${path}</loc>`);
  }

  const products = await (await request.get('/sitemap-products-1.xml')).text();
  const locs = [...products.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThan(1000);
  const sample = await request.get(locs[0]!);
  expect(sample.status()).toBe(200);
});

test('a product page carries Product and BreadcrumbList structured data', async ({ request }) => {
  const products = await (await request.get('/sitemap-products-1.xml')).text();
  const first = /<loc>([^<]+)<\/loc>/.exec(products)![1]!;
  // What a crawler reads: the served HTML, without rendering it.
  const { document } = await servedPage(request, first);
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => block.textContent ?? '',
  );
  const types = blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  const product = JSON.parse(blocks[types.indexOf('Product')]!) as { offers: { priceCurrency: string } };
  expect(product.offers.priceCurrency).toBe('EUR');
});

/** Where a request is sent, without following it: its status and the path of its Location. */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers().location;
  return { status: response.status(), to: location ? new URL(location, 'http://x').pathname : undefined };
}

test('a known category id under any other slug answers 301 to its canonical page', async ({ request }) => {
  expect(await redirectOf(request, '/c-menaje-de-mesa-10047')).toEqual({
    status: 301,
    to: '/c-cocina-10047',
  });
  expect(await redirectOf(request, '/c-bebida-10000')).toEqual({ status: 301, to: '/c-bebidas-10000' });
  const table = (await categoryChildren(10047)).find((child) => child.slug === 'menaje-de-mesa')!;
  expect(await redirectOf(request, `/c-vajilla-${table.id}`)).toEqual({
    status: 301,
    to: `/c-menaje-de-mesa-${table.id}`,
  });
  // The canonical page itself is the pre-rendered one.
  expect((await request.get('/c-cocina-10047', { maxRedirects: 0 })).status()).toBe(200);
});

test('a category alias /{category} and /{category}/{slug} answer 301 to the canonical page', async ({
  request,
}) => {
  const [pans] = await categoryChildren(10047);
  expect(await redirectOf(request, '/cocina')).toEqual({ status: 301, to: '/c-cocina-10047' });
  expect(await redirectOf(request, '/menaje-de-mesa')).toMatchObject({
    status: 301,
    to: expect.stringMatching(/^\/c-menaje-de-mesa-\d+$/),
  });
  // A subcategory under the category, first; then a product's address.
  expect(await redirectOf(request, `/cocina/${pans!.slug}`)).toEqual({
    status: 301,
    to: `/c-${pans!.slug}-${pans!.id}`,
  });
  expect(await redirectOf(request, `/c-cocina-10047/${pans!.slug}`)).toEqual({
    status: 301,
    to: `/c-${pans!.slug}-${pans!.id}`,
  });
  const [leaf] = await categoryChildren(pans!.id);
  expect(await redirectOf(request, `/cocina/${leaf!.slug}`)).toEqual({
    status: 301,
    to: `/c-${leaf!.slug}-${leaf!.id}`,
  });
  expect(await redirectOf(request, `/cocina${PAN}`)).toEqual({ status: 301, to: PAN });
  expect(await redirectOf(request, `/c-menaje-de-mesa-10047${PAN}`)).toEqual({ status: 301, to: PAN });
  // The partner shop's fixed product pages stay; its other addresses are aliases like any other.
  const [partnerChild] = await categoryChildren(10155);
  expect(await redirectOf(request, `/c-asayaor-10155/${partnerChild!.slug}`)).toEqual({
    status: 301,
    to: `/c-${partnerChild!.slug}-${partnerChild!.id}`,
  });
  // Nothing by that name under a known category, or no such category: a real 404, not a redirect.
  for (const path of [
    '/cocina/lo-que-sea',
    '/c-cocina-10047/lo-que-sea',
    '/c-cocina-99999999/x',
    '/no-es-categoria/x',
  ])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
});
