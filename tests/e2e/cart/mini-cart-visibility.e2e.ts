import { expect, type Page, test } from '../support/test';
import { WIDE } from '../support/screens';
import { cartLink, hoverHydratedCart, miniCart, openProduct, PAN } from '../support/cart';
import { continueAsGuest, toPaymentQuietly } from '../support/checkout';
import { stopClock } from '../support/clock';
import { addToCartQuietly, uniqueEmail } from '../support/shopper';
import { SEED_FACTS } from '@shop/sandbox-api';

// Spec §2 and §9: the mini cart is hidden on the home route, /cart, /checkout (and the checkout's
// steps) and on screens narrower than 600 px (MINI_CART_HIDDEN_PATHS, MINI_CART_MIN_WIDTH_PX).
// The home page has its own test in cart.e2e.ts.

/** The mini cart's panel whether displayed or not: under 600 px the panel is rendered but never shown. */
const renderedMiniCart = (page: Page) =>
  page.getByRole('region', { name: 'Carrito', exact: true, includeHidden: true });

test.describe('with a product in the cart', () => {
  test.use(WIDE);

  test('the mini cart shows from 600 px wide and never under: an open panel hides at 599 px and comes back at 600; an add at 599 px only shows quick-buy, and the cart link still leads to the cart', async ({
    page,
  }) => {
    await page.clock.install();
    await addToCartQuietly(page, SEED_FACTS.pan);
    await page.setViewportSize({ width: 600, height: 900 });
    await openProduct(page, PAN);
    // Exactly 600 px: focusing the cart link opens the panel, as on any wider screen.
    await cartLink(page).focus();
    await expect(miniCart(page)).toBeVisible();
    await expect(miniCart(page).getByRole('link', { name: 'Ver cesta (1)' })).toBeVisible();
    // One pixel less: the same open panel is not displayed (nor in the accessibility tree)…
    await page.setViewportSize({ width: 599, height: 900 });
    await expect(renderedMiniCart(page)).toBeAttached();
    await expect(renderedMiniCart(page)).toBeHidden();
    await expect(miniCart(page)).toHaveCount(0);
    // …and back at 600 px it is.
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(miniCart(page)).toBeVisible();

    // At 599 px an add opens the panel too (the store does not know the width rule), yet the
    // shopper sees only the quick-buy popup.
    await page.setViewportSize({ width: 599, height: 900 });
    await openProduct(page, PAN);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(renderedMiniCart(page)).toBeAttached();
    // The panel's own 3 s stop here, so it is still open (rendered) for what follows.
    await stopClock(page);
    await expect(renderedMiniCart(page)).toBeAttached();
    await expect(renderedMiniCart(page)).toBeHidden();
    const popup = page.getByRole('dialog', { name: 'Agregado al carrito' });
    await expect(popup).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
    await page.clock.resume();
    await popup.getByRole('button', { name: 'Cerrar' }).click();
    await expect(popup).toBeHidden();
    // Hovering the cart link does not show it either; the link itself leads to the cart.
    await cartLink(page).hover();
    await expect(renderedMiniCart(page)).toBeHidden();
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
    await expect(page.getByLabel('Cantidad', { exact: true })).toHaveValue('2');
  });

  test('the mini cart never opens on /cart, and the focused checkout has no mini cart at all; its summary leads back to the cart', async ({
    page,
  }) => {
    await addToCartQuietly(page, SEED_FACTS.pan);
    // The control: on a product page that hover opens it at once (counted without waiting).
    await page.goto(PAN);
    await hoverHydratedCart(page);
    expect(await miniCart(page).count()).toBe(1);

    await page.goto('/cart');
    await expect(page).toHaveURL(/\/cart$/);
    await hoverHydratedCart(page);
    expect(await renderedMiniCart(page).count()).toBe(0);
    await cartLink(page).focus();
    expect(await renderedMiniCart(page).count()).toBe(0);
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
    /** The checkout's own layout (issue 16): no cart link, no mini cart, nothing to open. */
    const noMiniCartOn = async (path: RegExp) => {
      await expect(page).toHaveURL(path);
      await expect(cartLink(page)).toHaveCount(0);
      await expect(renderedMiniCart(page)).toHaveCount(0);
    };
    await page.goto('/checkout');
    await noMiniCartOn(/\/checkout\/identification/);
    await continueAsGuest(page, uniqueEmail('minicesta'));
    await noMiniCartOn(/\/checkout\/shipping$/);
    // The address and the carrier with the step's posts (going through the step is checkout-flow's).
    await toPaymentQuietly(page);
    await page.goto('/checkout/payment');
    await noMiniCartOn(/\/checkout\/payment$/);

    await page.getByRole('link', { name: 'Modificar el carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.cart-line')).toHaveCount(1);
  });
});
