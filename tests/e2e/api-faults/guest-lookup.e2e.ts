import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { FORM_LIMITS } from '../../../src/server/limits/form-limits';
import { GUEST_LOOKUP_PER_CLIENT_ORDER as SANDBOX_PER_CLIENT_ORDER } from '@shop/sandbox-api';
import { placeOrder, resetLimits, setLimits } from '../support/guest-orders';
import { sandboxUrl } from '../support/sandbox';
import { logInCustomer, logOutAndBackIn, newCustomer, uniqueEmail } from '../support/shopper';

/**
 * The guest order lookup is private by design: guest orders only, one answer for "no such order"
 * and "wrong contact", limits per client address (the shop's and the API's), per contact and per
 * order that cookies do not reset, and a grant that is the browser session's, not the account's.
 */

const NOT_FOUND = 'No encontramos ningún pedido con esos datos.';
/** The shop's 429 (forms.tooMany) and the API's both begin so. */
const TOO_MANY = /Demasiados intentos\./;
/** The attacker's wrong guesses, as the security review sent them. */
const WRONG_CONTACTS = 30;
/** The sandbox's lookup window, shortened (until the file ends) so the test can see it pass. */
const SHORT_WINDOW_SECONDS = 4;

const origin = () => `http://localhost:${process.env.E2E_SHOP_PORT}`;
const orderNumber = (id: number) => `MT-${String(id).padStart(6, '0')}`;

test.afterAll(() => resetLimits());

/**
 * One lookup through the shop's form by a client without cookies (a fresh request context each
 * time), from `address`: the shop's socket peer is the loopback, a trusted proxy, so the shop
 * takes the client from X-Forwarded-For as it would behind nginx.
 */
async function cookielessLookup(
  newContext: () => Promise<APIRequestContext>,
  address: string,
  order: number,
  contact: string,
): Promise<{ status: number; text: string; retryAfter: string | undefined; setsSession: boolean }> {
  const context = await newContext();
  try {
    const response = await context.post('/guest/order', {
      form: { intent: 'find', order: String(order), contact },
      headers: { Origin: origin(), 'X-Forwarded-For': address },
      maxRedirects: 0,
    });
    return {
      status: response.status(),
      text: await response.text(),
      retryAfter: response.headers()['retry-after'],
      setsSession: (response.headers()['set-cookie'] ?? '').length > 0,
    };
  } finally {
    await context.dispose();
  }
}

test(`${WRONG_CONTACTS} wrong contacts without cookies are refused in Spanish to the attacker only: the buyer elsewhere finds the order`, async ({
  playwright,
}) => {
  const order = await placeOrder(uniqueEmail('consulta-atacada'));
  const newContext = () => playwright.request.newContext({ baseURL: origin() });
  // TEST-NET addresses, used by nothing else in the run.
  const attacker = '203.0.113.41';
  const buyer = '203.0.113.42';
  const answers = [];
  for (let attempt = 0; attempt < WRONG_CONTACTS; attempt += 1)
    answers.push(await cookielessLookup(newContext, attacker, order.id, `intento${attempt}@example.com`));
  // Every answer is either the one "not found" or the one "too many": nothing in between tells more.
  for (const answer of answers) {
    if (answer.status === 404) expect(answer.text).toContain(NOT_FOUND);
    else {
      expect(answer.status).toBe(429);
      expect(answer.text).toMatch(TOO_MANY);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
  }
  const refusedFrom = answers.findIndex((answer) => answer.status === 429);
  // The shop's count per client and order (server/limits/form-limits.ts) refuses first.
  expect(refusedFrom).toBe(FORM_LIMITS.guestLookup.perTarget.points);
  // Dropping cookies bought nothing: once refused, every later try is refused.
  expect(answers.slice(refusedFrom).every((answer) => answer.status === 429)).toBe(true);

  // The right contact is refused to the attacker's address...
  const attackerRight = await cookielessLookup(newContext, attacker, order.id, order.email);
  expect([attackerRight.status, TOO_MANY.test(attackerRight.text)]).toEqual([429, true]);
  expect(attackerRight.text).not.toContain(orderNumber(order.id));
  // ...and the buyer, on their own address, finds the order at once: nobody else's guesses lock
  // a guest out (neither the shop nor the API counts per order alone).
  const buyerNow = await cookielessLookup(newContext, buyer, order.id, order.email);
  expect(buyerNow.status).toBe(200);
  expect(buyerNow.text).toContain(orderNumber(order.id));

  // The attacker goes on with other numbers and contacts, still without cookies: its address is
  // counted (in the shop and in the API), and it is refused whatever it tries.
  const others = [await placeOrder(uniqueEmail('otra-victima')), await placeOrder(uniqueEmail('otra-mas'))];
  const later = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const target = others[attempt % others.length]!;
    later.push(
      (await cookielessLookup(newContext, attacker, target.id, `otro${attempt}@example.com`)).status,
    );
  }
  expect(later.at(-1)).toBe(429);
  expect((await cookielessLookup(newContext, attacker, others[0]!.id, others[0]!.email)).status).toBe(429);
});

