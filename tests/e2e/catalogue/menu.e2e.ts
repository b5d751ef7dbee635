import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { servedPage, textsOf } from '../support/served-page';
import { SEED_FACTS } from '@shop/sandbox-api';

for (const path of ['/', SEED_FACTS.pan.path]) {
  test(`hovering a shop in the navbar opens its subcategories, leaving closes them (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Tiendas', exact: true });
    const kitchen = nav.locator('[data-menu-item]').first();
    const panel = kitchen.locator('[data-menu-panel]');
    await kitchen.getByRole('link').first().hover();
    await expect(panel).toBeVisible();
    // The subcategories, with their pictures, from the fragment the navbar loads when reached.
    await expect(panel.locator('[data-panel-for] a img').first()).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(panel).toBeHidden();
  });
}

test("an on-demand page reads the menu's tree for its visit and passes the API's cookie on", async ({
  page,
  context,
}) => {
  // The sandbox remembers a campaign landing (utm_source in the real query it is told) in a cookie.
  const response = await page.goto(`${SEED_FACTS.pan.path}?utm_source=boletin`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect((await context.cookies()).find((cookie) => cookie.name === 'sandbox_campaign')?.value).toBe(
    'boletin',
  );
  const nav = page.getByRole('navigation', { name: 'Tiendas', exact: true });
  // The shops with subcategories in the visit's tree get their dropdown's toggle.
  await expect(nav.locator('[data-menu-item]').first().locator('[data-menu-toggle]')).toBeAttached();
  // Later visits carry the cookie to the tree call: no new cookie, and the page may be shared again
  // (the answer is read with the browser's cookies, without rendering the page again).
  const again = await page.request.get(`${SEED_FACTS.pan.path}?utm_source=boletin&v=2`);
  expect(again.status()).toBe(200);
  expect(again.headers()['set-cookie']).toBeUndefined();
});

test('the navbar dropdown works by keyboard and Escape returns focus to its toggle', async ({ page }) => {
  await page.goto('/c-cocina-10047');
  const toggle = page.getByRole('button', { name: 'Subcategorías de Bebidas' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  // Its subcategories, loaded when focus reached the navbar.
  await expect(panel.getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('by touch, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap opens a shop's subcategories and they stay open; a second tap, a tap outside or Escape close them", async ({
    page,
  }) => {
    await page.goto('/c-cocina-10047');
    const nav = page.getByRole('navigation', { name: 'Tiendas', exact: true });
    const toggle = nav.getByRole('button', { name: 'Subcategorías de Cocina y menaje' });
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
    await expect(page.locator('[data-menu-panel]:not([hidden])')).toHaveCount(1);
    await toggle.tap();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.tap();
    await expect(panel).toBeVisible();
    // The panel spans the page but for a margin at each side: a tap there is outside it. Beside
    // the heading (plain text under the panel): next to a covered link or button, the browser's
    // touch adjustment would move the tap onto the panel.
    const box = (await panel.boundingBox())!;
    const heading = (await page.locator('main h1').boundingBox())!;
    await page.touchscreen.tap(box.x / 2, heading.y + heading.height / 2);
    await expect(panel).toBeHidden();

    await toggle.tap();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('tapping another shop’s toggle swaps the open panel', async ({ page }) => {
    await page.goto('/c-cocina-10047');
    const nav = page.getByRole('navigation', { name: 'Tiendas', exact: true });
    const kitchen = nav.getByRole('button', { name: 'Subcategorías de Cocina y menaje' });
    const drinks = nav.getByRole('button', { name: 'Subcategorías de Bebidas' });
    await kitchen.tap();
    await drinks.tap();
    await expect(drinks).toHaveAttribute('aria-expanded', 'true');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`#${await drinks.getAttribute('aria-controls')}`)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu lists the shops by name and expands each one into its subcategories', async ({ page }) => {
    await page.goto('/c-cocina-10047');
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await expect(menu).toBeVisible();
    const shops = await menu.locator('[data-side-shops] > li > details > summary').allTextContents();
    expect(shops.length).toBeGreaterThan(5);
    expect(shops).toEqual([...shops].sort((a, b) => a.localeCompare(b, 'es')));
    await menu.locator('summary', { hasText: /^Mascotas$/ }).click();
    await expect(menu.getByRole('link', { name: 'Todo Mascotas', exact: true })).toBeVisible();
    await expect(menu.locator('details[open] li')).not.toHaveCount(1);
    await expectAccessible(page);
  });
});

test('the side menu: login, home, shops, boutiques and the gift button; focus stays inside and returns', async ({
  page,
}) => {
  await page.goto('/c-cocina-10047');
  const button = page.getByRole('button', { name: 'Menú', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
  await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('href', '/');
  await expect(menu.getByRole('link', { name: 'Asayaor' })).toHaveAttribute('href', '/asayaor');
  const gift = menu.getByRole('link', { name: /^Regala con / });
  await expect(gift).toHaveAttribute('href', '/c-tarjetas-regalo-10197');
  await expectAccessible(page);
  // Tab wraps inside the open menu in both directions.
  await page.keyboard.press('Shift+Tab');
  await expect(gift).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('the side menu closes on a click outside and on a route change, also after Back', async ({ page }) => {
  await page.goto('/c-cocina-10047');
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  await expect(menu).toBeVisible();
  await page.mouse.click(1200, 400);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  await menu.getByRole('link', { name: 'Asayaor' }).click();
  await expect(page).toHaveURL(/\/asayaor$/);
  await expect(page.getByRole('navigation', { name: 'Menú' })).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/c-cocina-10047$/);
  await expect(page.getByRole('navigation', { name: 'Menú' })).toBeHidden();
});

for (const path of ['/c-bricolaje-10154', '/c-catalogo-10154']) {
  test(`the DIY shop has its 'Todo Bricolaje' side menu with the section's categories (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.getByRole('button', { name: 'Todo Bricolaje' }).click();
    const menu = page.getByRole('navigation', { name: 'Todo Bricolaje' });
    await expect(menu).toBeVisible();
    const sections = await menu.locator(':scope summary').allTextContents();
    expect(sections.length).toBeGreaterThan(1);
    expect(sections).toEqual([...sections].sort((a, b) => a.localeCompare(b, 'es')));
    await menu.locator('summary').first().click();
    const child = menu.locator('details[open] ul a').nth(1);
    await expect(child).toBeVisible();
    await expect(child).toHaveAttribute('href', /^\/c-.+-\d+$/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
}

test('only the DIY shop shows the DIY side menu', async ({ request }) => {
  // The served HTML, read without rendering it: the button would be the server's.
  const { document } = await servedPage(request, '/c-cocina-10047');
  const buttons = textsOf(document, 'button, [role="button"]');
  expect(buttons.length).toBeGreaterThan(0);
  expect(buttons.filter((text) => /todo bricolaje/i.test(text))).toEqual([]);
});
