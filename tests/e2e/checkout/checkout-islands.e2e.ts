import { describeOnEach } from '../support/each-screen';
import { expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { SIZES } from '../support/sizes';
import { openPaymentStepQuietly } from '../support/checkout';
import { hoverHydratedCart, miniCart } from '../support/cart';
import { addToCartQuietly, fillAddress, uniqueEmail, uniqueMobile } from '../support/shopper';
import { SEED_FACTS } from '@shop/sandbox-api';

// Issue 18 item 4: the checkout's islands, with JavaScript on (desktop and phone) and off.

const PAN = SEED_FACTS.pan.path;
const COUPON = 'BIENVENIDA10';
const COUPON_NAME = 'Bienvenida: 10 % de descuento';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(obligatorio\\))?$`));
const carriersTitle = (page: Page) => page.locator('#carriers-title');
const chosenCarrier = (page: Page) => page.locator('[data-carriers-form] input[type="radio"]:checked');
const total = (page: Page) => page.locator('[data-summary-total]');
/**
 * No island of the step is still hydrating (the shop's `data-island` mark). Page scripts are ready at `load`, but
 * an island's own chunk may come later: what is typed before keeps its text, yet its blur and
 * input events reach no React, and this file tests what React does with them.
 */
const hydrated = (page: Page) => expect(page.locator('[data-island="hydrating"]')).toHaveCount(0);

/** A guest with a pan in the cart, on the shipping step. */
async function guestOnShipping(page: Page, label: string) {
  await addToCartQuietly(page, SEED_FACTS.pan);
  await page.goto('/checkout');
  await hydrated(page);
  // The contact is checked as the shopper leaves it, in the API's words.
  const email = page.getByLabel(/^Correo electrónico/).first();
  await email.fill('ana@');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('El correo electrónico no es válido.');
  await email.fill(uniqueEmail(label));
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await hydrated(page);
}

describeOnEach(SIZES, 'on the %s', (size) => {
  test('the carriers follow the postal code in place and keep the one chosen; fields are checked in the API words', async ({
    page,
  }) => {
    await guestOnShipping(page, `portes-${size.name}`);
    const shippingUrl = page.url();
    await fillAddress(page);
    // Typing a postal code is enough: the carriers come without sending the form.
    await expect(carriersTitle(page)).toHaveText('Formas de envío a 28013');
    await page.getByLabel(/Envío urgente 24 h/).check();
    await field(page, 'Código postal').fill('08001');
    await expect(carriersTitle(page)).toHaveText('Formas de envío a 08001');
    await expect(chosenCarrier(page)).toHaveAccessibleName(/Envío urgente 24 h/);
    // The islands deliver elsewhere: the Balearic carriers replace them, the first one chosen.
    await field(page, 'Código postal').fill('07001');
    await expect(carriersTitle(page)).toHaveText('Formas de envío a 07001');
    await expect(chosenCarrier(page)).toHaveAccessibleName(/Baleares/);
    await field(page, 'Código postal').fill('08001');
    await expect(carriersTitle(page)).toHaveText('Formas de envío a 08001');
    await page.getByLabel(/Envío urgente 24 h/).check();
    expect(page.url()).toBe(shippingUrl);

    // A wrong postal code and phone are said as the shopper leaves them, in the API's words.
    await field(page, 'Código postal').fill('99999');
    await field(page, 'Teléfono').fill('12');
    await field(page, 'Teléfono').blur();
    await expect(field(page, 'Código postal')).toHaveAccessibleDescription('El código postal no es válido.');
    await expect(field(page, 'Teléfono')).toHaveAccessibleDescription('El teléfono no es válido.');
    await expectAccessible(page);
    await field(page, 'Teléfono').fill('612345678');
    await expect(field(page, 'Teléfono')).not.toHaveAttribute('aria-invalid', 'true');
    // The province follows the postal code (issue 27), and stays editable: the API has the last
    // word on a province that is not the postal code's, beside its field.
    await field(page, 'Código postal').fill('08001');
    await expect(field(page, 'Código postal')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Provincia')).toHaveValue('Barcelona');
    await field(page, 'Provincia').fill('Madrid');
    await page.getByRole('button', { name: 'Ver formas de envío' }).click();
    await expect(field(page, 'Provincia')).toHaveAccessibleDescription(
      'La provincia no corresponde al código postal.',
    );
    await expect(field(page, 'Provincia')).toBeFocused();
    await field(page, 'Provincia').fill('Barcelona');
    await field(page, 'Localidad').fill('Barcelona');
    await page.getByRole('button', { name: 'Ver formas de envío' }).click();
    await expect(page).toHaveURL(/#carriers-title$/);
    await expect(carriersTitle(page)).toBeInViewport();
    await expect(chosenCarrier(page)).toHaveAccessibleName(/Envío urgente 24 h/);
    await page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await hydrated(page);
    const recap = page.getByRole('region', { name: 'Así recibirás tu pedido' });
    await expect(recap).toContainText('08001 Barcelona');
    await expect(recap).toContainText('Envío urgente 24 h');
  });

  test('a coupon applies and comes off in place: the summary and the order button show the new total', async ({
    page,
  }) => {
    // The steps before are the way here (their islands are the test above's): their plain posts.
    await addToCartQuietly(page, SEED_FACTS.pan);
    await openPaymentStepQuietly(page, uniqueEmail(`cupon-${size.name}`));
    await hydrated(page);
    const before = await total(page).textContent();
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    // On a wide screen, the mini cart of another tab shows the same totals as they change.
    const shop = size.name === 'desktop' ? await page.context().newPage() : null;
    if (shop) {
      await shop.goto(PAN);
      await hoverHydratedCart(shop);
      await expect(miniCart(shop)).not.toContainText(COUPON_NAME);
      await page.bringToFront();
    }
    await page.getByLabel('Código de cupón').fill(COUPON.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar cupón' }).click();
    await expect(summary).toContainText(COUPON_NAME);
    if (shop) await expect(miniCart(shop)).toContainText(COUPON_NAME);
    await expect(total(page)).not.toHaveText(before ?? '');
    const after = (await total(page).textContent()) ?? '';
    await expect(page.getByRole('button', { name: /^Confirmar y pagar/ })).toHaveText(
      `Confirmar y pagar ${after}`,
    );
    await expect(page.getByRole('status').filter({ hasText: 'Cupón aplicado.' })).toBeVisible();
    expect(page.url()).toMatch(/\/checkout\/payment$/);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Quitar el cupón ${COUPON}` }).click();
    await expect(summary).not.toContainText(COUPON_NAME);
    await expect(total(page)).toHaveText(before ?? '');
    await expect(page.getByRole('button', { name: /^Confirmar y pagar/ })).toHaveText(
      `Confirmar y pagar ${before}`,
    );
    if (shop) await expect(miniCart(shop)).not.toContainText(COUPON_NAME);
    await shop?.close();

    // The network fails: the §8 toast, and the code stays typed.
    await page.route('**/coupon/apply', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Código de cupón').fill(COUPON);
    await page.getByRole('button', { name: 'Aplicar cupón' }).click();
    await expect(page.getByText('No es posible acceder al servicio')).toBeVisible();
    await expect(page.getByLabel('Código de cupón')).toHaveValue(COUPON);
    await expect(total(page)).toHaveText(before ?? '');
    await page.unroute('**/coupon/apply');

    // The gift card is asked for in place too, its mobile checked before sending.
    await page.getByText('¿Es un regalo?').click();
    const mobile = page.getByLabel('Móvil para recibir la tarjeta regalo');
    await mobile.fill('912345678');
    await page.getByRole('button', { name: 'Solicitar tarjeta regalo' }).click();
    await expect(mobile).toHaveAccessibleDescription('Introduce un móvil válido.');
    await mobile.fill(uniqueMobile());
    await page.getByRole('button', { name: 'Solicitar tarjeta regalo' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Te enviaremos la tarjeta regalo al móvil indicado.' }),
    ).toBeVisible();
    expect(page.url()).toMatch(/\/checkout\/payment$/);
    await expectAccessible(page);
    // The order is placed from the island too.
    await page.getByLabel('Tarjeta de crédito o débito').check();
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\?order=\d+$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the coupon applies and comes off through its plain forms', async ({ page }) => {
    // The way to the payment step without JavaScript is checkout-flow.e2e.ts's: here its posts.
    await addToCartQuietly(page, SEED_FACTS.pan);
    await openPaymentStepQuietly(page, uniqueEmail('cupon-sin-js'));
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await page.getByLabel('Código de cupón').fill(COUPON);
    await page.getByRole('button', { name: 'Aplicar cupón' }).click();
    await expect(page).toHaveURL(/aviso=cupon-aplicado$/);
    await expect(summary).toContainText(COUPON_NAME);
    await page.getByRole('button', { name: `Quitar el cupón ${COUPON}` }).click();
    await expect(page).toHaveURL(/aviso=cupon-quitado$/);
    await expect(summary).not.toContainText(COUPON_NAME);
  });
});
