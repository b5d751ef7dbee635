import { expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { toPaymentQuietly } from '../support/checkout';
import { clearFaults, setFaults } from '../support/sandbox';
import { addToCartQuietly, uniqueEmail } from '../support/shopper';
import { es } from '../../../src/i18n/es';
import { SEED_FACTS } from '@shop/sandbox-api';

// Issue 29 item 7: an outage is not "nothing". A read the checkout step cannot work without (the
// carriers of the shipping step, the ways to pay of the payment step, the checkout itself) fails
// the page with spec §8's error and its status, never an empty list ('No hay formas de envío a
// ese código postal', an empty fieldset above 'Confirmar y pagar').
test.afterEach(clearFaults);

const CARRIERS = '/api/v2/sales/carriers/availables';
const PAYMENT_METHODS = '/api/v2/sales/payments/available';
const CHECKOUT_CART = '/store-front/api/sales/checkout_b2c';

/** The §8 error view: its heading, its code, a retry link, and nothing of the step. */
async function expectErrorPage(
  page: Page,
  status: number,
  heading: string = es.errorPage.title,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText(`Código de error: ${status}`)).toBeVisible();
  await expect(page.getByRole('link', { name: es.errorPage.retry })).toBeVisible();
  await expect(page.getByText(es.checkout.carriersNone)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Confirmar y pagar/ })).toHaveCount(0);
  await expectAccessible(page);
}

test('carriers and ways to pay the API cannot list fail their step with the error page and its status', async ({
  page,
}) => {
  await addToCartQuietly(page, SEED_FACTS.pan);
  await toPaymentQuietly(page, uniqueEmail('caida-envios'));

  await setFaults({ routes: [{ pattern: CARRIERS, method: 'POST', status: 500 }] });
  expect((await page.goto('/checkout/shipping'))?.status()).toBe(500);
  await expectErrorPage(page, 500);

  await setFaults({ routes: [{ pattern: PAYMENT_METHODS, method: 'GET', status: 504 }] });
  expect((await page.goto('/checkout/payment'))?.status()).toBe(500);
  await expectErrorPage(page, 500);

  await setFaults({ maintenance: true });
  expect((await page.goto('/checkout/payment'))?.status()).toBe(503);
  await expectErrorPage(page, 503, es.errors.maintenance.title);

  // Maintenance fails the checkout's own read too: the error is /checkout's, whose 'Reintentar'
  // leads back to the step once the API answers again.
  await expect(page).toHaveURL(/\/checkout$/);
  await clearFaults();
  await page.getByRole('link', { name: es.errorPage.retry }).click();
  await expect(page).toHaveURL(/\/checkout\/payment(\?inicio=1)?$/);
  await expect(page.getByLabel('Tarjeta de crédito o débito')).toBeVisible();
  await page.goto('/checkout/shipping');
  await expect(page.locator('[data-carriers-form]')).toBeVisible();
});

test('a checkout the API cannot read is the error page with its status, not an empty cart', async ({
  page,
}) => {
  await addToCartQuietly(page, SEED_FACTS.pan);
  await setFaults({ routes: [{ pattern: CHECKOUT_CART, method: 'GET', status: 502 }] });
  const response = await page.goto('/checkout/shipping');
  expect(response?.status()).toBe(500);
  await expectErrorPage(page, 500);
  await expect(page.getByText(es.checkout.emptyCart)).toHaveCount(0);
});
