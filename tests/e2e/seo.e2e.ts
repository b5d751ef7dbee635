import { expect, test } from '@playwright/test';

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

test('a product page carries Product and BreadcrumbList structured data', async ({ page, request }) => {
  const products = await (await request.get('/sitemap-products-1.xml')).text();
  const first = /<loc>([^<]+)<\/loc>/.exec(products)![1]!;
  await page.goto(first);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  const product = JSON.parse(blocks[types.indexOf('Product')]!) as { offers: { priceCurrency: string } };
  expect(product.offers.priceCurrency).toBe('EUR');
});
