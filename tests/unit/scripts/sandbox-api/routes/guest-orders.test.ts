/** Guest order lookup (routes/guest-orders.ts, orders/guest-lookup.ts): contact matching, throttling. */
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../../src/contract/cart.ts';
import type { ApiErrorBody } from '../../../../../src/contract/errors.ts';
import {
  contactMatches,
  GUEST_LOOKUP_LIMIT,
} from '../../../../../scripts/sandbox-api/orders/guest-lookup.ts';
import type { Order } from '../../../../../src/contract/orders.ts';
import { sessionClient, withSandbox } from '../support/helpers.ts';
import { GUEST_ORDERS, moveOrder, ORDERS, placedGuestOrder, PRODUCTS } from '../support/order-helpers.ts';

type Body<T> = { data: T } & ApiErrorBody;
const NOT_FOUND = 'No encontramos ningún pedido con esos datos.';

describe('guest contact matching (pure)', () => {
  const order = { email: 'Lucia@Example.com', phone: '612345678' };
  it('matches the e-mail in any case and the phone in any usual form', () => {
    expect(contactMatches(order, { email: ' lucia@example.COM ' })).toBe(true);
    expect(contactMatches(order, { phone: '+34 612 34 56 78' })).toBe(true);
    expect(contactMatches(order, { phone: '0034612345678' })).toBe(true);
    expect(contactMatches(order, { email: 'otra@example.com', phone: '612345678' })).toBe(true);
    expect(contactMatches(order, { email: 'otra@example.com' })).toBe(false);
    expect(contactMatches(order, { phone: '612345679' })).toBe(false);
    expect(contactMatches(order, {})).toBe(false);
    expect(contactMatches(order, { email: '', phone: 12 })).toBe(false);
  });
});

const sandbox = withSandbox();

describe('guest order lookup', () => {
  it('shows the order to its own session without contact data', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const { status, body } = await client.json<Body<Order>>('GET', `${GUEST_ORDERS}/${order.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(order);
  });

  it('shows it to another session only with the order’s e-mail or phone, never by id alone', async () => {
    const { order } = await placedGuestOrder(sandbox, {
      email: 'Marta.Ruiz@Example.com',
      phone: '699 888 777',
    });
    const stranger = await sessionClient(sandbox).start();
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
    const other = await sessionClient(sandbox).start();
    const byPhone = await other.json<Body<Order>>(
      'GET',
      `${GUEST_ORDERS}/${order.id}?phone=%2B34%20699%20888%20777`,
    );
    expect(byPhone.status).toBe(200);
    // Without a session at all the contact still works (a first visit to the page).
    expect((await sandbox.get(`${GUEST_ORDERS}/${order.id}?email=marta.ruiz@example.com`)).status).toBe(200);
    // The address's phone (612…) is not the contact phone given: it does not match.
    const addressPhone = await other.json('GET', `${GUEST_ORDERS}/${order.id}?phone=612345678`);
    expect(addressPhone.status).toBe(200); // granted by the phone lookup before: no contact needed now
    const fresh = await sessionClient(sandbox).start();
    expect((await fresh.json('GET', `${GUEST_ORDERS}/${order.id}?phone=612345678`)).status).toBe(404);
    const unknown = await stranger.json<ApiErrorBody>(
      'GET',
      `${GUEST_ORDERS}/999999?email=marta.ruiz@example.com`,
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, NOT_FOUND]);
  });

  it('a successful lookup lets that session pay the order and see it later', async () => {
    const { order } = await placedGuestOrder(sandbox);
    const other = await sessionClient(sandbox).start();
    expect((await other.json('POST', `${GUEST_ORDERS}/${order.id}/pay`, {})).status).toBe(404);
    const pay = await other.json<Body<Order>>('POST', `${GUEST_ORDERS}/${order.id}/pay`, {
      email: 'LUCIA@example.com',
    });
    expect([pay.status, pay.body.data.id, pay.body.data.can_pay]).toEqual([200, order.id, true]);
    // From now on the session needs no contact data, on the guest and the owner routes.
    expect((await other.json('GET', `${GUEST_ORDERS}/${order.id}`)).status).toBe(200);
    expect((await other.json('POST', `${ORDERS}/${order.id}/pay`)).status).toBe(200);
    await moveOrder(sandbox, order.id, 'paid');
    const paid = await other.json<ApiErrorBody>('POST', `${GUEST_ORDERS}/${order.id}/pay`, {});
    expect([paid.status, paid.body.message]).toEqual([422, 'Este pedido ya está pagado.']);
    // Still private to the others.
    const third = await sessionClient(sandbox).start();
    expect((await third.json('GET', `${ORDERS}/${order.id}`)).status).toBe(404);
  });

  it('to-cart copies the order into the caller’s cart', async () => {
    const { order } = await placedGuestOrder(sandbox, {
      lines: [
        { id: PRODUCTS.board, quantity: 2 },
        { id: PRODUCTS.pan, quantity: 1 },
      ],
    });
    const other = await sessionClient(sandbox).start();
    const refused = await other.json<ApiErrorBody>('POST', `${GUEST_ORDERS}/${order.id}/to-cart`, {
      phone: '600000000',
    });
    expect(refused.status).toBe(404);
    const { status, body } = await other.json<Body<Cart>>('POST', `${GUEST_ORDERS}/${order.id}/to-cart`, {
      phone: '612 345 678',
    });
    expect(status).toBe(200);
    expect(body.data.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [PRODUCTS.board, 2],
      [PRODUCTS.pan, 1],
    ]);
  });

  it(`throttles: ${GUEST_LOOKUP_LIMIT.maxFailures} failures per session in 10 minutes, then 429`, async () => {
    const { client: owner, order } = await placedGuestOrder(sandbox);
    const guesser = await sessionClient(sandbox).start();
    for (let attempt = 0; attempt < GUEST_LOOKUP_LIMIT.maxFailures; attempt += 1) {
      const answer = await guesser.json(
        'GET',
        `${GUEST_ORDERS}/${order.id}?email=intento${attempt}@example.com`,
      );
      expect(answer.status).toBe(404);
    }
    const blocked = await guesser.json<ApiErrorBody>(
      'GET',
      `${GUEST_ORDERS}/${order.id}?email=lucia@example.com`,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Demasiados intentos. Inténtalo de nuevo dentro de unos minutos.');
    const retryAfter = Number(blocked.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(GUEST_LOOKUP_LIMIT.windowSeconds);
    expect(
      (await guesser.json('POST', `${GUEST_ORDERS}/${order.id}/pay`, { email: 'lucia@example.com' })).status,
    ).toBe(429);
    // The count lives in SQLite: a restart does not reset it.
    await sandbox.restart();
    expect((await guesser.json('GET', `${GUEST_ORDERS}/${order.id}?email=lucia@example.com`)).status).toBe(
      429,
    );
    // Other sessions are not affected, and the order's own session is never throttled.
    const honest = await sessionClient(sandbox).start();
    expect((await honest.json('GET', `${GUEST_ORDERS}/${order.id}?email=lucia@example.com`)).status).toBe(
      200,
    );
    for (let attempt = 0; attempt <= GUEST_LOOKUP_LIMIT.maxFailures; attempt += 1) {
      await owner.json('GET', `${GUEST_ORDERS}/999999?email=lucia@example.com`);
    }
    expect((await owner.json('GET', `${GUEST_ORDERS}/999999?email=lucia@example.com`)).status).toBe(429);
    expect((await owner.json('GET', `${GUEST_ORDERS}/${order.id}`)).status).toBe(200);
  });
});
