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
