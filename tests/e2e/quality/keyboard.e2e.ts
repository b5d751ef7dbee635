import { expect, test } from '../support/test';
import { answerCookieBanner } from '../support/analytics';

test('a keyboard-only shopper skips to the content, opens a category and a product, and searches', async ({
  page,
}) => {
  await page.goto('/');
  // The cookie banner comes first while it shows (spanish-details.e2e.ts); answered, Tab starts at the skip link.
  await answerCookieBanner(page, 'Rechazar');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contenido')).toBeFocused();

  // The first link in the content is the first home section's shop; the next one its first tile.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const tile = page.locator(':focus');
  const tileName = ((await tile.textContent()) ?? '').trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tileName);

  const firstProduct = page.locator('main article a').first();
  await firstProduct.focus();
  const productName = ((await firstProduct.textContent()) ?? '').trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);

  await page.getByRole('combobox', { name: 'Buscar productos' }).focus();
  await page.keyboard.type('vino');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «vino»');
});

test('focus is always visible on the header controls', async ({ page }) => {
  await page.goto('/');
  const cart = page.getByRole('link', { name: 'Carrito' });
  await cart.focus();
  const outline = await cart.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
  });
  expect(outline).toBe(true);
});
