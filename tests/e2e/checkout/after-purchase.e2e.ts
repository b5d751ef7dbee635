import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import {
  CARDS,
  chooseShipping,
  customerOnPayPage,
  customerOrderQuietly,
  pendingOrderQuietly,
  placeOrderByCard,
} from '../support/checkout';
import { placeOrder } from '../support/guest-orders';
import { charges, outbox, sandboxGet, sandboxSend } from '../support/sandbox';
import {
  ADDRESS,
  addToCartQuietly,
  logInQuietly,
  PASSWORD,
  payWithCard,
  postQuietly,
  signUpQuietly,
  uniqueEmail,
} from '../support/shopper';
import { SEED_FACTS } from '@shop/sandbox-api';

test('a pending order is paid later from the account, and "Volver a comprar" puts its products in the cart', async ({
  page,
  baseURL,
}) => {
  const orderId = await customerOrderQuietly(page, 'pendiente');
  // The shopper leaves before the bank's form; the order waits in the account, payable.
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.locator('[data-order-status]')).toHaveText('Pendiente de pago');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pagar el pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/pay\\?order=${orderId}$`));
  // The bank is told to come back to this order's outcome, not to a bare address.
  const processed = page.waitForRequest((request) => request.url().endsWith('/in-site/process'));
  await payWithCard(page, CARDS.frictionless);
  expect((await processed).postDataJSON().return_url).toBe(`${baseURL}/payment/success?order=${orderId}`);
  await expect(page).toHaveURL(/\/payment\/success/);
  expect((await charges(orderId)).filter((charge) => Boolean(charge.authorised))).toHaveLength(1);
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.locator('[data-order-status]')).toHaveText('Pagado');
  await expect(page.getByRole('button', { name: 'Pagar el pedido' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Volver a comprar' }).click();
  await expect(page.getByText('Los productos del pedido están en tu carrito.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrito (1)', exact: true })).toBeVisible();
});

test('the WhatsApp message of a delivered order links to the page where the buyer rates its products', async ({
  page,
  browser,
}) => {
  const orderId = await customerOnPayPage(page, 'valora');
  await payWithCard(page, CARDS.frictionless);
  await expect(page).toHaveURL(/\/payment\/success/);
  // The operator ships and delivers; each change is a WhatsApp message to the order's phone.
  await sandboxSend('PUT', `/__sandbox/orders/${orderId}/status`, { status: 'delivered' });
  const messages = (await outbox('whatsapp', `34${ADDRESS.Teléfono}`)).filter(
    (message) => message.payload.order_id === orderId,
  );
  expect(messages.map((message) => message.payload.status)).toEqual(
    expect.arrayContaining(['paid', 'shipped', 'delivered']),
  );
  const ratingUrl = messages.find((message) => message.payload.status === 'delivered')?.payload
    .rating_url as string;
  expect(ratingUrl).toMatch(new RegExp(`/ratings/${orderId}\\?token=`));
  // The link works on a phone that never logged in: the token is the credential.
  const phone = await browser.newContext();
  const buyer = await phone.newPage();
  const link = new URL(ratingUrl);
  await buyer.goto(`${link.pathname}${link.search}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Valora tu pedido' })).toBeVisible();
  await expectAccessible(buyer);
  const line = buyer.locator('[data-rating-line]').first();
  await line.getByLabel('5 de 5 estrellas').check();
  await line.getByRole('button', { name: 'Enviar puntuación' }).click();
  await expect(buyer.locator('[data-rating-line]').first().getByRole('status')).toHaveText(
    'Has puntuado este producto con 5 de 5.',
  );
  const reviewed = buyer.locator('[data-rating-line]').first();
  await reviewed.getByLabel('Título de tu opinión').fill('Muy buena sartén');
  await reviewed.getByLabel('Tu opinión', { exact: true }).fill('No se pega nada y se limpia en un momento.');
  await reviewed.getByRole('button', { name: 'Publicar opinión' }).click();
  await expect(buyer.getByText('Gracias: tu opinión está publicada.')).toBeVisible();
  await expectAccessible(buyer);
  // Without the token, and not logged in, the order's ratings stay private.
  expect((await buyer.goto(`/ratings/${orderId}`))?.status()).toBe(404);
  await phone.close();
});

test('with analytics accepted, the checkout reports begin_checkout, each step, shipping and payment info, and the purchase', async ({
  page,
}) => {
  // Google stands in: gtag.js is answered locally, and the events are read from the dataLayer.
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */' }),
  );
  const dataLayer = () =>
    page.evaluate(() =>
      JSON.stringify(Array.from(window.dataLayer ?? [], (entry) => Array.from(entry as ArrayLike<unknown>))),
    );
  await signUpQuietly(page, uniqueEmail('analitica'));
  await addToCartQuietly(page, SEED_FACTS.pan);
  await page.goto('/account');
  const banner = page.getByRole('region', { name: 'Usamos cookies' });
  // The banner paints with the page; its buttons answer once the page's script has run.
  await expect(async () => {
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toBeHidden({ timeout: 1_000 });
  }).toPass();
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await expect.poll(dataLayer).toContain('"begin_checkout"');
  await expect.poll(dataLayer).toContain('"checkout_progress"');
  await chooseShipping(page);
  await expect.poll(dataLayer).toContain('"add_shipping_info"');
  await placeOrderByCard(page);
  await expect.poll(dataLayer).toContain('"add_payment_info"');
  await payWithCard(page, CARDS.frictionless);
  await expect(page).toHaveURL(/\/payment\/success/);
  await expect.poll(dataLayer).toContain('"purchase"');
  const purchase = await page.evaluate(
    () =>
      Array.from(window.dataLayer ?? [], (entry) => Array.from(entry as ArrayLike<unknown>)).find(
        (entry) => entry[0] === 'event' && entry[1] === 'purchase',
      )?.[2] as { currency: string; value: number; transaction_id: string } | undefined,
  );
  expect(purchase?.currency).toBe('EUR');
  expect(purchase?.value).toBeGreaterThan(0);
  expect(purchase?.transaction_id).toBeTruthy();
});

