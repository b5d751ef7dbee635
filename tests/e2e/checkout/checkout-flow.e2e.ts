import { describeOnEach } from '../support/each-screen';
import { expect, type Page, test } from '../support/test';
import { press, SIZES } from '../support/sizes';
import { expectAccessible } from '../support/axe';
import { htmlErrors } from '../support/html-validate';
import {
  CARDS,
  chooseShippingByForms,
  continueAsGuest,
  openPaymentStepQuietly,
  placeOrderByCard,
} from '../support/checkout';
import {
  addToCartQuietly,
  fillAddress,
  payWithCard,
  signUpQuietly,
  uniqueEmail,
  uniqueMobile,
} from '../support/shopper';
import { FREE_SHIPPING_FROM_CENTS, SEED_FACTS } from '@shop/sandbox-api';

// Issue 16 item 4: the checkout as a focused flow, at the two sizes shoppers use.

const PAN = SEED_FACTS.pan.path;
/** Enough pans for the free standard shipping: the free carrier must be on screen too. */
const FREE_QUANTITY = Math.ceil(FREE_SHIPPING_FROM_CENTS / Math.round(SEED_FACTS.pan.unit * 100));
const STEP_NAMES = ['Tus datos', 'Envío', 'Revisar y confirmar', 'Pago'];
const REFUSED_COUPON = 'El cupón no existe o ha caducado.';

/** The HTML the server sends for the page's address (this shopper's cookies), checked by html-validate. */
async function expectValidHtml(page: Page) {
  const response = await page.request.get(page.url());
  expect(await htmlErrors(await response.text()), `html-validate on ${page.url()}`).toEqual([]);
}

/** The checkout's own frame: logo, steps, help and trust; none of the shop's header, menus or carousel. */
async function expectFocusedLayout(page: Page, { steps = true } = {}) {
  await expect(page.getByRole('link', { name: /^Volver a la tienda/ })).toBeVisible();
  await expect(page.locator('[data-checkout-help]').getByRole('link')).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pasos de la compra' })).toHaveCount(steps ? 1 : 0);
  await expect(page.getByRole('region', { name: 'Opiniones de clientes' })).toHaveCount(0);
  await expect(page.locator('[data-sticky-bar], .site-footer')).toHaveCount(0);
  // Only the steps and the legal links: no category menus, no account or cart links.
  await expect(page.getByRole('navigation')).toHaveCount(steps ? 2 : 1);
  await expect(page.getByRole('link', { name: /^Carrito/ })).toHaveCount(0);
}

