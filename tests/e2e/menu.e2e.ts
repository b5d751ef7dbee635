import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

for (const path of ['/', '/sarten-antiadherente-2-l-102']) {
  test(`hovering a shop in the navbar opens its subcategories, leaving closes them (${path})`, async ({ page }) => {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Tiendas', exact: true });
    const kitchen = nav.locator('[data-menu-item]').first();
    const panel = kitchen.locator('[data-menu-panel]');
    await kitchen.getByRole('link').first().hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(panel).toBeHidden();
  });
}

test('the navbar dropdown works by keyboard and Escape returns focus to its toggle', async ({ page }) => {
  await page.goto('/c-cocina-10047');
  const toggle = page.getByRole('button', { name: 'Subcategorías de Bebidas' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu lists the shops by name and expands each one into its subcategories', async ({ page }) => {
    await page.goto('/c-cocina-10047');
    await page.locator('details.mobile-menu > summary').click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await expect(menu).toBeVisible();
    const shops = await menu.locator(':scope > ul > li > details > summary').allTextContents();
    expect(shops).toEqual([...shops].sort((a, b) => a.localeCompare(b, 'es')));
    await menu.locator('summary', { hasText: /^Mascotas$/ }).click();
    await expect(menu.getByRole('link', { name: 'Mascotas', exact: true })).toBeVisible();
    await expect(menu.locator('details[open] li')).not.toHaveCount(1);
    await expectAccessible(page);
  });
});
