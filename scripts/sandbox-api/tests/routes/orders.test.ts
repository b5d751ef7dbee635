/** The owner's orders (routes/orders.ts): statuses, WhatsApp messages, paying and buying again. */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import type { Product } from '@shop/contract/catalogue';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { Paginated } from '@shop/contract/paginated';
import { createPayableOrders, type OrdersForPayment } from '../../orders/payable.ts';
import type { Order } from '@shop/contract/orders';
import { statusPath } from '../../orders/status.ts';
import { orderStatusMessage, whatsappRecipient } from '../../orders/whatsapp.ts';
import { createOutbox } from '../../outbox/store.ts';
import { loginClient, registerClient, sessionClient, withSandbox } from '../../testing/helpers.ts';
import { SEED_FACTS } from '../../testing/seed-facts.ts';
import {
  ADDRESS,
  beginCheckout,
  CART,
  CHECKOUT,
  completeCheckout,
  GUEST_ORDERS,
  moveOrder,
  ORDERS,
  placedGuestOrder,
  PRODUCTS,
  whatsappFor,
} from '../../testing/order-helpers.ts';

type Body<T> = { data: T } & ApiErrorBody;

describe('order status rules (pure)', () => {
  it('walks forward through every status, cancels only before shipping', () => {
    expect(statusPath('pending_payment', 'paid')).toEqual(['paid']);
    expect(statusPath('pending_payment', 'delivered')).toEqual(['paid', 'shipped', 'delivered']);
    expect(statusPath('paid', 'paid')).toEqual([]);
    expect(statusPath('paid', 'cancelled')).toEqual(['cancelled']);
    expect(statusPath('shipped', 'cancelled')).toBeNull();
    expect(statusPath('delivered', 'paid')).toBeNull();
    expect(statusPath('cancelled', 'paid')).toBeNull();
  });

  it('builds the WhatsApp template message', () => {
    expect(whatsappRecipient('612345678')).toBe('34612345678');
    const message = orderStatusMessage({
      phone: '612345678',
      customerName: 'Lucía',
      orderId: 7,
      orderNumber: 'MT-000007',
      status: 'delivered',
      ratingUrl: 'http://shop/ratings/7?token=abc',
    });
    expect(message).toMatchObject({
      messaging_product: 'whatsapp',
      to: '34612345678',
      type: 'template',
      template: {
        name: 'order_status_update',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Lucía' },
              { type: 'text', text: 'MT-000007' },
              { type: 'text', text: 'Entregado' },
            ],
          },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '7?token=abc' }],
          },
        ],
      },
      order_id: 7,
      status: 'delivered',
      rating_url: 'http://shop/ratings/7?token=abc',
    });
    expect(message.message_id).toMatch(/^wamid\.[\w-]{32}$/);
  });
});

const sandbox = withSandbox({ shopUrl: 'http://tienda.test' });

