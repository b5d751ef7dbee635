import { expect, type Locator, type Page, test } from '../support/test';
import type { BillingAddress } from '@shop/contract/account';
import { expectAccessible } from '../support/axe';
import { CARDS, openPaymentStepQuietly, placeOrderByCard, saveBillingQuietly } from '../support/checkout';
import { addToCartQuietly, payWithCard, signUpQuietly, uniqueEmail } from '../support/shopper';
import { pdfText, SEED_FACTS } from '@shop/sandbox-api';

// Spec §7 "Addresses": billing GET/POST/PUT under /store-front/api/account/addresses. The shop
// offers it on the account's addresses page; the checkout's payment step puts it on the order, so
// the invoice is made out to it (server/visits/checkout-billing.ts).

const billingForm = (page: Page) => page.getByRole('region', { name: 'Datos de facturación' });
const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label}( \\(obligatorio\\))?$`));

/** Types a billing address into the form; `province` empty leaves it to the postal code. */
async function fillBilling(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(form, label).fill(value);
}

/** What the API answers the logged-in customer of `page` at `path`, read with the browser's own session. */
async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`http://localhost:${process.env.E2E_SANDBOX_PORT}${path}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A billing address in Spain as the API keeps it (its province the city's). */
const billing = (
  name: string,
  nif: string,
  street: string,
  postal_code: string,
  city: string,
): BillingAddress => ({
  name,
  nif,
  street,
  postal_code,
  city,
  province: city,
  country: 'ES',
});
/** A shopper in Madrid with a NIF. */
const PERSON = billing('Ana Pérez Gómez', '12345678Z', 'Calle Mayor 5, 2º B', '28013', 'Madrid');
/** A company in Barcelona with a CIF. */
const COMPANY = billing('Ferretería Ruiz S.L.', 'B12345674', 'Carrer de Balmes 100', '08036', 'Barcelona');

/**
 * COMPANY typed as a shopper would: the province left to the postal code. The save leads to a new
 * visit of the page (Post/Redirect/Get), which shows the province the API put there: the page the
 * checks after this one read, not the form as typed.
 */
async function saveCompanyBilling(page: Page): Promise<void> {
  await fillBilling(billingForm(page), {
    'Nombre o razón social': COMPANY.name,
    'NIF, NIE o CIF': COMPANY.nif,
    Calle: COMPANY.street,
    'Código postal': COMPANY.postal_code,
    Localidad: COMPANY.city,
    Provincia: '',
  });
  await billingForm(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(field(billingForm(page), 'Provincia')).toHaveValue(COMPANY.province);
  await expect(page.getByRole('status').filter({ hasText: 'Datos de facturación guardados.' })).toBeVisible();
}

const storedBilling = (page: Page) =>
  apiData<BillingAddress | null>(page, '/store-front/api/account/addresses/billing');

test('a customer adds a billing address (a wrong NIF is explained in Spanish), changes it to a company, and both persist in the API', async ({
  page,
}) => {
  await signUpQuietly(page, uniqueEmail('facturacion'));
  await page.goto('/account/addresses');
  const form = billingForm(page);
  await expect(form.getByRole('heading', { level: 2, name: 'Datos de facturación' })).toBeVisible();
  await expect(field(form, 'NIF, NIE o CIF')).toHaveValue('');
  expect(await storedBilling(page)).toBeNull();

  // The check letter of 12345678 is Z: the API refuses A, and the form keeps what was typed.
  await fillBilling(form, {
    'Nombre o razón social': 'Ana Pérez Gómez',
    'NIF, NIE o CIF': '12345678A',
    Calle: 'Calle Mayor 5, 2º B',
    'Código postal': '28013',
    Localidad: 'Madrid',
    Provincia: 'Madrid',
  });
  await form.getByRole('button', { name: 'Guardar' }).click();
  const nif = field(billingForm(page), 'NIF, NIE o CIF');
  await expect(nif).toHaveAttribute('aria-invalid', 'true');
  await expect(nif).toHaveAccessibleDescription('El NIF/NIE/CIF no es válido.');
  await expect(page.getByRole('alert').filter({ hasText: 'Revisa los campos marcados.' })).toBeVisible();
  await expect(field(billingForm(page), 'Nombre o razón social')).toHaveValue('Ana Pérez Gómez');
  await expect(field(billingForm(page), 'Calle')).toHaveValue('Calle Mayor 5, 2º B');
  await expectAccessible(page);
  expect(await storedBilling(page)).toBeNull();

  // Written as people write it (lower case, a hyphen): the API keeps it normalised.
  await nif.fill('12345678-z');
  await billingForm(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?aviso=facturacion-guardada$/);
  await expect(page.getByRole('status').filter({ hasText: 'Datos de facturación guardados.' })).toBeVisible();
  await expect(field(billingForm(page), 'NIF, NIE o CIF')).toHaveValue('12345678Z');
  await expectAccessible(page);
  expect(await storedBilling(page)).toEqual(PERSON);
  // The page the save redirected to is a new visit, read from the API (no reload needed to show it).
  await expect(field(billingForm(page), 'Nombre o razón social')).toHaveValue(PERSON.name);
  await expect(field(billingForm(page), 'NIF, NIE o CIF')).toHaveValue(PERSON.nif);

  // Now a company in Barcelona: a CIF, and the province left empty follows the postal code.
  await saveCompanyBilling(page);
  expect(await storedBilling(page)).toEqual(COMPANY);
  for (const [label, value] of [
    ['Nombre o razón social', COMPANY.name],
    ['NIF, NIE o CIF', COMPANY.nif],
    ['Calle', COMPANY.street],
    ['Código postal', COMPANY.postal_code],
    ['Localidad', COMPANY.city],
    ['Provincia', COMPANY.province],
  ]) {
    await expect(field(billingForm(page), label)).toHaveValue(value);
  }
  // The shipping addresses are a separate list: saving the billing address added none.
  await expect(page.locator('[data-address]')).toHaveCount(0);
});

test('the billing address reaches the order and its invoice, shown before confirming', async ({ page }) => {
  await signUpQuietly(page, uniqueEmail('factura-nif'));
  await saveBillingQuietly(page, COMPANY);
  await addToCartQuietly(page, SEED_FACTS.pan);
  await openPaymentStepQuietly(page);
  const recap = page.locator('[data-address-recap]');
  await expect(recap).toContainText('Datos de facturación');
  await expect(recap).toContainText('Ferretería Ruiz S.L. · NIF B12345674');
  await expect(recap.getByRole('link', { name: 'Cambiar los datos de facturación' })).toHaveAttribute(
    'href',
    '/account/addresses#billing-title',
  );
  const orderId = await placeOrderByCard(page);
  await payWithCard(page, CARDS.frictionless);
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`));

  const order = await apiData<{ billing_address: BillingAddress | null }>(
    page,
    `/store-front/api/sales/order/${orderId}`,
  );
  expect(order.billing_address).toMatchObject({ name: 'Ferretería Ruiz S.L.', nif: 'B12345674' });
  // The order's page links the invoice (its HTML is enough to follow the link).
  const orderPage = await (await page.request.get(`/account/orders/${orderId}`)).text();
  const invoice = orderPage.match(/<a href="([^"]+)"[^>]*>Descargar la factura<\/a>/)?.[1];
  expect(invoice, 'the invoice link of the order page').toBeDefined();
  const text = await pdfText(new Uint8Array(await (await page.request.get(invoice!)).body()));
  expect(text).toContain('Ferretería Ruiz S.L.');
  expect(text).toContain('NIF: B12345674');
});
