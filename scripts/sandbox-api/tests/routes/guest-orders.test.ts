/** Guest order lookup over HTTP (routes/guest-orders.ts): guest orders only, one answer, limits, grants. */
import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import type { ApiErrorBody } from '@shop/contract/errors';
import {
  GUEST_LOOKUP_PER_CLIENT,
  GUEST_LOOKUP_PER_CONTACT,
  GUEST_LOOKUP_PER_CLIENT_ORDER,
  GUEST_LOOKUP_WINDOW_SECONDS,
} from '../../limits.ts';
import type { Order } from '@shop/contract/orders';
import { registerClient, sessionClient, type TestSandbox, withSandbox } from '../../testing/helpers.ts';
import {
  completeCheckout,
  GUEST_ORDERS,
  guestWithCart,
  moveOrder,
  ORDERS,
  PLACE,
  placedGuestOrder,
  PRODUCTS,
} from '../../testing/order-helpers.ts';

type Body<T> = { data: T } & ApiErrorBody;
const NOT_FOUND = 'No encontramos ningún pedido con esos datos.';
const THROTTLED = 'Demasiados intentos. Inténtalo de nuevo dentro de unos minutos.';

const sandbox = withSandbox();

let clients = 0;
/** A client address of its own (TEST-NET-2), so that one test's failures never count against another's. */
const freshAddress = () => {
  clients += 1;
  return `198.51.100.${clients}`;
};

/** A cookie-less GET, as a script that drops its cookies sends it, from `address`. */
const bare = (sandbox: TestSandbox, path: string, address: string) =>
  fetch(`${sandbox.url}${path}`, { headers: { 'X-Forwarded-For': address, Accept: 'application/json' } });

const lookupPath = (id: number, email: string) => `${GUEST_ORDERS}/${id}?email=${encodeURIComponent(email)}`;