describe('the owner’s orders', () => {
  it('lists the owner’s orders newest first, paginated', async () => {
    const { client, order: first } = await placedGuestOrder(sandbox);
    await client.json('POST', CART, { products: [{ id: PRODUCTS.cheap, quantity: 1 }] });
    await client.json('POST', '/store-front/api/sales/cart_b2c/transition');
    await client.json('POST', '/api/v2/sales/checkout');
    const second = (await client.json<Body<Order>>('POST', '/api/v1/cart/checkout')).body.data;
    expect(second.id).toBeGreaterThan(first.id);

    const page = await client.json<Paginated<Order>>('GET', `${ORDERS}?per_page=1&page=1`);
    expect(page.status).toBe(200);
    expect(page.body.data.map((order) => order.id)).toEqual([second.id]);
    expect(page.body.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    const all = await client.json<Paginated<Order>>('GET', ORDERS);
    expect(all.body.data.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(all.body.meta.per_page).toBe(10);
    expect((await client.json('GET', `${ORDERS}?per_page=0`)).status).toBe(422);
    expect((await client.json('GET', `${ORDERS}?page=x`)).status).toBe(422);
    const anonymous = await sandbox.json<Paginated<Order>>(ORDERS);
    expect(anonymous.body).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 },
    });
  });

  it('shows one order to its owner only', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const own = await client.json<Body<Order>>('GET', `${ORDERS}/${order.id}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(order);
    const stranger = await sessionClient(sandbox).start();
    for (const path of [`${ORDERS}/${order.id}`, `${ORDERS}/999999`, `${ORDERS}/abc`]) {
      const answer = await stranger.json<ApiErrorBody>('GET', path);
      expect([answer.status, answer.body.message]).toEqual([404, 'Pedido no encontrado.']);
    }
    expect((await stranger.json('POST', `${ORDERS}/${order.id}/pay`)).status).toBe(404);
    expect((await stranger.json('POST', `${ORDERS}/${order.id}/to-cart`)).status).toBe(404);
    expect((await sandbox.get(`${ORDERS}/${order.id}`)).status).toBe(401);
  });

  it('a customer’s orders are theirs across sessions', async () => {
    const customer = await registerClient(sandbox);
    await customer.client.json('POST', CART, { products: [{ id: PRODUCTS.cheap, quantity: 2 }] });
    await beginCheckout(customer.client);
    await customer.client.json('PUT', CHECKOUT, {
      shipping_address: ADDRESS,
      carrier_id: 1,
      payment_method: 'redsys_card',
    });
    const placed = await customer.client.json<Body<Order>>('POST', '/api/v1/cart/checkout');
    expect(placed.status).toBe(201);
    const again = await loginClient(sandbox, { email: customer.email, password: customer.password });
    const list = await again.json<Paginated<Order>>('GET', ORDERS);
    expect(list.body.data.map((order) => order.id)).toEqual([placed.body.data.id]);
  });
});

describe('paying and buying again', () => {
  it('pay answers a pending order, 422 once paid or cancelled', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const pay = () => client.json<Body<Order>>('POST', `${ORDERS}/${order.id}/pay`);
    const pending = await pay();
    expect([pending.status, pending.body.data.status, pending.body.data.can_pay]).toEqual([
      200,
      'pending_payment',
      true,
    ]);
    await moveOrder(sandbox, order.id, 'paid');
    const paid = await pay();
    expect([paid.status, paid.body.message]).toEqual([422, 'Este pedido ya está pagado.']);

    const other = await placedGuestOrder(sandbox);
    await moveOrder(sandbox, other.order.id, 'cancelled');
    const cancelled = await other.client.json<ApiErrorBody>('POST', `${ORDERS}/${other.order.id}/pay`);
    expect([cancelled.status, cancelled.body.message]).toEqual([
      422,
      'Este pedido está cancelado y no se puede pagar.',
    ]);
  });

  it('pay with another method keeps the same order and the cart: a transfer after a denied card', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const bad = await client.json<ApiErrorBody>('POST', `${ORDERS}/${order.id}/pay`, {
      payment_method: 'bizum',
    });
    expect([bad.status, bad.body.errors?.payment_method]).toEqual([422, ['Elige un método de pago válido.']]);
    const pay = (body: object) => client.json<Body<Order>>('POST', `${ORDERS}/${order.id}/pay`, body);
    const { status, body } = await pay({ payment_method: 'bank_transfer' });
    expect([status, body.data.id, body.data.number, body.data.payment_method.code]).toEqual([
      200,
      order.id,
      order.number,
      'bank_transfer',
    ]);
    expect(body.data.bank_transfer).toMatchObject({ concept: order.number, amount: order.totals.total });
    const cart = await client.json<Body<Cart>>('GET', CART);
    expect(cart.body.data.items.map((item) => item.product.id)).toEqual([PRODUCTS.pan]);
    // Placing again from the same checkout answers this order, not a new one.
    const again = await client.json<Body<Order>>('POST', '/api/v1/cart/checkout');
    expect(again.body.data.id).toBe(order.id);
    // The guest route takes the method too, without the proof, for the session that placed it.
    const back = await client.json<Body<Order>>('POST', `${GUEST_ORDERS}/${order.id}/pay`, {
      payment_method: 'redsys_card',
    });
    expect([back.status, back.body.data.bank_transfer]).toEqual([200, null]);
  });

  it('the buyer gets the confirmation e-mail when the order is paid, the bank details for a transfer', async () => {
    const emails = async (to: string) =>
      (
        await sandbox.json<{ data: { template: string }[] }>(`/__sandbox/outbox?channel=email&to=${to}`)
      ).body.data.map((message) => message.template);
    const card = await placedGuestOrder(sandbox, { email: 'tarjeta@example.com' });
    expect(await emails('tarjeta@example.com')).toEqual([]);
    await moveOrder(sandbox, card.order.id, 'paid');
    expect(await emails('tarjeta@example.com')).toEqual(['order_confirmation']);
    await placedGuestOrder(sandbox, { email: 'transfer@example.com', payment_method: 'bank_transfer' });
    expect(await emails('transfer@example.com')).toEqual(['order_transfer_details']);
  });

  it('to-cart adds the lines at today’s prices, capped at the stock', async () => {
    const { client, order } = await placedGuestOrder(sandbox, {
      lines: [
        { id: PRODUCTS.pan, quantity: 3 },
        { id: PRODUCTS.giftCard, quantity: 1, prices_override: [{ price: 25 }] },
      ],
    });
    await client.json('POST', CART, { products: [{ id: PRODUCTS.pan, quantity: 1 }] });
    const { status, body } = await client.json<Body<Cart>>('POST', `${ORDERS}/${order.id}/to-cart`);
    expect(status).toBe(200);
    expect(body.data.items.map((item) => [item.product.id, item.quantity, item.price.unit])).toEqual([
      [PRODUCTS.pan, 4, SEED_FACTS.pan.unit],
      [PRODUCTS.giftCard, 1, 25],
    ]);

    // Bowls: 2 in stock; an order of 2 leaves none, so buying it again adds nothing.
    const bowls = await placedGuestOrder(sandbox, { lines: [{ id: PRODUCTS.lastUnits, quantity: 2 }] });
    const none = await bowls.client.json<ApiErrorBody>('POST', `${ORDERS}/${bowls.order.id}/to-cart`);
    expect([none.status, none.body.message]).toEqual([
      422,
      'Los productos de este pedido ya no están disponibles.',
    ]);
    // Cancelling it puts the stock back: now both fit again.
    await moveOrder(sandbox, bowls.order.id, 'cancelled');
    const back = await bowls.client.json<Body<Cart>>('POST', `${ORDERS}/${bowls.order.id}/to-cart`);
    expect(back.body.data.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [PRODUCTS.lastUnits, 2],
    ]);
    const bowl = (await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${PRODUCTS.lastUnits}`))
      .body.data;
    expect(bowl.quantity).toBe(2);
  });

  it('to-cart of adult products asks for the age check first', async () => {
    const buyer = await sessionClient(sandbox).start();
    await buyer.request('GET', '/store-front/api/vino/greater-18');
    await buyer.json('POST', CART, { products: [{ id: PRODUCTS.wine, quantity: 1 }] });
    await completeCheckout(buyer);
    const order = (await buyer.json<Body<Order>>('POST', '/api/v1/cart/checkout')).body.data;
    // The buyer's session confirmed its age: buying again just works.
    expect((await buyer.json('POST', `${ORDERS}/${order.id}/to-cart`)).status).toBe(200);
    // A guest who looks the order up from another session has not.
    const other = await sessionClient(sandbox).start();
    const lookup = await other.json(
      'GET',
      `/store-front/api/guest/sales/order/${order.id}?email=lucia@example.com`,
    );
    expect(lookup.status).toBe(200);
    // The lookup's grant is for the guest routes; the owner's routes stay the owner's.
    expect((await other.json('POST', `${ORDERS}/${order.id}/to-cart`)).status).toBe(404);
    const adult = await other.json<{ message: string; products: number[] }>(
      'POST',
      `${GUEST_ORDERS}/${order.id}/to-cart`,
      {},
    );
    expect(adult.status).toBe(409);
    expect(adult.body.products).toEqual([PRODUCTS.wine]);
  });
});

