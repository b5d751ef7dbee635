import { expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';

// Issue 16, item 2: a shop's listing on the phone and the desktop, and its further pages.
const SHOP = '/c-cocina-10047';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Whether the page scrolls sideways (a few pixels too wide is enough to wobble on a phone). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('on the phone', () => {
  test.use(PHONE);

  test('a shop page shows its first product on the first screen, subcategories as one row of chips', async ({
    page,
  }) => {
    await page.goto(SHOP);
    const first = page.locator('main article').first();
    const box = await first.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
    const chips = page.getByRole('navigation', { name: 'Subcategorías' }).getByRole('listitem');
    const tops = await chips.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
    // The filters wait in their sheet: closed, they take no room.
    await expect(page.getByRole('form', { name: 'Filtros' })).toBeHidden();
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
  });

  test("'Filtrar' and 'Ordenar' open their sheets by touch, and close them", async ({ page }) => {
    await page.goto(SHOP);
    const filters = page.getByRole('form', { name: 'Filtros' });
    await page.getByRole('button', { name: 'Filtrar' }).tap();
    await expect(filters).toBeVisible();
    // A box ticked applies at once: 'Aplicar filtros' is only for a page without JavaScript.
    await expect(filters.getByRole('button', { name: 'Aplicar filtros' })).toBeHidden();
    await expectAccessible(page);
    await page.locator('#filtros').getByRole('button', { name: 'Cerrar' }).tap();
    await expect(filters).toBeHidden();

    await page.getByRole('button', { name: 'Ordenar', exact: true }).tap();
    const sort = page.getByLabel('Ordenar por');
    await expect(sort).toBeVisible();
    await sort.selectOption('price_asc');
    await expect(page).toHaveURL(/\/c-cocina-10047\/productos\?sort=price_asc$/);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
      'Cocina y menaje',
    );
  });

  test('with JavaScript, a box ticked in the sheet applies in place and the sheet stays open', async ({
    page,
  }) => {
    await page.goto(SHOP);
    await page.getByRole('button', { name: 'Filtrar' }).tap();
    const brands = page.getByRole('form', { name: 'Filtros' }).getByRole('group', { name: 'Marca' });
    await brands.getByRole('checkbox').first().tap();
    await expect(page).toHaveURL(/\/c-cocina-10047\/productos\?marca=/);
    await expect(brands.getByRole('checkbox').first()).toBeChecked();
    await expect(brands.getByRole('checkbox').first()).toBeFocused();
    await expect(page.getByRole('button', { name: 'Filtrar (1)' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('form', { name: 'Filtros' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Filtros aplicados' })).toBeVisible();
  });

  test('the sheets open and close by keyboard, focus going back to their button', async ({ page }) => {
    await page.goto(SHOP);
    const open = page.getByRole('button', { name: 'Filtrar' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Filtros' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#filtros :focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('form', { name: 'Filtros' })).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('search results come before the filters, and the page never scrolls sideways', async ({ page }) => {
    await page.goto('/c-catalogo-9999?q=sarten');
    const first = page.locator('main article').first();
    expect((await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
    await expect(page.getByRole('form', { name: 'Filtros' })).toBeHidden();
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
  });
});

test('page 1 of a shop sorts; its numbered pages stay under its address with breadcrumb and tiles', async ({
  page,
}) => {
  await page.goto(SHOP);
  await expect(page.getByLabel('Ordenar por')).toBeVisible();
  // On a wide screen the filters are the sidebar: no sheets, no bar to open them.
  await expect(page.getByRole('form', { name: 'Filtros' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtrar' })).toBeHidden();
  const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await expect(pages.getByText('Página 1', { exact: true })).toHaveCount(1);
  await expect(pages.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('rel', 'next');
  await expect(pages.getByRole('link', { name: 'Anterior' })).toHaveCount(0);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute(
    'href',
    /\/c-cocina-10047\/productos\?page=2$/,
  );
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);

  await pages.getByRole('link', { name: 'Página 2', exact: true }).click();
  await expect(page).toHaveURL(/\/c-cocina-10047\/productos\?page=2$/);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Cocina y menaje');
  await expect(
    page.getByRole('navigation', { name: 'Subcategorías' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.locator('header[data-shop]')).toHaveAttribute('data-shop', 'kitchen');
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Página 2');
  await expect(pages.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', SHOP);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/c-cocina-10047$/);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute(
    'href',
    /\/c-cocina-10047\/productos\?page=3$/,
  );
  await expectAccessible(page);

  // The filters never offer the shop itself (or anything above it).
  const categories = page.getByRole('form', { name: 'Filtros' }).getByRole('group', { name: 'Categoría' });
  await expect(categories.getByRole('checkbox', { name: /^Cocina y menaje \(/ })).toHaveCount(0);
  await expect(categories.getByRole('checkbox', { name: /^Inicio \(/ })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a shop's further pages and its sort are real pages", async ({ page }) => {
    const second = await page.goto('/c-cocina-10047/productos?page=2');
    expect(second?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/c-cocina-10047\/productos\?page=2$/,
    );
    await page.getByLabel('Ordenar por').selectOption('price_desc');
    await page.getByRole('button', { name: 'Ordenar', exact: true }).last().click();
    await expect(page).toHaveURL(/\/c-cocina-10047\/productos\?sort=price_desc$/);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
      'Cocina y menaje',
    );
    // The plain first page is the static one (where the address leads, read without rendering it).
    const first = await page.request.get('/c-cocina-10047/productos');
    expect(first.status()).toBe(200);
    expect(first.url()).toMatch(/\/c-cocina-10047$/);
  });
});

test.describe('on the phone, scrolled', () => {
  // Without the slide-in, the stuck bar is measured where it stays.
  test.use({ ...PHONE, reducedMotion: 'reduce' });

  test('the stuck header is compact and the Filtrar/Ordenar bar sits right under it', async ({ page }) => {
    await page.goto(SHOP);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const header = page.locator('[data-sticky-bar][data-stuck="true"]');
    await expect(header).toBeVisible();
    const headerBox = await header.boundingBox();
    const barBox = await page.locator('.listing-bar').boundingBox();
    expect(headerBox!.y).toBe(0);
    expect(Math.abs(barBox!.y - headerBox!.height)).toBeLessThanOrEqual(1);
    // Together under a fifth of the screen: 160 px (the stuck header alone took 176 px before).
    expect(headerBox!.height + barBox!.height).toBeLessThanOrEqual(160);
  });
});
