import { expect, type Locator, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { servedPage, textsOf } from '../support/served-page';

/** Ticks the first brand of the filters form; returns its name, without the count beside it. */
async function checkFirstBrand(filters: Locator): Promise<string> {
  const brand = filters.getByRole('group', { name: 'Marca' }).getByRole('checkbox').first();
  const name = ((await brand.locator('xpath=..').textContent()) ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();
  await brand.check();
  return name;
}

test.describe('catalogue filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a brand and a price range narrow the results, show as chips and are shareable URLs', async ({
    page,
  }) => {
    await page.goto('/c-catalogo-9999?q=sarten');
    const filters = page.getByRole('form', { name: 'Filtros' });
    const brandName = await checkFirstBrand(filters);
    await filters.getByLabel('Mínimo').fill('10');
    await filters.getByLabel('Máximo').fill('200');
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();

    await expect(page).toHaveURL(/marca=/);
    const chips = page.getByRole('navigation', { name: 'Filtros aplicados' });
    await expect(chips.getByRole('link', { name: `Quitar filtro ${brandName}` })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Quitar filtro De 10€ a 200€' })).toBeVisible();
    const brands = await page.locator('main article > p').allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set([brandName]));

    // The URL alone reproduces the same results (canonical form of the range).
    const shared = page.url();
    await page.goto(shared);
    await expect(chips.getByRole('link', { name: 'Quitar filtro De 10€ a 200€' })).toBeVisible();

    await chips.getByRole('link', { name: `Quitar filtro ${brandName}` }).click();
    await expect(page).not.toHaveURL(/marca=/);
    await expect(page).toHaveURL(/precio=10-200/);
  });
});

test('sorting keeps the selected filters', async ({ page }) => {
  await page.goto('/c-catalogo-9999?q=vino&precio=5-40');
  // axe needs JavaScript, so the filtered page with its chips is checked here.
  await expect(page.getByRole('navigation', { name: 'Filtros aplicados' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Ordenar por').selectOption('price_desc');
  await expect(page).toHaveURL(/precio=5-40/);
  await expect(page).toHaveURL(/sort=price_desc/);
});

test('a category page filters its own products under its own address, keeping its breadcrumb', async ({
  page,
}) => {
  await page.goto('/c-cocina-10047');
  const filters = page.getByRole('form', { name: 'Filtros' });
  await filters.getByLabel('Máximo').fill('20');
  await filters.getByLabel('Máximo').press('Enter');
  await expect(page).toHaveURL(/\/c-cocina-10047\/productos\?.*precio-max=20/);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Cocina y menaje');
  const prices = await page.locator('main article .price-now').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) <= 20)).toBe(true);
  await expect(
    page
      .getByRole('navigation', { name: 'Filtros aplicados' })
      .getByRole('link', { name: 'Quitar filtro Hasta 20€' }),
  ).toBeVisible();
});

test("a category's own catalogue is titled with the category and keeps its shop header", async ({
  request,
}) => {
  // The served pages, read without rendering them: title, header and redirect are the server's.
  const catalogue = await servedPage(request, '/c-catalogo-10153');
  expect(textsOf(catalogue.document, 'h1')).toEqual(['Mascotas']);
  expect(catalogue.document.querySelector('header[data-shop]')?.getAttribute('data-shop')).toBe('pets');
  // Its filtered views moved under the shop's address (an old link follows).
  const filtered = await servedPage(request, '/c-catalogo-10153?precio=-30');
  expect(filtered.response.url()).toMatch(/\/c-mascotas-10153\/productos\?precio=-30$/);
  expect(textsOf(filtered.document, 'h1')).toEqual(['Mascotas']);
  expect(filtered.document.querySelector('header[data-shop]')?.getAttribute('data-shop')).toBe('pets');
  expect((await request.get('/c-catalogo-99999999')).status()).toBe(404);
});

test.describe('catalogue filters with JavaScript', () => {
  /** A mark on the window: it survives only if the page was never reloaded. */
  const markPage = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });
  const stillSamePage = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
  /** Opens `path`, marked (to tell a reload from an update in place); returns its filters form. */
  const openMarked = async (page: import('@playwright/test').Page, path: string) => {
    await page.goto(path);
    await markPage(page);
    return page.getByRole('form', { name: 'Filtros' });
  };

  test('ticking a brand, removing its chip and going Back update the results without a reload', async ({
    page,
  }) => {
    const filters = await openMarked(page, '/c-catalogo-9999?q=sarten');
    const total = await page.getByRole('status').filter({ hasText: 'productos encontrados' }).textContent();
    const brandName = await checkFirstBrand(filters);

    await expect(page).toHaveURL(/marca=/);
    const chips = page.getByRole('navigation', { name: 'Filtros aplicados' });
    await expect(chips.getByRole('link', { name: `Quitar filtro ${brandName}` })).toBeVisible();
    expect(new Set(await page.locator('main article > p').allTextContents())).toEqual(new Set([brandName]));
    // Keyboard users keep their place: focus is back on the box they ticked.
    await expect(
      page
        .getByRole('form', { name: 'Filtros' })
        .getByRole('checkbox', { name: new RegExp(`^${brandName}`) }),
    ).toBeFocused();
    expect(await stillSamePage(page)).toBe(true);

    await chips.getByRole('link', { name: `Quitar filtro ${brandName}` }).click();
    await expect(page).not.toHaveURL(/marca=/);
    await expect(page.getByRole('navigation', { name: 'Filtros aplicados' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'productos encontrados' })).toHaveText(total!);

    await page.goBack();
    await expect(page).toHaveURL(/marca=/);
    await expect(
      page
        .getByRole('navigation', { name: 'Filtros aplicados' })
        .getByRole('link', { name: `Quitar filtro ${brandName}` }),
    ).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    await expectAccessible(page);
  });

  test('a price range and the sort order apply in place, and the title follows', async ({ page }) => {
    const filters = await openMarked(page, '/c-catalogo-9999?q=vino');
    await filters.getByLabel('Mínimo').fill('5');
    await filters.getByLabel('Máximo').fill('40');
    // With JavaScript there is no 'Aplicar filtros': a typed price applies on Enter.
    await expect(filters.getByRole('button', { name: 'Aplicar filtros' })).toBeHidden();
    await filters.getByLabel('Máximo').press('Enter');
    await expect(page).toHaveURL(/precio-min=5&precio-max=40/);
    await expect(
      page
        .getByRole('navigation', { name: 'Filtros aplicados' })
        .getByRole('link', { name: 'Quitar filtro De 5€ a 40€' }),
    ).toBeVisible();
    await page.getByLabel('Ordenar por').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/precio=5-40/);
    const prices = (await page.locator('main article .price-now').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price >= 5 && price <= 40)).toBe(true);
    await expect(page).toHaveTitle(/vino/);
    expect(await stillSamePage(page)).toBe(true);
  });

  test('a category page applies its filters in place, under its own address', async ({ page }) => {
    const filters = await openMarked(page, '/c-cocina-10047');
    await filters.getByLabel('Máximo').fill('20');
    // …or when focus leaves the two prices.
    await filters.getByLabel('Máximo').press('Tab');
    await expect(page).toHaveURL(/\/c-cocina-10047\/productos\?precio-max=20$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Filtros aplicados' })
        .getByRole('link', { name: 'Quitar filtro Hasta 20€' }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/c-cocina-10047\/productos\?precio=-20$/,
    );
    expect(await stillSamePage(page)).toBe(true);
  });
});
