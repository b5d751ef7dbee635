import { expect, type Page } from '@playwright/test';
import {
  ADDRESS_BOOK,
  ADDRESS_POSTS,
  EMAIL_POST,
  type FormPost,
  PAYMENT_POSTS,
  PAYMENT_STEP,
  SHIPPING_POSTS,
  SHIPPING_STEP,
} from '../../../src/lib/forms/form-posts.ts';
import type { BillingAddress } from '@shop/contract/account';
import { expectAccessible } from './axe';
import { SEED_FACTS } from '@shop/sandbox-api';
import { ADDRESS, addToCartQuietly, fillAddress, postQuietly, signUpQuietly, uniqueEmail } from './shopper';

/** Test cards of the sandbox's Redsys simulator (the bank's published test cards). */
export const CARDS = {
  frictionless: '4918019160034602',
  challenge: '4918019199883839',
  denied: '4907277775205123',
  challengeDenied: '4907271141151707',
};

/** Shipping step: the address form, then the first carrier. */
export async function chooseShipping(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Ver formas de envío' }).last().click();
  await expect(page.locator('[data-carriers-form]')).toBeVisible();
  await expectAccessible(page);
  await page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** Shipping step without the page's scripts: the address posts, then the first carrier posts. */
export async function chooseShippingByForms(page: Page) {
  await fillAddress(page);
  await page.getByRole('button', { name: 'Ver formas de envío' }).last().click();
  await page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** Identification step: gives `email` as a guest and goes on to the shipping step. */
export async function continueAsGuest(page: Page, email: string) {
  await page
    .getByLabel(/^Correo electrónico/)
    .first()
    .fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** From a filled cart to the payment step as a guest with `email`. */
export async function guestToPayment(page: Page, email: string) {
  await page.goto('/checkout');
  await continueAsGuest(page, email);
  await chooseShipping(page);
}

/** Payment step: card, confirm; returns the order id of the pay page. */
export async function placeOrderByCard(page: Page): Promise<number> {
  await page.getByLabel('Tarjeta de crédito o débito').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\?order=\d+$/);
  await expectBankForm(page);
  await expectAccessible(page);
  return Number(new URL(page.url()).searchParams.get('order'));
}

/** The test address (ADDRESS) as the shipping step's form names its fields. */
const ADDRESS_FIELDS = {
  name: ADDRESS.Nombre,
  surname: ADDRESS.Apellidos,
  street: ADDRESS.Calle,
  number: ADDRESS.Número,
  postal_code: ADDRESS['Código postal'],
  city: ADDRESS.Localidad,
  province: ADDRESS.Provincia,
  phone: ADDRESS.Teléfono,
};

/**
 * Sends `fields` with the plain form of `post` (its page, its intent) and expects the shop to send
 * the shopper on to `next` (a refused post renders its page again); returns where to.
 */
async function postForm(
  page: Page,
  post: FormPost,
  fields: Record<string, string>,
  next: RegExp,
): Promise<string> {
  const form = post.intent ? { intent: post.intent, ...fields } : fields;
  const answer = await postQuietly(page, post.action, form, 0);
  const location = new URL(answer.headers().location ?? post.action, 'http://shop');
  const onward = `${location.pathname}${location.search}`;
  expect(`${answer.status()} ${onward}`, `the post to ${post.action}`).toMatch(
    new RegExp(`^303 ${next.source}`),
  );
  return onward;
}

/** The carrier the shipping step's HTML offers chosen (else first), as its form posts it. */
function offeredCarrier(html: string): string {
  const radios = html.match(/<input[^>]*name="carrier_id"[^>]*>/g) ?? [];
  const id = (radios.find((radio) => /\schecked/.test(radio)) ?? radios[0])?.match(/value="(\d+)"/)?.[1];
  if (!id) throw new Error('The shipping step offers no carrier');
  return id;
}

/** The bank's card form on the pay page (the sandbox's Redsys simulator, in its iframe), ready. */
async function expectBankForm(page: Page): Promise<void> {
  await expect(
    page
      .frameLocator('iframe[title="Formulario de pago con tarjeta"]')
      .getByRole('button', { name: /Pagar/ }),
  ).toBeVisible();
}

/**
 * From a filled cart to the payment step, with the posts the checkout's plain forms send (the
 * guest's `email`, which a logged-in customer skips; the test address; the carrier offered),
 * through the browser's cookies, without loading a page: where the payment step is only a test's
 * starting point (issue 30: the suite's time, two steps' page loads fewer). Going through the
 * steps' pages is guestToPayment's, and checkout-flow.e2e.ts's and purchase.e2e.ts's tests.
 */
export async function toPaymentQuietly(page: Page, email?: string): Promise<void> {
  await page.request.get('/checkout');
  if (email) await postForm(page, EMAIL_POST, { email }, /\/checkout\/shipping$/);
  await postForm(page, SHIPPING_POSTS.address, ADDRESS_FIELDS, /\/checkout\/shipping$/);
  const carrier = offeredCarrier(await (await page.request.get(SHIPPING_STEP)).text());
  await postForm(page, SHIPPING_POSTS.carrier, { carrier_id: carrier }, /\/checkout\/payment$/);
}

/**
 * toPaymentQuietly, then opens the payment step: where that step is what the test is about, and
 * the steps before it only the way there (one page load instead of three or four).
 */
export async function openPaymentStepQuietly(page: Page, email?: string): Promise<void> {
  await toPaymentQuietly(page, email);
  await page.goto(PAYMENT_STEP);
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/**
 * toPaymentQuietly, then 'Confirmar y pagar' by card with the payment step's post; returns the
 * address of the order's pay page, which it does not open.
 */
async function placeByCardQuietly(page: Page, email?: string): Promise<string> {
  await toPaymentQuietly(page, email);
  return postForm(
    page,
    PAYMENT_POSTS.place,
    { payment_method: 'redsys_card' },
    /\/checkout\/pay\?order=\d+$/,
  );
}

/** The order id a pay page's address names. */
const orderOf = (pay: string) => Number(new URL(pay, 'http://shop').searchParams.get('order'));

/**
 * toPaymentQuietly, then 'Confirmar y pagar' by card with the payment step's post, then opens the
 * order's pay page, the bank's form ready; returns the order id. Where the pay page is only a
 * test's starting point; going through the payment step's page is placeOrderByCard's.
 */
export async function placeOrderQuietly(page: Page, email?: string): Promise<number> {
  await page.goto(await placeByCardQuietly(page, email));
  await expectBankForm(page);
  return orderOf(page.url());
}

/** A new customer (`label` in the e-mail) with one pan in the cart. */
async function customerWithPan(page: Page, label: string): Promise<void> {
  await signUpQuietly(page, uniqueEmail(label));
  await addToCartQuietly(page, SEED_FACTS.pan);
}

/**
 * A new customer (`label` in the e-mail) whose order of one pan is placed to pay by card, on its
 * pay page (placeOrderQuietly); returns the order id.
 */
export async function customerOnPayPage(page: Page, label: string): Promise<number> {
  await customerWithPan(page, label);
  return placeOrderQuietly(page);
}

/**
 * toPaymentQuietly, then 'Confirmar y pagar' by card with the payment step's post: the order left
 * pending, its pay page never opened (as a shopper who leaves before the bank's form); returns the
 * order id. Where a pending order is only a test's starting point.
 */
export async function pendingOrderQuietly(page: Page, email?: string): Promise<number> {
  return orderOf(await placeByCardQuietly(page, email));
}

/** A new customer (`label` in the e-mail) whose order of one pan is pending (pendingOrderQuietly); returns its id. */
export async function customerOrderQuietly(page: Page, label: string): Promise<number> {
  await customerWithPan(page, label);
  return pendingOrderQuietly(page);
}

/**
 * Saves the test address in a logged-in customer's address book with the post its form sends,
 * without loading the page: where saved addresses are only a test's starting point. Saving through
 * the address book's page is account-islands.e2e.ts's.
 */
export async function saveAddressQuietly(page: Page): Promise<void> {
  await postForm(page, ADDRESS_POSTS.save, ADDRESS_FIELDS, /\/account\/addresses/);
}

/** The address book's billing form (a plain form of the page, which no island posts). */
const BILLING_POST: FormPost = { action: ADDRESS_BOOK, intent: 'billing' };

/**
 * Saves `billing` as a logged-in customer's first billing address with the post its form sends,
 * without loading the page: where the billing address is only a test's starting point. Saving
 * through the address book's page is billing-address.e2e.ts's first test.
 */
export async function saveBillingQuietly(page: Page, billing: BillingAddress): Promise<void> {
  await postForm(
    page,
    BILLING_POST,
    {
      exists: '0',
      billing_name: billing.name,
      nif: billing.nif,
      billing_street: billing.street,
      billing_postal_code: billing.postal_code,
      billing_city: billing.city,
      billing_province: billing.province,
    },
    /\/account\/addresses\?aviso=facturacion-guardada$/,
  );
}
