import { describeOnEach } from '../support/each-screen';
import { expect, test } from '../support/test';
import { press, SIZES } from '../support/sizes';
import { expectAccessible } from '../support/axe';
import { outbox } from '../support/sandbox';
import { openProduct } from '../support/cart';
import { CARDS, placeOrderQuietly, saveAddressQuietly } from '../support/checkout';
import { addToCartQuietly, fillAddress, payWithCard, signUpQuietly, uniqueEmail } from '../support/shopper';
import { SEED_FACTS } from '@shop/sandbox-api';

// Issue 27 item 5, "Checkout and after", at the two sizes shoppers use.

describeOnEach(SIZES, 'on the %s', (size) => {
  test('after a denied card the guest pays the same order by bank transfer, the cart kept', async ({
    page,
  }) => {
    await addToCartQuietly(page, SEED_FACTS.pan);
    const email = uniqueEmail(`transferencia-${size.name}`);
    const orderId = await placeOrderQuietly(page, email);
    const number = (await page.getByRole('heading', { name: /^Pedido MT-\d{6}/ }).textContent())!.slice(
      7,
      16,
    );
    await payWithCard(page, CARDS.denied);
    await expect(page.getByRole('alert').filter({ hasText: 'El pago no se ha completado' })).toBeVisible();
    const other = page.locator('[data-other-methods]');
    await expect(other).toContainText('Es el mismo pedido y tu carrito sigue guardado.');
    await expectAccessible(page);
    await press(other.getByRole('button', { name: 'Pagar con transferencia bancaria' }), size.touch);

    await expect(page).toHaveURL(new RegExp(`/checkout/pay\\?order=${orderId}$`));
    await expect(page.getByRole('heading', { name: new RegExp(`^Pedido ${number} por`) })).toBeVisible();
    await expect(page.getByText('Has elegido pagar por transferencia.')).toBeVisible();
    await expect(page.locator('p').filter({ hasText: /IBAN|ES\d{2} / })).toContainText(number);
    await expect(page.locator('[data-email-sent]')).toHaveText(
      `Te hemos enviado los datos de la transferencia a ${email}.`,
    );
    await expectAccessible(page);
    expect((await outbox('email', email)).map((message) => message.template)).toEqual([
      'order_transfer_details',
    ]);
    // Its thank-you page says it waits for the transfer, not for a card.
    await page.goto(`/payment/success?order=${orderId}`);
    await expect(page.getByRole('status').filter({ hasText: number })).toHaveText(
      `Tu pedido ${number} está hecho: lo preparamos en cuanto llegue la transferencia.`,
    );
    // The cart is still there: the transfer has not arrived yet.
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: SEED_FACTS.pan.name }).first()).toBeVisible();
  });

  test('after the bank denies its challenge, the cancel page offers the transfer for the same order', async ({
    page,
  }) => {
    await addToCartQuietly(page, SEED_FACTS.pan);
    const orderId = await placeOrderQuietly(page, uniqueEmail(`reto-${size.name}`));
    await payWithCard(page, CARDS.challengeDenied);
    await expect(page.getByRole('heading', { name: 'Autenticación del titular' })).toBeVisible();
    await page.getByLabel(/Código|OTP/).fill('123456');
    await press(page.getByRole('button', { name: 'Confirmar' }), size.touch);
    await expect(page).toHaveURL(new RegExp(`/payment/cancel\\?order=${orderId}$`));
    const other = page.locator('[data-other-methods]');
    await expect(other).toBeVisible();
    await expectAccessible(page);
    await press(other.getByRole('button', { name: 'Pagar con transferencia bancaria' }), size.touch);
    await expect(page).toHaveURL(new RegExp(`/checkout/pay\\?order=${orderId}$`));
    await expect(page.getByText('Has elegido pagar por transferencia.')).toBeVisible();
  });

  test('the phone is asked once, with the address; the province follows the postal code and stays editable', async ({
    page,
  }) => {
    await addToCartQuietly(page, SEED_FACTS.pan);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/checkout\/identification/);
    await expect(page.getByLabel(/^Teléfono/)).toHaveCount(0);
    await page
      .getByLabel(/^Correo electrónico/)
      .first()
      .fill(uniqueEmail(`telefono-${size.name}`));
    await press(page.getByRole('button', { name: 'Continuar' }), size.touch);
    await expect(page).toHaveURL(/\/checkout\/shipping/);
    await expect(page.getByLabel(/^Teléfono/)).toHaveCount(1);
    await expect(page.locator('[data-island="hydrating"]')).toHaveCount(0);
    await fillAddress(page);
    const province = page.getByLabel(/^Provincia/);
    for (const [code, name] of [
      ['01001', 'Álava'],
      ['17001', 'Girona'],
      ['52001', 'Melilla'],
      ['08001', 'Barcelona'],
    ]) {
      await page.getByLabel(/^Código postal/).fill(code!);
      await expect(province).toHaveValue(name!);
    }
    // Another spelling of the same province is the shopper's to keep.
    await province.fill('Gerona');
    await page.getByLabel(/^Código postal/).fill('17002');
    await expect(province).toHaveValue('Gerona');
    await page.getByLabel(/^Localidad/).fill('Girona');
    await expectAccessible(page);
    await press(page.getByRole('button', { name: 'Ver formas de envío' }).last(), size.touch);
    await page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByRole('region', { name: 'Así recibirás tu pedido' })).toContainText('17002 Girona');
  });

  test('a customer with saved addresses sees them first, the default one picked with its carriers, not an empty form', async ({
    page,
  }) => {
    await signUpQuietly(page, uniqueEmail(`libreta-${size.name}`));
    await saveAddressQuietly(page);
    await addToCartQuietly(page, SEED_FACTS.pan);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/checkout\/shipping/);
    const saved = page.getByRole('region', { name: 'Tus direcciones' });
    await expect(saved.getByRole('radio', { checked: true })).toHaveAccessibleName(
      /Calle Mayor 5, 28013 Madrid/,
    );
    await expect(page.locator('[data-carriers-form]')).toBeVisible();
    // The new address form waits behind its question.
    await expect(page.getByLabel(/^Nombre/)).toBeHidden();
    await expectAccessible(page);
    await press(page.getByText('Otra dirección'), size.touch);
    await expect(page.getByLabel(/^Nombre/)).toBeVisible();
    await press(page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }), size.touch);
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByRole('region', { name: 'Así recibirás tu pedido' })).toContainText(
      'Calle Mayor 5',
    );
  });

  test("the thank-you page says where the e-mail went; a guest's 'Ver el pedido' opens the order in this browser only", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail(`gracias-${size.name}`);
    await addToCartQuietly(page, SEED_FACTS.pan);
    const orderId = await placeOrderQuietly(page, email);
    await payWithCard(page, CARDS.frictionless);
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`));
    await expect(page.locator('[data-email-sent]')).toHaveText(
      `Te hemos enviado la confirmación del pedido a ${email}.`,
    );
    expect((await outbox('email', email)).map((message) => message.template)).toEqual(['order_confirmation']);
    // From another browser the order is found through the guest lookup, named as its page is.
    await expect(page.getByRole('main').getByRole('link', { name: 'Consultar un pedido' })).toHaveAttribute(
      'href',
      '/guest/order',
    );
    await expectAccessible(page);
    await press(page.getByRole('link', { name: 'Ver el pedido' }), size.touch);
    await expect(page).toHaveURL(new RegExp(`/guest/order/${orderId}$`));
    await expect(page.locator('[data-order-status]')).toHaveText('Pagado');
    await expect(page.getByLabel(/^Correo electrónico o teléfono/)).toHaveCount(0);
    await expectAccessible(page);
    // Buying it again needs no e-mail either in this browser.
    await press(page.getByRole('button', { name: 'Volver a comprar' }), size.touch);
    await expect(page).toHaveURL(/\/cart$/);
    // Another browser with the same address gets the lookup form, not the order.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(`/guest/order/${orderId}`);
    await expect(stranger.getByLabel(/^Correo electrónico o teléfono/)).toBeVisible();
    await expect(stranger.locator('[data-order-status]')).toHaveCount(0);
    await other.close();
  });

  test('a gift card of free amount names no value: 35 € typed is 35 € in the cart, and a digital one ships free', async ({
    page,
  }) => {
    await page.goto('/c-tarjetas-digitales-20101');
    const card = page.locator('.product-card').first();
    const link = card.getByRole('heading').getByRole('link');
    await expect(link).toHaveText(/^Tarjeta regalo digital [^\d€]+$/);
    await expect(card.locator('.price-now')).toContainText('Desde 10,00\u00a0€');
    const name = (await link.textContent())!.trim();
    await openProduct(page, (await link.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('[data-digital-shipping]')).toHaveText(
      'Sin gastos de envío: la tarjeta digital te llega al móvil.',
    );
    const amount = page.getByLabel(/^Importe de la tarjeta regalo/);
    await expect(amount).toHaveValue('');
    await expectAccessible(page);
    await amount.fill('35');
    await press(page.getByRole('button', { name: 'Añadir al carrito' }), size.touch);
    await expect(page.getByRole('link', { name: 'Carrito (1)', exact: true })).toBeVisible();
    await page.goto('/cart');
    const line = page.locator('.cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(name);
    await expect(line).toContainText('35,00\u00a0€');
    await expect(page.locator('.cart-summary:visible')).toContainText('Gratis');
    await expectAccessible(page);
  });
});
