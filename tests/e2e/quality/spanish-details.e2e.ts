import { describeOnEach, withoutScripts } from '../support/each-screen';
import { expect, type Page, test } from '../support/test';
import { cookieBanner } from '../support/analytics';
import { expectAccessible } from '../support/axe';
import { SEED_FACTS } from '@shop/sandbox-api';
import { cartLink, hoverHydratedCart, miniCart, openProduct, PAN } from '../support/cart';
import { addToCartQuietly } from '../support/shopper';

/** Issue 16, item 5: the small things a Spanish shopper notices, at both sizes. */
const SIZES = [
  { name: 'on a desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

const ADJUSTED = /^Solo quedan (\d+) unidades; hemos ajustado la cantidad\.$/;

/** The number of units a quantity message says are left. */
async function unitsLeft(message: ReturnType<Page['locator']>): Promise<string> {
  await expect(message).toHaveText(ADJUSTED);
  return (await message.textContent())!.match(ADJUSTED)![1]!;
}

describeOnEach(SIZES, '%s', () => {
  test('the cookie banner is the first Tab stop; once answered, Tab starts at the skip link', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Política de cookies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Rechazar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  });

  test("a signed-in shopper's avatar is their initial in a circle, without the login icon", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'mt_cliente', value: encodeURIComponent('úrsula Pérez'), url: baseURL! },
    ]);
    await page.goto('/');
    const account = page.locator('[data-header-account]');
    await expect(account).toHaveAccessibleName('Mi cuenta');
    const initial = account.locator('[data-account-initial]');
    await expect(initial).toHaveText('Ú');
    await expect(account.locator('[data-account-icon]')).toBeHidden();
    const box = (await initial.boundingBox())!;
    expect(box.width).toBeGreaterThan(0);
    expect(box.width).toBe(box.height);
    const radius = await initial.evaluate((element) =>
      parseFloat(getComputedStyle(element).borderTopLeftRadius),
    );
    expect(radius).toBeGreaterThanOrEqual(box.width / 2);
    await expectAccessible(page);
  });

  test('a quantity above the stock is lowered with a message saying why', async ({ page }) => {
    // A product no other test buys: the page's stock is the API's (the pan's drops as others pay).
    await openProduct(page, SEED_FACTS.cheap.path);
    const quantity = page.getByLabel('Cantidad', { exact: true });
    await quantity.fill('5000');
    const message = page.locator('form.add-to-cart [role="status"]');
    const left = await unitsLeft(message);
    await expect(quantity).toHaveValue(left);
    await expect(quantity).toHaveAccessibleDescription((await message.textContent()) as string);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(cartLink(page)).toHaveAccessibleName(`Carrito (${left})`);
  });
});

describeOnEach(withoutScripts(SIZES), '%s, without JavaScript', () => {
  test('the cart page lowers a quantity above the stock and says why', async ({ page }) => {
    // The pan in the cart with the product page's plain post (it lands on /cart), then its page.
    await addToCartQuietly(page, SEED_FACTS.pan);
    await page.goto('/cart');
    // 998 passes the form's own limit (999) and is above the pan's stock.
    await page.getByLabel('Cantidad', { exact: true }).fill('998');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    const left = await unitsLeft(page.locator('.cart-notice'));
    await expect(page.getByLabel('Cantidad', { exact: true })).toHaveValue(left);
    expect(Number(left)).toBeLessThan(998);
    // No axe here: it runs as a script, which this browser does not run (the notice's markup is the cart page's own).
  });
});

test('the empty mini cart\'s "Tramitar compra" looks disabled', async ({ page }) => {
  // The mini cart shows from 600 px wide only (spec §2), so this is a desktop check.
  await page.setViewportSize({ width: 1366, height: 900 });
  await openProduct(page, PAN);
  await hoverHydratedCart(page);
  const checkout = miniCart(page).getByRole('button', { name: 'Tramitar compra' });
  await expect(checkout).toBeDisabled();
  const look = await checkout.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color, cursor: style.cursor };
  });
  // Grey (gray-200 / gray-600), not the brand's active orange-brown, and the not-allowed cursor.
  expect(look).toEqual({ background: 'rgb(229, 231, 235)', color: 'rgb(75, 85, 99)', cursor: 'not-allowed' });
  const active = await page
    .getByRole('button', { name: 'Añadir al carrito' })
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(active).not.toBe(look.background);
  await expectAccessible(page);
});