describe('guest order lookup', () => {
  it('shows the order to its own session without contact data, and buys it again so', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const { status, body } = await client.json<Body<Order>>('GET', `${GUEST_ORDERS}/${order.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(order);
    expect((await client.json('POST', `${GUEST_ORDERS}/${order.id}/to-cart`, {})).status).toBe(200);
  });

  it('shows it to another session only with the order’s e-mail or phone, never by id alone', async () => {
    const { order } = await placedGuestOrder(sandbox, {
      email: 'Marta.Ruiz@Example.com',
      phone: '699 888 777',
    });
    const stranger = await sessionClient(sandbox, { forwardedFor: freshAddress() }).start();
    const get = (query: string) => stranger.json<Body<Order>>('GET', `${GUEST_ORDERS}/${order.id}${query}`);
    for (const query of ['', '?email=otra@example.com', '?phone=600000000', '?email=', '?phone=abc']) {
      const answer = await get(query);
      expect([answer.status, answer.body.message]).toEqual([404, NOT_FOUND]);
    }
    const byEmail = await get('?email=marta.ruiz%40example.com');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({
      id: order.id,
      email: 'Marta.Ruiz@Example.com',
      phone: '699888777',
    });
    const other = await sessionClient(sandbox, { forwardedFor: freshAddress() }).start();
    const byPhone = await other.json<Body<Order>>(
      'GET',
      `${GUEST_ORDERS}/${order.id}?phone=%2B34%20699%20888%20777`,
    );
    expect(byPhone.status).toBe(200);
    // Without a session at all the contact still works (a first visit to the page).
    const cookieless = await bare(sandbox, lookupPath(order.id, 'marta.ruiz@example.com'), freshAddress());
    expect(cookieless.status).toBe(200);
    // The address's phone (612…) is not the contact phone given: it does not match.
    const fresh = await sessionClient(sandbox, { forwardedFor: freshAddress() }).start();
    expect((await fresh.json('GET', `${GUEST_ORDERS}/${order.id}?phone=612345678`)).status).toBe(404);
  });

  it('finds guest orders only: a customer’s order is the same 404 as an unknown one, even with its e-mail', async () => {
    const customer = await registerClient(sandbox);
    await customer.client.json('POST', '/store-front/api/sales/cart_b2c', {
      products: [{ id: PRODUCTS.pan, quantity: 1 }],
    });
    await completeCheckout(customer.client, { email: customer.email });
    const placed = await customer.client.json<Body<Order>>('POST', PLACE);
    expect(placed.status).toBe(201);
    const own = placed.body.data;
    const answers = [];
    for (const path of [
      lookupPath(own.id, customer.email), // the right contact of a customer's order
      lookupPath(own.id, 'otra@example.com'), // a wrong contact
      lookupPath(999_999, customer.email), // no such order
    ]) {
      const response = await bare(sandbox, path, freshAddress());
      answers.push({
        status: response.status,
        body: await response.text(),
        retry: response.headers.get('retry-after'),
      });
    }
    expect(answers[0]).toEqual({ status: 404, body: JSON.stringify({ message: NOT_FOUND }), retry: null });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Not even the customer's own session finds it through the guest routes: it is in the account.
    expect((await customer.client.json('GET', `${GUEST_ORDERS}/${own.id}`)).status).toBe(404);
    expect((await customer.client.json('GET', `${ORDERS}/${own.id}`)).status).toBe(200);
  });

  it('a successful lookup lets that browser session pay the order, on the guest routes only', async () => {
    const { order } = await placedGuestOrder(sandbox);
    const other = await sessionClient(sandbox, { forwardedFor: freshAddress() }).start();
    expect((await other.json('POST', `${GUEST_ORDERS}/${order.id}/pay`, {})).status).toBe(404);
    const pay = await other.json<Body<Order>>('POST', `${GUEST_ORDERS}/${order.id}/pay`, {
      email: 'LUCIA@example.com',
    });
    expect([pay.status, pay.body.data.id, pay.body.data.can_pay]).toEqual([200, order.id, true]);
    // From now on the session needs no contact data on the guest routes; the owner's stay the owner's.
    expect((await other.json('GET', `${GUEST_ORDERS}/${order.id}`)).status).toBe(200);
    expect((await other.json('GET', `${ORDERS}/${order.id}`)).status).toBe(404);
    expect((await other.json('POST', `${ORDERS}/${order.id}/pay`)).status).toBe(404);
    await moveOrder(sandbox, order.id, 'paid');
    const paid = await other.json<ApiErrorBody>('POST', `${GUEST_ORDERS}/${order.id}/pay`, {});
    expect([paid.status, paid.body.message]).toEqual([422, 'Este pedido ya está pagado.']);
    const third = await sessionClient(sandbox).start();
    expect((await third.json('GET', `${GUEST_ORDERS}/${order.id}`)).status).toBe(404);
  });

  it('grants the browser session, never the account: a fresh login of the same customer sees nothing', async () => {
    const { order } = await placedGuestOrder(sandbox);
    const customer = await registerClient(sandbox);
    const found = await customer.client.json('GET', lookupPath(order.id, 'lucia@example.com'));
    expect(found.status).toBe(200);
    // Not in the account: neither its list nor its order page.
    const list = await customer.client.json<{ data: Order[] }>('GET', ORDERS);
    expect(list.body.data.map((item) => item.id)).not.toContain(order.id);
    expect((await customer.client.json('GET', `${ORDERS}/${order.id}`)).status).toBe(404);
    // Another browser of the same account: nothing without the contact again.
    const again = await sessionClient(sandbox).start();
    const login = await again.request('POST', '/api/v1/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(login.status).toBe(200);
    expect((await again.json('GET', `${GUEST_ORDERS}/${order.id}`)).status).toBe(404);
    expect((await again.json('GET', `${ORDERS}/${order.id}`)).status).toBe(404);
    // Logging out and in again on the first browser rotates its session: the grant stays behind.
    await customer.client.request('GET', '/api/v1/auth/logout');
    await customer.client.start();
    await customer.client.request('POST', '/api/v1/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect((await customer.client.json('GET', `${GUEST_ORDERS}/${order.id}`)).status).toBe(404);
  });

  it('to-cart copies the order into the caller’s cart', async () => {
    const { order } = await placedGuestOrder(sandbox, {
      lines: [
        { id: PRODUCTS.cheap, quantity: 2 },
        { id: PRODUCTS.pan, quantity: 1 },
      ],
    });
    const other = await sessionClient(sandbox, { forwardedFor: freshAddress() }).start();
    const refused = await other.json<ApiErrorBody>('POST', `${GUEST_ORDERS}/${order.id}/to-cart`, {
      phone: '600000000',
    });
    expect(refused.status).toBe(404);
    const { status, body } = await other.json<Body<Cart>>('POST', `${GUEST_ORDERS}/${order.id}/to-cart`, {
      phone: '612 345 678',
    });
    expect(status).toBe(200);
    expect(body.data.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [PRODUCTS.cheap, 2],
      [PRODUCTS.pan, 1],
    ]);
  });
});

describe('guest lookup limits', () => {
  const expectThrottled = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(((await response.json()) as ApiErrorBody).message).toBe(THROTTLED);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(GUEST_LOOKUP_WINDOW_SECONDS);
  };

  it(`per client address: ${GUEST_LOOKUP_PER_CLIENT} failures without cookies, then 429 even for the right contact`, async () => {
    const attacker = freshAddress();
    const orders = [];
    // Spread over several orders and contacts, so that only the client's own count is reached.
    for (let i = 0; i < Math.ceil(GUEST_LOOKUP_PER_CLIENT / (GUEST_LOOKUP_PER_CLIENT_ORDER - 1)) + 1; i += 1)
      orders.push((await placedGuestOrder(sandbox)).order);
    for (let attempt = 0; attempt < GUEST_LOOKUP_PER_CLIENT; attempt += 1) {
      const order = orders[attempt % orders.length]!;
      const response = await bare(sandbox, lookupPath(order.id, `intento${attempt}@example.com`), attacker);
      expect(response.status).toBe(404);
    }
    await expectThrottled(await bare(sandbox, lookupPath(orders[0]!.id, 'lucia@example.com'), attacker));
    // A session changes nothing: the address is counted.
    const withSession = await sessionClient(sandbox, { forwardedFor: attacker }).start();
    await expectThrottled(await withSession.request('GET', lookupPath(orders[0]!.id, 'lucia@example.com')));
    // The count lives in SQLite: a restart does not reset it.
    await sandbox.restart();
    await expectThrottled(await bare(sandbox, lookupPath(orders[1]!.id, 'lucia@example.com'), attacker));
    // Another client is not affected.
    expect((await bare(sandbox, lookupPath(orders[1]!.id, 'lucia@example.com'), freshAddress())).status).toBe(
      200,
    );
  });

  it(`per client and order: ${GUEST_LOOKUP_PER_CLIENT_ORDER} failures refuse the number to that client only`, async () => {
    const { client: buyer, order } = await placedGuestOrder(sandbox);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < GUEST_LOOKUP_PER_CLIENT_ORDER; attempt += 1) {
      const response = await bare(sandbox, lookupPath(order.id, `otro${attempt}@example.com`), attacker);
      expect(response.status).toBe(404);
    }
    await expectThrottled(await bare(sandbox, lookupPath(order.id, 'lucia@example.com'), attacker));
    // The real guest, on their own address, is not locked out by someone else's guesses.
    expect((await bare(sandbox, lookupPath(order.id, 'lucia@example.com'), freshAddress())).status).toBe(200);
    // The order's own session is never throttled: it needs no lookup.
    expect((await buyer.json('GET', `${GUEST_ORDERS}/${order.id}`)).status).toBe(200);
  });

  it('an IPv6 client is counted by its /64: rotating addresses inside it changes nothing', async () => {
    const { order } = await placedGuestOrder(sandbox);
    for (let attempt = 0; attempt < GUEST_LOOKUP_PER_CLIENT_ORDER; attempt += 1) {
      const response = await bare(
        sandbox,
        lookupPath(order.id, `v6-${attempt}@example.com`),
        `2001:db8:5:5::${attempt + 1}`,
      );
      expect(response.status).toBe(404);
    }
    await expectThrottled(
      await bare(sandbox, lookupPath(order.id, 'lucia@example.com'), '2001:db8:5:5:abcd::99'),
    );
    expect((await bare(sandbox, lookupPath(order.id, 'lucia@example.com'), '2001:db8:5:6::1')).status).toBe(
      200,
    );
  });

  it(`per contact: ${GUEST_LOOKUP_PER_CONTACT} failures with one e-mail refuse it on every number`, async () => {
    const { order } = await placedGuestOrder(sandbox, { email: 'victima@example.com' });
    for (let attempt = 0; attempt < GUEST_LOOKUP_PER_CONTACT; attempt += 1) {
      const response = await bare(
        sandbox,
        lookupPath(900_000 + attempt, 'VICTIMA@example.com'),
        freshAddress(),
      );
      expect(response.status).toBe(404);
    }
    await expectThrottled(await bare(sandbox, lookupPath(order.id, 'victima@example.com'), freshAddress()));
    // Phones are counted by their digits, however they are written.
    const { order: byPhone } = await placedGuestOrder(sandbox, { phone: '633 222 111' });
    for (let attempt = 0; attempt < GUEST_LOOKUP_PER_CONTACT; attempt += 1) {
      const phone = attempt % 2 === 0 ? '+34 633 222 111' : '633222111';
      const path = `${GUEST_ORDERS}/${910_000 + attempt}?phone=${encodeURIComponent(phone)}`;
      expect((await bare(sandbox, path, freshAddress())).status).toBe(404);
    }
    const path = `${GUEST_ORDERS}/${byPhone.id}?phone=0034633222111`;
    await expectThrottled(await bare(sandbox, path, freshAddress()));
  });
});

describe('guest lookup window (a setting)', () => {
  const shortWindow = withSandbox({ limits: { guestLookup: { windowSeconds: 1, perClientOrder: 2 } } });

  it('lets the right contact in again once the window has passed', async () => {
    const client = await guestWithCart(shortWindow);
    await completeCheckout(client);
    const order = (await client.json<Body<Order>>('POST', PLACE)).body.data;
    const guesser = freshAddress();
    for (const email of ['a@example.com', 'b@example.com'])
      expect((await bare(shortWindow, lookupPath(order.id, email), guesser)).status).toBe(404);
    const blocked = await bare(shortWindow, lookupPath(order.id, 'lucia@example.com'), guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    await expect
      .poll(
        async () => (await bare(shortWindow, lookupPath(order.id, 'lucia@example.com'), guesser)).status,
        {
          timeout: 5_000,
        },
      )
      .toBe(200);
  });
});