describeOnEach(SIZES, 'on the %s', (size) => {
  test('a guest goes through a focused checkout: named steps, trust, thumbnails, carriers in view, the recap, the gift toggle, a refused coupon kept', async ({
    page,
  }) => {
    await addToCartQuietly(page, SEED_FACTS.pan, FREE_QUANTITY);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/checkout\/identification/);
    await expectFocusedLayout(page);
    await expect(page.locator('[data-checkout-steps] li')).toHaveText(
      STEP_NAMES.map((name, i) => `${i + 1}. ${name}`),
    );
    const trust = page.getByRole('region', { name: 'Pago seguro' });
    await expect(trust.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(trust.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(summary.locator('li img')).toHaveCount(1);
    await expect(summary.locator('li img')).toHaveJSProperty('complete', true);
    await expect(summary.getByText(`${FREE_QUANTITY} × ${SEED_FACTS.pan.name}`)).toBeVisible();
    await expectAccessible(page);
    await expectValidHtml(page);

    await page
      .getByLabel(/^Correo electrónico/)
      .first()
      .fill(uniqueEmail('enfocada'));
    await press(page.getByRole('button', { name: 'Continuar' }), size.touch);
    await expect(page).toHaveURL(/\/checkout\/shipping/);
    await expect(page.locator('[aria-current="step"]')).toHaveText('2. Envío');
    await fillAddress(page);
    await press(page.getByRole('button', { name: 'Ver formas de envío' }).last(), size.touch);
    // The jump lands on the carriers: their heading and every option on screen, the free one too.
    await expect(page).toHaveURL(/#carriers-title$/);
    await expect(page.locator('#carriers-title')).toBeInViewport();
    const carriers = page.locator('[data-carriers-form] label');
    await expect(carriers.first()).toContainText('Gratis');
    for (const carrier of await carriers.all()) await expect(carrier).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);
    await press(page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }), size.touch);
    await expect(page).toHaveURL(/\/checkout\/payment$/);

    // Before paying: where it goes, how, and when.
    const recap = page.getByRole('region', { name: 'Así recibirás tu pedido' });
    await expect(recap).toContainText('Calle Mayor 5');
    await expect(recap).toContainText('28013 Madrid');
    await expect(recap).toContainText(/Entrega estimada: \p{L}+, \d{1,2} de \p{L}+/u);
    await expect(
      recap.getByRole('link', { name: 'Cambiar la dirección o la forma de envío' }),
    ).toHaveAttribute('href', '/checkout/shipping');

    // The gift card field waits behind its question.
    const mobile = page.getByLabel('Móvil para recibir la tarjeta regalo');
    await expect(mobile).toBeHidden();
    await press(page.getByText('¿Es un regalo?'), size.touch);
    await expect(mobile).toBeVisible();
    await expectAccessible(page);
    await expectValidHtml(page);

    // A refused coupon stays in its box, the reason with it.
    const coupon = page.getByLabel('Código de cupón');
    await coupon.fill('NOEXISTE');
    await press(page.getByRole('button', { name: 'Aplicar cupón' }), size.touch);
    await expect(coupon).toHaveValue('NOEXISTE');
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');
    await expect(coupon).toHaveAccessibleDescription(REFUSED_COUPON);
    await expect(coupon).toBeInViewport();
    await expectAccessible(page);
  });

  test('a declined card leaves the cart as it was; the paid order is thanked with its summary and a link into the account', async ({
    page,
  }) => {
    await signUpQuietly(page, uniqueEmail(`rechazo-${size.name}`));
    await addToCartQuietly(page, SEED_FACTS.pan);
    // The shipping step is the test above's: here the payment step and after.
    await openPaymentStepQuietly(page);
    const orderId = await placeOrderByCard(page);
    await expect(page.locator('[aria-current="step"]')).toHaveText('4. Pago');
    await expect(page.getByRole('region', { name: 'Pago seguro' })).toBeVisible();
    await expectValidHtml(page);
    await payWithCard(page, CARDS.denied);
    await expect(page.getByRole('alert').filter({ hasText: 'El pago no se ha completado' })).toBeVisible();

    // The cart is untouched: the shopper can change it, or confirm it again.
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: SEED_FACTS.pan.name }).first()).toBeVisible();
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    // Nothing changed: the same order, not a second one.
    await expect(page).toHaveURL(new RegExp(`/checkout/pay\\?order=${orderId}$`));
    await payWithCard(page, CARDS.frictionless);
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`));

    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
    const receipt = page.locator('[data-order-receipt]');
    await expect(receipt.getByRole('heading', { name: /^Tu pedido MT-\d{6}$/ })).toBeVisible();
    await expect(receipt).toContainText(`1 × ${SEED_FACTS.pan.name}`);
    await expect(receipt.locator('li img')).toHaveCount(1);
    await expect(receipt.locator('[data-order-total]')).toHaveText(/\d+,\d{2}\u00a0€/);
    await expect(receipt).toContainText('Calle Mayor 5');
    await expect(receipt.locator('[data-delivery-estimate]')).toHaveText(
      /^\p{L}+, \d{1,2} de \p{L}+ con Envío/u,
    );
    await expect(page.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute(
      'href',
      `/account/orders/${orderId}`,
    );
    await expect(page.getByRole('region', { name: 'Pago seguro' })).toHaveCount(0);
    await expectFocusedLayout(page, { steps: false });
    await expectAccessible(page);
    await expectValidHtml(page);
    await press(page.getByRole('link', { name: 'Ver el pedido' }), size.touch);
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
    await expect(page.locator('[data-order-status]')).toHaveText('Pagado');

    // Paid: now the cart is empty.
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: SEED_FACTS.pan.name })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the gift toggle opens and its form posts, the refused coupon keeps its code, and the order is placed', async ({
    page,
  }) => {
    await page.goto(PAN);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/checkout');
    await continueAsGuest(page, uniqueEmail('sin-js'));
    await chooseShippingByForms(page);
    const mobile = page.getByLabel('Móvil para recibir la tarjeta regalo');
    await expect(mobile).toBeHidden();
    await page.getByText('¿Es un regalo?').click();
    await mobile.fill(uniqueMobile());
    await page.getByRole('button', { name: 'Solicitar tarjeta regalo' }).click();
    await expect(page).toHaveURL(/aviso=tarjeta-regalo$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Te enviaremos la tarjeta regalo' }),
    ).toBeVisible();
    await page.getByLabel('Código de cupón').fill('NOEXISTE');
    await page.getByRole('button', { name: 'Aplicar cupón' }).click();
    await expect(page.getByLabel('Código de cupón')).toHaveValue('NOEXISTE');
    await expect(page.getByLabel('Código de cupón')).toHaveAccessibleDescription(REFUSED_COUPON);
    // The order is placed by the plain form too (the bank's card form itself needs JavaScript).
    await page.getByLabel('Tarjeta de crédito o débito').check();
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\?order=\d+$/);
    await expect(page.locator('[aria-current="step"]')).toHaveText('4. Pago');
  });
});