test('the API alone (the sandbox) refuses a guesser the order after its limit, never the buyer', async () => {
  const order = await placeOrder(uniqueEmail('consulta-api'));
  // Straight to the API, as a script would, from a client the shop never saw.
  const lookup = (address: string, email: string) =>
    fetch(sandboxUrl(`/store-front/api/guest/sales/order/${order.id}?email=${encodeURIComponent(email)}`), {
      headers: { 'X-Forwarded-For': address, Accept: 'application/json' },
    });
  const statuses = [];
  for (let attempt = 0; attempt <= SANDBOX_PER_CLIENT_ORDER; attempt += 1)
    statuses.push((await lookup('203.0.113.43', `api${attempt}@example.com`)).status);
  expect(statuses.slice(0, SANDBOX_PER_CLIENT_ORDER).every((status) => status === 404)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect((await lookup('203.0.113.44', order.email)).status).toBe(200);
  // The window is a setting: shortened, the guesser may try again once it has passed.
  await setLimits({ guestLookup: { windowSeconds: SHORT_WINDOW_SECONDS } });
  await expect
    .poll(async () => (await lookup('203.0.113.43', order.email)).status, {
      timeout: (SHORT_WINDOW_SECONDS + 10) * 1000,
      intervals: [500],
    })
    .toBe(200);
});

test('"no such order", "wrong contact" and "a customer’s order" are one answer', async ({ playwright }) => {
  const newContext = () => playwright.request.newContext({ baseURL: origin() });
  const guest = await placeOrder(uniqueEmail('consulta-igual'));
  const customer = await placeOrder(uniqueEmail('cliente-igual'), { customer: true });
  const tries = [
    { address: '203.0.113.51', id: guest.id, contact: 'otra@example.com' }, // wrong contact
    { address: '203.0.113.52', id: 999_999, contact: guest.email }, // no such order
    { address: '203.0.113.53', id: customer.id, contact: customer.email }, // a customer's order, right contact
  ];
  const pages = [];
  for (const { address, id, contact } of tries) {
    const answer = await cookielessLookup(newContext, address, id, contact);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain(NOT_FOUND);
    // The page is the same but for what was typed, which the form shows back.
    pages.push(
      answer.text.replaceAll(`value="${id}"`, 'value="N"').replaceAll(`value="${contact}"`, 'value="C"'),
    );
  }
  expect(pages[1]).toBe(pages[0]);
  expect(pages[2]).toBe(pages[0]);
});

/** Looks an order up through the form, as a shopper types it. */
async function lookUp(page: Page, order: number, contact: string): Promise<void> {
  await page.goto('/guest/order');
  await page.getByLabel(/^Número de pedido/).fill(String(order));
  await page.getByLabel(/^Correo electrónico o teléfono/).fill(contact);
  await page.getByRole('button', { name: 'Buscar el pedido' }).click();
}

test('a second customer who looks up someone’s order never gets it into the account, and sees nothing after a fresh login', async ({
  page,
  browser,
}) => {
  const guest = await placeOrder(uniqueEmail('primera-invitada'));
  const first = await placeOrder(uniqueEmail('primer-cliente'), { customer: true });
  const email = await newCustomer(page, 'segundo-cliente');

  // The first customer's order is theirs, in their account: number and e-mail find nothing here.
  await lookUp(page, first.id, first.email);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByText(orderNumber(first.id))).toHaveCount(0);

  // A guest order with its contact shows, in this browser only.
  await lookUp(page, guest.id, guest.email);
  await expect(page.locator('[data-order-status]')).toHaveText('Pendiente de pago');
  await expectAccessible(page);

  // Not in the account: not in the list, not at its address, not to rate.
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await expect(page.getByText(orderNumber(guest.id))).toHaveCount(0);
  expect((await page.goto(`/account/orders/${guest.id}`))?.status()).toBe(404);
  expect((await page.goto(`/ratings/${guest.id}`))?.status()).toBe(404);
  await expect(page.getByRole('button', { name: 'Enviar puntuación' })).toHaveCount(0);

  // Another browser of the same customer: nothing.
  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  await logInCustomer(other, email);
  expect((await other.goto(`/checkout/pay?order=${guest.id}`))?.status()).toBe(404);
  await other.goto(`/guest/order/${guest.id}`);
  await expect(other.locator('[data-order-status]')).toHaveCount(0);
  await otherBrowser.close();

  // A fresh login on this browser: the lookup stayed with the session that made it.
  await page.goto('/account');
  await logOutAndBackIn(page, email);
  for (const path of [
    `/account/orders/${guest.id}`,
    `/checkout/pay?order=${guest.id}`,
    `/payment/success?order=${guest.id}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(orderNumber(guest.id))).toHaveCount(0);
  }
  await page.goto('/account/orders');
  await expect(page.getByText(orderNumber(guest.id))).toHaveCount(0);
});