test('a customer changes the password on the security page and logs in with the new one', async ({
  page,
}) => {
  const email = uniqueEmail('clave');
  await signUpQuietly(page, email);
  await page.goto('/account/security');
  await page.getByLabel(/^Contraseña actual/).fill(PASSWORD);
  await page.getByLabel(/^Nueva contraseña/).fill('Otra2026clave!');
  await page.getByLabel(/^Repite la contraseña/).fill('Otra2026clave!');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tu contraseña se ha cambiado.')).toBeVisible();
  // Out and back in with the posts of the account's and the login's forms (their pages are
  // accounts.e2e.ts's): the new password is the one that logs in.
  const loggedOut = await postQuietly(page, '/account/logout', {}, 0);
  expect(loggedOut.headers().location, 'the logout').toMatch(/\/$/);
  await logInQuietly(page, email, 'Otra2026clave!');
});

test('a guest who left the bank finds the order by number and e-mail, pays it, and puts its products back in the cart', async ({
  page,
}) => {
  // Two trips through the checkout's islands and the bank's 3-D Secure page, and two look-ups: about
  // 40 s alone, over the 60 s guard beside another worker's purchase on a 2-core machine.
  test.slow();
  const email = uniqueEmail('invitado-pendiente');
  await addToCartQuietly(page, SEED_FACTS.pan);
  const orderId = await pendingOrderQuietly(page, email);
  const lookUp = async () => {
    await page.goto('/guest/order');
    await page.getByLabel(/^Número de pedido/).fill(String(orderId));
    await page.getByLabel(/^Correo electrónico o teléfono/).fill(email);
    await page.getByRole('button', { name: 'Buscar el pedido' }).click();
  };
  await lookUp();
  await expect(page.locator('[data-order-status]')).toHaveText('Pendiente de pago');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pagar el pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/pay\\?order=${orderId}$`));
  await payWithCard(page, CARDS.frictionless);
  await expect(page).toHaveURL(/\/payment\/success/);
  expect((await charges(orderId)).filter((charge) => Boolean(charge.authorised))).toHaveLength(1);
  await lookUp();
  await expect(page.locator('[data-order-status]')).toHaveText('Pagado');
  await expect(page.getByRole('button', { name: 'Pagar el pedido' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Volver a comprar' }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByRole('link', { name: 'Carrito (1)', exact: true })).toBeVisible();
});

test('the payment outcome pages without an order answer 200 and lead to the order: the guest lookup, or the account', async ({
  page,
}) => {
  for (const path of ['/payment/success', '/payment/cancel']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page).toHaveTitle(/^Consulta tu pedido/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulta tu pedido');
    await expect(page.getByLabel('Número de pedido')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entra para ver tus pedidos' })).toHaveAttribute(
      'href',
      '/login?next=%2Faccount%2Forders',
    );
  }
  await expect(page.getByText('¡Gracias por tu compra!')).toHaveCount(0);
  await expectAccessible(page);

  expect((await page.goto('/checkout/pay'))?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Pagar un pedido/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pagar un pedido' })).toBeVisible();
  await expect(page.getByLabel('Número de pedido')).toBeVisible();
  await expectAccessible(page);

  // An order this browser cannot see stays a 404, with the same way to it.
  expect((await page.goto('/payment/success?order=999999999'))?.status()).toBe(404);
  await expect(page.getByText('No encontramos ese pedido en esta sesión.')).toBeVisible();

  await signUpQuietly(page, uniqueEmail('sin-pedido'));
  expect((await page.goto('/payment/success'))?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute(
    'href',
    '/account/orders',
  );
  await expect(page.getByLabel('Número de pedido')).toHaveCount(0);
  await expectAccessible(page);
});

test("/ratings lists a signed-in buyer's delivered orders with what is left to rate; a guest logs in first", async ({
  page,
}) => {
  const email = uniqueEmail('por-valorar');
  const order = await placeOrder(email, { customer: true });
  await sandboxSend('PUT', `/__sandbox/orders/${order.id}/status`, { status: 'delivered' });
  const { data: product } = await sandboxGet<{ data: { name: string } }>(
    `/api/v2/catalog/products/${SEED_FACTS.pan.id}`,
  );
  const number = `MT-${String(order.id).padStart(6, '0')}`;

  await page.goto('/ratings');
  await expect(page).toHaveURL(/\/login\?next=%2Fratings$/);
  const form = page.locator('[data-login-form]');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/ratings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Valora tus compras');
  const card = page.getByRole('article', { name: `Pedido ${number}` });
  await expect(card.getByRole('listitem')).toHaveText([product.name]);
  await expectAccessible(page);

  await card.getByRole('link', { name: `Valorar el pedido ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ratings/${order.id}$`));
  const line = page.locator('[data-rating-line]').first();
  await line.getByLabel('4 de 5 estrellas').check();
  await line.getByRole('button', { name: 'Enviar puntuación' }).click();
  await expect(page.locator('[data-rating-line]').first().getByRole('status')).toBeVisible();

  await page.goto('/ratings');
  await expect(page.getByRole('article', { name: `Pedido ${number}` })).toContainText(
    'Ya has valorado todos sus productos.',
  );
});
