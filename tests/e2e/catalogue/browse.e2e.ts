import { expect, test } from '../support/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { expectAccessible } from '../support/axe';
import { servedPage } from '../support/served-page';

test('a shopper goes from the home page to a category and on to a product', async ({ page }) => {
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle(/Mercado Temático/);
  // The spec's four sections of three tiles (below them, every shop and a row of offers: shop-words.e2e.ts).
  const sections = page.locator('main section[aria-labelledby^="home-section-"]');
  await expect(sections).toHaveCount(4);
  for (const section of await sections.all()) await expect(section.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);

  const tile = sections.first().getByRole('link').nth(1);
  const categoryName = (await tile.textContent())?.trim() ?? '';
  await tile.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(categoryName);
  await expectAccessible(page);

  const firstProduct = page.locator('main article').first().getByRole('link');
  const productName = (await firstProduct.textContent())?.trim() ?? '';
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  // Prices are EUR in es-ES: comma decimals and a no-break space before the euro sign.
  await expect(
    page
      .locator('main')
      .getByText(/\d,\d{2}\u00a0€/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText('IVA incluido')).toBeVisible();
  const image = page.getByRole('img', { name: productName, exact: true });
  await expect(image).toHaveAttribute('width', '500');
  await expect(image).toHaveAttribute('height', '500');
  await expect(page.getByRole('heading', { level: 2, name: 'Características' })).toBeVisible();
  await expectAccessible(page);
});

test('a product page shows its gallery: a thumbnail brings its photo into view, and its specifications', async ({
  page,
}) => {
  await page.goto(SEED_FACTS.pan.path);
  const gallery = page.getByRole('region', { name: `Fotos de ${SEED_FACTS.pan.name}` });
  await expect(gallery.getByRole('img')).toHaveCount(4);
  const second = page.getByRole('link', { name: 'Ver la foto 2 de 4' });
  await expect(page.getByRole('link', { name: 'Ver la foto 1 de 4' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img', { name: `${SEED_FACTS.pan.name}. Foto 2 de 4` })).toBeInViewport();
  const specifications = page.locator('dl').filter({ hasText: 'Diámetro' });
  await expect(specifications).toContainText(/\d+ cm/);
  await expectAccessible(page);
});

test('every themed shop in the header opens its own shop page', async ({ request }) => {
  // The served pages, read without rendering them: the links and the shop's header are the server's.
  const home = (await servedPage(request, '/')).document;
  const hrefs = [...home.querySelectorAll('nav[aria-label="Tiendas"] a')].map((link) =>
    link.getAttribute('href'),
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  for (const href of hrefs) {
    const { response, document } = await servedPage(request, href!);
    expect(response.status(), href!).toBe(200);
    const header = document.querySelector('header[data-shop]');
    expect(header, href!).not.toBeNull();
    expect(header!.getAttribute('data-shop'), href!).not.toBe('home');
  }
});

test('the footer shows customer ratings that a shopper can move through and pause', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Opiniones de clientes' });
  await carousel.scrollIntoViewIfNeeded();
  const current = carousel.locator('li[aria-hidden="false"]');
  await expect(current).toHaveCount(1);
  // Only well-rated reviews greet a shopper: every slide has 4 or 5 stars.
  const stars = await carousel
    .locator('li p[role="img"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(stars.length).toBeGreaterThan(1);
  for (const label of stars) expect(label).toMatch(/^[45] de 5 estrellas$/);
  const first = await current.getAttribute('aria-label');
  await carousel.getByRole('button', { name: 'Opinión siguiente' }).click();
  await expect(current).not.toHaveAttribute('aria-label', first!);
  await carousel.getByRole('button', { name: 'Pausar opiniones' }).click();
  await expect(carousel.getByRole('button', { name: 'Reanudar opiniones' })).toBeVisible();
  await expectAccessible(page);
});

test('pre-rendered pages declare their clean URL as canonical, without .html', async ({ request }) => {
  // The served HTML's link, read without rendering the page (scripts change it only when filters swap results).
  for (const path of ['/', '/c-cocina-10047', '/c-bebidas-10000']) {
    const html = await (await request.get(path)).text();
    const link = html.match(/<link\b[^>]*\brel="canonical"[^>]*>/)?.[0];
    const canonical = link?.match(/\bhref="([^"]+)"/)?.[1];
    expect(canonical, `the canonical link of ${path}`).toBeDefined();
    expect(new URL(canonical!).pathname).toBe(path);
  }
});

test('the header bar sticks to the top once the page scrolls past 50 px, without moving the page', async ({
  page,
}) => {
  await page.goto('/c-cocina-10047');
  const bar = page.locator('[data-sticky-bar]');
  await expect(bar).not.toHaveAttribute('data-stuck', 'true');
  const headingBefore = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(bar).not.toHaveAttribute('data-stuck', 'true');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(bar).toHaveAttribute('data-stuck', 'true');
  await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
  const headingAfter = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(Math.round(headingAfter!.y + 400)).toBe(Math.round(headingBefore!.y));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-stuck', 'false');
});