describe('moving orders on: PUT /__sandbox/orders/{id}/status', () => {
  it('validates the status and the move', async () => {
    const { order } = await placedGuestOrder(sandbox);
    expect((await moveOrder(sandbox, order.id, 'lost')).status).toBe(422);
    expect((await moveOrder(sandbox, 999_999, 'paid')).status).toBe(404);
    await moveOrder(sandbox, order.id, 'shipped');
    const backwards = await moveOrder(sandbox, order.id, 'paid');
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe('Un pedido «Enviado» no puede pasar a «Pagado».');
    expect((await moveOrder(sandbox, order.id, 'cancelled')).status).toBe(422);
    const same = await moveOrder(sandbox, order.id, 'shipped');
    expect([same.status, same.body.data.status]).toEqual([200, 'shipped']);
  });

  it('sends a WhatsApp message from payment on, with the rating link on delivery', async () => {
    const { client, order } = await placedGuestOrder(sandbox, { phone: '+34 655 443 322' });
    expect(await whatsappFor(sandbox, order.id)).toEqual([]);
    const paid = await moveOrder(sandbox, order.id, 'paid');
    expect(paid.body.data).toMatchObject({ status: 'paid', status_label: 'Pagado', can_pay: false });
    expect(paid.body.data.paid_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    await moveOrder(sandbox, order.id, 'delivered');
    const messages = await whatsappFor(sandbox, order.id);
    expect(messages.map((message) => message.payload.status)).toEqual(['paid', 'shipped', 'delivered']);
    for (const message of messages) {
      expect(message).toMatchObject({
        channel: 'whatsapp',
        recipient: '34655443322',
        template: 'order_status_update',
      });
      expect(message.payload).toMatchObject({
        messaging_product: 'whatsapp',
        to: '34655443322',
        order_id: order.id,
      });
    }
    const body = (messages[1]!.payload.template as { components: { parameters: { text: string }[] }[] })
      .components[0]!;
    expect(body.parameters.map((parameter) => parameter.text)).toEqual(['Lucía', order.number, 'Enviado']);
    expect(messages[0]!.payload.rating_url).toBeUndefined();
    expect(messages[2]!.payload.rating_url).toMatch(
      new RegExp(`^http://tienda\\.test/ratings/${order.id}\\?token=[\\w%-]+$`),
    );
    const delivered = await client.json<Body<Order>>('GET', `${ORDERS}/${order.id}`);
    expect(delivered.body.data).toMatchObject({
      status: 'delivered',
      can_rate: true,
      status_label: 'Entregado',
    });
  });

  it('cancelling an unpaid order sends nothing; cancelling a paid one tells the buyer', async () => {
    const unpaid = await placedGuestOrder(sandbox);
    await moveOrder(sandbox, unpaid.order.id, 'cancelled');
    expect(await whatsappFor(sandbox, unpaid.order.id)).toEqual([]);
    const paid = await placedGuestOrder(sandbox);
    await moveOrder(sandbox, paid.order.id, 'paid');
    await moveOrder(sandbox, paid.order.id, 'cancelled');
    const statuses = (await whatsappFor(sandbox, paid.order.id)).map((message) => message.payload.status);
    expect(statuses).toEqual(['paid', 'cancelled']);
  });
});

describe('PayableOrders (the Redsys seam)', () => {
  let db: DatabaseSync;
  let payable: OrdersForPayment;
  beforeAll(() => {
    // A second connection to the sandbox's own database, as the Redsys routes' would be.
    db = new DatabaseSync(join(sandbox.dir, 'sandbox.sqlite'));
    payable = createPayableOrders(db, createOutbox(db), { api: sandbox.url, shop: 'http://tienda.test' });
  });
  afterAll(() => db.close());

  it('answers the owner’s pending order and nobody else’s', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const sessionId = decodeURIComponent(client.cookies.get('sandbox_session')!);
    const payer = { owner: `session:${sessionId}`, sessionId };
    expect(payable.payable(payer, order.id)).toEqual({
      id: order.id,
      totalCents: Math.round(order.totals.total * 100),
      status: 'pending_payment',
    });
    expect(
      payable.payable({ owner: 'session:someone-else', sessionId: 'someone-else' }, order.id),
    ).toBeNull();
    expect(payable.payable(payer, 999_999)).toBeNull();
  });

  it('answers a guest order to a browser session a lookup granted it to, never to its account', async () => {
    const { order } = await placedGuestOrder(sandbox);
    const customer = await registerClient(sandbox);
    const found = await customer.client.json('GET', `${GUEST_ORDERS}/${order.id}?email=lucia@example.com`);
    expect(found.status).toBe(200);
    const sessionId = decodeURIComponent(customer.client.cookies.get('sandbox_session')!);
    const owner = `user:${customer.user.id}`;
    expect(payable.payable({ owner, sessionId }, order.id)?.id).toBe(order.id);
    // The same account on another browser session: nothing.
    expect(payable.payable({ owner, sessionId: 'another-session' }, order.id)).toBeNull();
  });

  it('settles once: a denial leaves it pending, an authorisation pays it (invoice, WhatsApp)', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    payable.settle(order.id, { dsResponse: '0190', authorised: false, redsysOrder: '1234abc' });
    let current = (await client.json<Body<Order>>('GET', `${ORDERS}/${order.id}`)).body.data;
    expect(current.status).toBe('pending_payment');
    payable.settle(order.id, { dsResponse: '0000', authorised: true, redsysOrder: '1235abc' });
    payable.settle(order.id, { dsResponse: '0000', authorised: true, redsysOrder: '1235abc' });
    payable.settle(order.id, { dsResponse: '0000', authorised: true, redsysOrder: '1236abc' });
    current = (await client.json<Body<Order>>('GET', `${ORDERS}/${order.id}`)).body.data;
    expect(current.status).toBe('paid');
    expect(current.invoice_id).toEqual(expect.any(Number));
    expect((await whatsappFor(sandbox, order.id)).map((message) => message.payload.status)).toEqual(['paid']);
    const outcomes = db
      .prepare('SELECT ds_response, authorised FROM order_payment_outcomes WHERE order_id = ? ORDER BY id')
      .all(order.id);
    expect(outcomes.map((row) => [row.ds_response, row.authorised])).toEqual([
      ['0190', 0],
      ['0000', 1],
      ['0000', 1],
    ]);
  });
});

describe('after a restart', () => {
  it('orders, statuses and messages are still there', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    await moveOrder(sandbox, order.id, 'shipped');
    await sandbox.restart();
    const reloaded = await client.json<Body<Order>>('GET', `${ORDERS}/${order.id}`);
    expect(reloaded.body.data).toMatchObject({ id: order.id, status: 'shipped', number: order.number });
    expect((await whatsappFor(sandbox, order.id)).map((message) => message.payload.status)).toEqual([
      'paid',
      'shipped',
    ]);
  });
});
