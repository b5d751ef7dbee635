import { describeOnEach } from '../support/each-screen';
import { expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { layoutShift, SCREENS } from '../support/screens';
import { answerCookieBanner } from '../support/analytics';
import { cartLink } from '../support/cart';
import { addToCartQuietly } from '../support/shopper';
import { SEED_FACTS, FREE_SHIPPING_FROM_CENTS } from '@shop/sandbox-api';
import { formatPrice } from '../../../src/lib/format/format.ts';

/** Issue 27 item 4: the cart page on a phone and a desktop. */

/**
 * Puts one of each product in the cart with the product page's plain form's post (the lines are
 * these tests' starting point: adding from the product page is cart.e2e.ts's and first-tap's),
 * then opens the cart page, hydrated.
 */
async function addAndOpenCart(page: Page, products: { id: number; name: string }[]): Promise<void> {
  for (const product of products) await addToCartQuietly(page, product);
  await page.goto('/cart');
  await expect(cartLink(page)).toHaveAccessibleName(`Carrito (${products.length})`);
  await page.locator('[data-island="ready"]:has(.cart-line)').waitFor({ state: 'attached' });
}

describeOnEach(SCREENS, '%s', (size) => {
  const { phone } = size;

  test('− and + change a quantity (no Actualizar with JavaScript), and the way to free shipping is said in words', async ({
    page,
  }) => {
    await addAndOpenCart(page, [SEED_FACTS.pan]);
    const line = page.locator('.cart-line');
    const minus = line.getByRole('button', { name: /^Disminuir cantidad/ });
    const plus = line.getByRole('button', { name: /^Aumentar cantidad/ });
    await expect(page.getByRole('button', { name: 'Actualizar' })).toBeHidden();
    // Minus stops at 1: the line's own button removes it.
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    // The threshold is the API's (the sandbox's), not the shop's.
    const missing = (FREE_SHIPPING_FROM_CENTS - Math.round(SEED_FACTS.pan.unit * 100)) / 100;
    const status = page.getByRole('status').filter({ hasText: /envío gratis/ });
    await expect(status).toHaveText(`Te faltan ${formatPrice(missing)} para el envío gratis.`);
    await expectAccessible(page);

    if (phone) await plus.tap();
    else await plus.click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
    await expect(line.getByLabel('Cantidad', { exact: true })).toHaveValue('2');
    // The moment it turns free is said (a live region), not only a bar filled.
    await expect(status).toHaveText('¡Ya tienes el envío gratis!');
    await expect(page.locator('.cart-summary')).toContainText('Gratis');

    if (phone) await minus.tap();
    else await minus.click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
    await expect(status).toHaveText(/^Te faltan/);
    await expectAccessible(page);
  });

  test('the cart page moves nothing as it hydrates: the steppers and the bar are in its HTML', async ({
    page,
  }) => {
    await addAndOpenCart(page, [SEED_FACTS.pan]);
    expect(await layoutShift(page)).toBe(0);
  });

  test("'Tramitar pedido' is in sight from the top of a long cart", async ({ page }) => {
    await addAndOpenCart(page, [SEED_FACTS.pan, SEED_FACTS.cheap]);
    await answerCookieBanner(page, 'Rechazar');
    const checkout = page.getByRole('link', { name: 'Tramitar pedido' });
    await expect(checkout).toHaveAttribute('href', '/checkout');
    await expect(checkout).toBeInViewport();
    if (phone) {
      // A bar stuck to the screen's bottom, with the total beside the button.
      const bar = page.locator('.checkout-bar');
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(844);
      await expect(bar).toContainText(/Total: \d/);
    }
    await expectAccessible(page);
  });
});
