import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { charges } from '../support/sandbox';
import {
  CARDS,
  chooseShipping,
  continueAsGuest,
  customerOnPayPage,
  guestToPayment,
  placeOrderByCard,
} from '../support/checkout';
import {
  addToCartQuietly,
  payWithCard,
  signUpQuietly,
  tabTo,
  typeInto,
  uniqueEmail,
} from '../support/shopper';
import { SEED_FACTS } from '@shop/sandbox-api';

const PAN = SEED_FACTS.pan.path;

test('a customer buys with a frictionless card and finds the order and its invoice PDF in the account', async ({
  page,
  browser,
}) => {
  const orderId = await customerOnPayPage(page, 'compra');
  // An impatient double click on the bank's button: still one charge (counted below).
  await payWithCard(page, CARDS.frictionless, { doubleClick: true });
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
  await expectAccessible(page);
  // Going back to the pay page never shows the card form again, and nothing is charged twice.
  await page.goto(`/checkout/pay?order=${orderId}`);
  await expect(page).toHaveURL(/\/payment\/success/);
  expect((await charges(orderId)).filter((charge) => Boolean(charge.authorised))).toHaveLength(1);
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.locator('[data-order-status]')).toHaveText('Pagado');
  await expectAccessible(page);
  const invoiceHref = await page.getByRole('link', { name: 'Descargar la factura' }).getAttribute('href');
  const pdf = await page.request.get(invoiceHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Another customer sees neither the order nor the invoice.
  const other = await browser.newPage();
  await signUpQuietly(other, uniqueEmail('otro'));
  expect((await other.request.get(`/account/orders/${orderId}`)).status()).toBe(404);
  expect((await other.request.get(invoiceHref!)).status()).toBe(404);
  await other.close();
});

test('a guest pays with a card that asks for the bank code, then finds the order by number and e-mail', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('invitado');
  await addToCartQuietly(page, SEED_FACTS.pan, 2);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/identification/);
  // Checkout pages leave out the footer's customer reviews.
  await expect(page.getByRole('region', { name: 'Opiniones de clientes' })).toHaveCount(0);
  await expectAccessible(page);
  await continueAsGuest(page, email);
  await chooseShipping(page);
  const orderId = await placeOrderByCard(page);
  await payWithCard(page, CARDS.challenge);
  await expect(page.getByRole('heading', { name: 'Autenticación del titular' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Código|OTP/).fill('123456');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}`));
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
  // From another browser: the number alone finds nothing; with the e-mail it does.
  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  await other.goto('/guest/order');
  await other.getByLabel(/^Número de pedido/).fill(String(orderId));
  await other.getByLabel(/^Correo electrónico o teléfono/).fill('alguien@example.com');
  await other.getByRole('button', { name: 'Buscar el pedido' }).click();
  await expect(other.getByText('No encontramos ningún pedido con esos datos.')).toBeVisible();
  await other.getByLabel(/^Correo electrónico o teléfono/).fill(email);
  await other.getByRole('button', { name: 'Buscar el pedido' }).click();
  await expect(other.locator('[data-order-status]')).toHaveText('Pagado');
  await expectAccessible(other);
  await otherBrowser.close();
});

test('a denied card shows why and lets the shopper pay again with another card, charged once', async ({
  page,
}) => {
  const orderId = await customerOnPayPage(page, 'denegada');
  await payWithCard(page, CARDS.denied);
  await expect(page.getByRole('alert').filter({ hasText: 'El pago no se ha completado' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await payWithCard(page, CARDS.frictionless);
  await expect(page).toHaveURL(/\/payment\/success/);
  const attempts = await charges(orderId);
  expect(attempts.filter((charge) => Boolean(charge.authorised))).toHaveLength(1);
  expect(attempts.length).toBeGreaterThanOrEqual(2);
});

test('the whole purchase by keyboard only, as a guest', async ({ page }) => {
  // A whole purchase: three times the default timeout.
  test.slow();
  await page.goto(PAN);
  // The first Tab hydrates the islands; Enter adds through React, or the plain form if it comes first.
  await tabTo(page, page.getByRole('button', { name: 'Añadir al carrito' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Carrito (1)', exact: true })).toBeVisible();
  await page.goto('/cart');
  await tabTo(page, page.getByRole('link', { name: 'Tramitar pedido' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/identification/);
  await typeInto(page, page.getByLabel(/^Correo electrónico/).first(), uniqueEmail('teclado'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  for (const [label, value] of Object.entries({
    Nombre: 'Luis',
    Apellidos: 'Sanz',
    Calle: 'Calle Real',
    'Código postal': '28013',
    Localidad: 'Madrid',
    Teléfono: '612345678',
  })) {
    await typeInto(page, page.getByLabel(new RegExp(`^${label}( \\(obligatorio\\))?$`)), value);
  }
  await page.keyboard.press('Enter');
  await tabTo(page, page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await tabTo(page, page.getByRole('button', { name: /^Confirmar y pagar/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/pay\?order=\d+$/);
  const bank = page.frameLocator('iframe[title="Formulario de pago con tarjeta"]');
  await typeInto(page, bank.getByLabel(/Número de (la )?tarjeta/), CARDS.frictionless);
  await typeInto(page, bank.getByLabel(/Caducidad/), '12/30');
  await typeInto(page, bank.getByLabel(/CVV|Código de seguridad/), '123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\/success/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
});

test('each checkout step survives a reload, and going back keeps what was entered', async ({ page }) => {
  await addToCartQuietly(page, SEED_FACTS.pan);
  const email = uniqueEmail('vuelta');
  await guestToPayment(page, email);
  await page.getByLabel('Tarjeta de crédito o débito').check();
  await page.reload();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // Back to the shipping step: the address typed before is there, and so is the e-mail.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await page.reload();
  await expect(page.getByLabel(/^Calle( \(obligatorio\))?$/)).toHaveValue('Calle Mayor');
  await expect(page.getByLabel(/^Código postal( \(obligatorio\))?$/)).toHaveValue('28013');
  await expect(page.getByText(email)).toBeVisible();
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/payment/);
});
