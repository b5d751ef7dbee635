/** The checkout steps and placing the order (routes/checkout.ts) over HTTP. */
import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import type { Product } from '@shop/contract/catalogue';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { Checkout } from '@shop/contract/checkout';
import type { Carrier } from '@shop/contract/checkout';
import type { Order } from '@shop/contract/orders';
import { registerClient, sessionClient, withSandbox } from '../../testing/helpers.ts';
import { SEED_FACTS, SHIPPING, sum, times } from '../../testing/seed-facts.ts';
import {
  ADDRESS,
  beginCheckout,
  CART,
  CHECKOUT,
  CHECKOUT_CART,
  completeCheckout,
  guestWithCart,
  moveOrder,
  PLACE,
  placedGuestOrder,
  PRODUCTS,
  TRANSITION,
} from '../../testing/order-helpers.ts';
import { totalsWithCoupon } from '../support/cart.ts';

type Body<T> = { data: T } & ApiErrorBody;

/** The urgent carrier's price (checkout/carriers.ts). */
const URGENT = 9.95;

const sandbox = withSandbox();

const NOT_IN_CHECKOUT = 'Empieza la compra desde el carrito.';

describe('beginning the checkout: cart_b2c/transition, checkout_b2c, POST /api/v2/sales/checkout', () => {
  it('has nothing to begin from an empty cart', async () => {
    const client = await sessionClient(sandbox).start();
    expect((await client.json<ApiErrorBody>('GET', CHECKOUT)).status).toBe(404);
    for (const path of [TRANSITION, CHECKOUT]) {
      const empty = await client.json<ApiErrorBody>('POST', path);
      expect([empty.status, empty.body.message], path).toEqual([422, 'Tu carrito está vacío.']);
    }
    expect((await client.request('GET', CHECKOUT_CART)).status).toBe(204);
    expect((await sandbox.get(CHECKOUT_CART)).status).toBe(204);
    expect((await sandbox.get(CHECKOUT)).status).toBe(404);
  });

  it('moves the cart into checkout (201, then 200); checkout_b2c is that cart, 404 before', async () => {
    const client = await guestWithCart(sandbox, [{ id: PRODUCTS.cheap, quantity: 3 }]);
    const cart = (await client.json<Body<Cart>>('GET', CART)).body.data;
    const before = await client.json<ApiErrorBody>('GET', CHECKOUT_CART);
    expect([before.status, before.body.message]).toEqual([404, NOT_IN_CHECKOUT]);

    const moved = await client.json<Body<Cart>>('POST', TRANSITION);
    expect(moved.status).toBe(201);
    // The cart's own shape; three cheap products are below 49 €: the cart's standard shipping until
    // a carrier is chosen.
    expect(moved.body.data).toEqual(cart);
    const subtotal = times(3, SEED_FACTS.cheap.price);
    expect(moved.body.data.totals).toEqual({
      subtotal,
      shipping: SHIPPING,
      discount: 0,
      total: sum(subtotal, SHIPPING),
    });
    expect((await client.json('POST', TRANSITION)).status).toBe(200);
    const view = await client.json<Body<Cart>>('GET', CHECKOUT_CART);
    expect([view.status, view.body.data]).toEqual([200, cart]);
    // The transition alone keeps no checkout data yet.
    expect((await client.json('GET', CHECKOUT)).status).toBe(404);
  });

  it("creates the checkout's data only for a cart in checkout (409 before), 201 then 200", async () => {
    const client = await guestWithCart(sandbox, [{ id: PRODUCTS.cheap, quantity: 3 }]);
    const early = await client.json<ApiErrorBody>('POST', CHECKOUT);
    expect([early.status, early.body.message]).toEqual([409, NOT_IN_CHECKOUT]);
    await client.json('POST', TRANSITION);

    const started = await client.json<Body<Checkout>>('POST', CHECKOUT);
    expect(started.status).toBe(201);
    const checkout = started.body.data;
    // The checkout's own data; the cart it orders is checkout_b2c's.
    expect(Object.keys(checkout).sort()).toEqual([
      'billing_address',
      'carrier',
      'email',
      'guest',
      'notes',
      'order_id',
      'payment_method',
      'phone',
      'shipping_address',
      'shipping_address_id',
      'step',
    ]);
    expect(checkout).toMatchObject({ step: 'identification', guest: true, email: null, order_id: null });
    const again = await client.json<Body<Checkout>>('POST', CHECKOUT);
    expect([again.status, again.body.data]).toEqual([200, checkout]);
    expect((await client.json<Body<Checkout>>('GET', CHECKOUT)).body.data).toEqual(checkout);
  });

  it("a POST may carry the PUT's fields; a bad one creates nothing", async () => {
    const client = await guestWithCart(sandbox);
    await client.json('POST', TRANSITION);
    const bad = await client.json<ApiErrorBody>('POST', CHECKOUT, { email: 'no-es-un-correo' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['El correo electrónico no es válido.'] });
    expect((await client.json('GET', CHECKOUT)).status).toBe(404);
    const started = await client.json<Body<Checkout>>('POST', CHECKOUT, { email: 'lucia@example.com' });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ email: 'lucia@example.com', step: 'shipping' });
  });

  it('checkout_b2c prices the cart with the chosen carrier', async () => {
    const client = await guestWithCart(sandbox);
    await completeCheckout(client);
    // Two pans reach 49 €: the standard carrier is free.
    const pair = times(2, SEED_FACTS.pan.unit);
    const free = await client.json<Body<Cart>>('GET', CHECKOUT_CART);
    expect(free.body.data.totals).toEqual({ subtotal: pair, shipping: 0, discount: 0, total: pair });
    await client.json('PUT', CHECKOUT, { carrier_id: 2 });
    const urgent = await client.json<Body<Cart>>('GET', CHECKOUT_CART);
    expect(urgent.body.data.totals).toEqual({
      subtotal: pair,
      shipping: URGENT,
      discount: 0,
      total: sum(pair, URGENT),
    });
    // The cart itself still shows its own shipping.
    expect((await client.json<Body<Cart>>('GET', CART)).body.data.totals.shipping).toBe(0);
  });

  it('emptying the cart ends the checkout phase; a login carries it over to the customer', async () => {
    const client = await guestWithCart(sandbox);
    await beginCheckout(client);
    expect((await client.request('DELETE', CART)).status).toBe(204);
    await client.json('POST', CART, { products: [{ id: PRODUCTS.pan, quantity: 1 }] });
    expect((await client.json('GET', CHECKOUT_CART)).status).toBe(404);
    // The checkout's data stays (a reload finds the steps done), but placing needs the transition again.
    expect((await client.json('GET', CHECKOUT)).status).toBe(200);

    // A customer registered and confirmed elsewhere logs in on a guest's session in checkout.
    const { email, password } = await registerClient(sandbox);
    const guest = await guestWithCart(sandbox);
    await guest.json('POST', TRANSITION);
    expect((await guest.json('POST', '/api/v1/auth/login', { email, password })).status).toBe(200);
    expect((await guest.json('GET', CHECKOUT_CART)).status).toBe(200);
  });
});

describe('carriers and payment methods', () => {
  it('lists carriers by postal code, priced for the cart', async () => {
    // Two pans are over 49 €: standard shipping is free on the peninsula.
    const client = await guestWithCart(sandbox);
    const availables = (postal_code: unknown) =>
      client.json<Body<Carrier[]>>('POST', '/api/v2/sales/carriers/availables', { postal_code });
    expect((await availables('28013')).body.data).toEqual([
      { id: 1, name: 'Envío estándar', price: 0, delivery_days: 3, free_from: 49 },
      { id: 2, name: 'Envío urgente 24 h', price: 9.95, delivery_days: 1, free_from: null },
    ]);
    expect((await availables('07001')).body.data.map((carrier) => carrier.name)).toEqual([
      'Envío estándar a Baleares',
      'Envío urgente a Baleares 48 h',
    ]);
    expect((await availables('38001')).body.data).toEqual([
      { id: 5, name: 'Envío a Canarias, Ceuta y Melilla', price: 14.95, delivery_days: 7, free_from: null },
    ]);
    for (const invalid of ['99999', '280', 28013, null]) {
      const { status, body } = await availables(invalid);
      expect(status).toBe(422);
      expect(body.errors).toEqual({ postal_code: ['El código postal no es válido.'] });
    }
    const small = await guestWithCart(sandbox, [{ id: PRODUCTS.cheap, quantity: 1 }]);
    const priced = await small.json<Body<Carrier[]>>('POST', '/api/v2/sales/carriers/availables', {
      postal_code: '28013',
    });
    expect(priced.body.data[0]!.price).toBe(4.95);
  });

  it('prices the carriers for an empty cart to a caller without a session (a read: no CSRF token)', async () => {
    const { status, body } = await sandbox.json<Body<Carrier[]>>('/api/v2/sales/carriers/availables', {
      method: 'POST',
      body: JSON.stringify({ postal_code: '28013' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(200);
    expect(body.data.map((carrier) => carrier.price)).toEqual([4.95, 9.95]);
  });

  it('lists card and bank transfer', async () => {
    const { status, body } = await sandbox.json<Body<unknown>>('/api/v2/sales/payments/available');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { code: 'redsys_card', name: 'Tarjeta de crédito o débito' },
      { code: 'bank_transfer', name: 'Transferencia bancaria' },
    ]);
  });
});

describe('completing the steps', () => {
  it('moves step by step and survives a restart', async () => {
    const client = await guestWithCart(sandbox);
    await beginCheckout(client);
    const put = (body: unknown) => client.json<Body<Checkout>>('PUT', CHECKOUT, body);

    let step = await put({ email: ' Lucia@Example.com ', phone: '+34 611 222 333' });
    expect(step.status).toBe(200);
    expect(step.body.data).toMatchObject({
      step: 'shipping',
      email: 'Lucia@Example.com',
      phone: '611222333',
    });

    step = await put({ shipping_address: ADDRESS });
    expect(step.body.data.step).toBe('shipping');
    expect(step.body.data.shipping_address).toEqual({
      ...ADDRESS,
      phone: '612345678',
    });

    step = await put({ carrier_id: 2, notes: 'Dejar en portería' });
    expect(step.body.data).toMatchObject({
      step: 'payment',
      carrier: { id: 2, name: 'Envío urgente 24 h', price: 9.95, delivery_days: 1 },
      notes: 'Dejar en portería',
    });

    step = await put({ payment_method: 'bank_transfer' });
    expect(step.body.data.step).toBe('review');
    expect(step.body.data.payment_method).toEqual({ code: 'bank_transfer', name: 'Transferencia bancaria' });

    await sandbox.restart();
    const reloaded = await client.json<Body<Checkout>>('GET', CHECKOUT);
    expect(reloaded.status).toBe(200);
    expect(reloaded.body.data).toEqual(step.body.data);
    const cart = await client.json<Body<Cart>>('GET', CHECKOUT_CART);
    expect(cart.body.data.items.map((item) => item.quantity)).toEqual([2]);
    const pair = times(2, SEED_FACTS.pan.unit);
    expect(cart.body.data.totals).toEqual({
      subtotal: pair,
      shipping: URGENT,
      discount: 0,
      total: sum(pair, URGENT),
    });

    // Moving the address to the Balearic Islands drops the peninsula's carrier: back to shipping.
    const moved = await put({
      shipping_address: { ...ADDRESS, postal_code: '07001', city: 'Palma', province: null },
    });
    expect(moved.body.data).toMatchObject({ step: 'shipping', carrier: null });
    expect(moved.body.data.shipping_address?.province).toBe('Illes Balears');
    expect((await put({ carrier_id: 3 })).body.data.carrier?.price).toBe(9.95);
    // Clearing a field sends the checkout back to that step.
    expect((await put({ payment_method: null })).body.data.step).toBe('payment');
  });

  it('answers 422 with Laravel errors, all at once, and changes nothing', async () => {
    const client = await guestWithCart(sandbox);
    await beginCheckout(client);
    const { status, body } = await client.json<ApiErrorBody>('PUT', CHECKOUT, {
      email: 'no-es-un-correo',
      phone: '12345',
      shipping_address: { ...ADDRESS, postal_code: '99999', name: '' },
      payment_method: 'bitcoin',
      notes: 'x'.repeat(501),
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      email: ['El correo electrónico no es válido.'],
      phone: ['El teléfono no es válido.'],
      'shipping_address.name': ['El campo nombre es obligatorio.'],
      'shipping_address.postal_code': ['El código postal no es válido.'],
      payment_method: ['Elige un método de pago válido.'],
      notes: ['El campo notas no puede tener más de 500 caracteres.'],
    });
    expect(body.message).toBe('El correo electrónico no es válido.');
    const carrierFirst = await client.json<ApiErrorBody>('PUT', CHECKOUT, { carrier_id: 1 });
    expect(carrierFirst.body.errors).toEqual({ carrier_id: ['Indica primero la dirección de envío.'] });
    const wrongZone = await client.json<ApiErrorBody>('PUT', CHECKOUT, {
      shipping_address: ADDRESS,
      carrier_id: 5,
    });
    expect(wrongZone.body.errors).toEqual({
      carrier_id: ['Este método de envío no está disponible para tu código postal.'],
    });
    const guestSaved = await client.json<ApiErrorBody>('PUT', CHECKOUT, { shipping_address_id: 1 });
    expect(guestSaved.body.errors).toEqual({
      shipping_address_id: ['Inicia sesión para usar tus direcciones guardadas.'],
    });
    const notObject = await client.json<ApiErrorBody>('PUT', CHECKOUT, { shipping_address: 'Calle Mayor 5' });
    expect(notObject.body.errors).toEqual({
      shipping_address: ['La dirección debe ser un objeto con sus campos.'],
    });
    expect((await client.json<Body<Checkout>>('GET', CHECKOUT)).body.data).toMatchObject({
      email: null,
      shipping_address: null,
      step: 'identification',
    });
    expect((await client.json('PUT', CHECKOUT, '{nope')).status).toBe(400);
  });

  it('PUT needs a started checkout and a session', async () => {
    const client = await sessionClient(sandbox).start();
    expect((await client.json('PUT', CHECKOUT, { email: 'a@b.es' })).status).toBe(404);
    const response = await fetch(`${sandbox.url}${CHECKOUT}`, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(419);
  });

  it('identifies a customer by the session and offers the saved addresses', async () => {
    const { client, email } = await registerClient(sandbox);
    const saved = await client.json<Body<{ id: number }>>(
      'POST',
      '/store-front/api/account/addresses',
      ADDRESS,
    );
    expect(saved.status).toBe(201);
    await client.json('POST', CART, { products: [{ id: PRODUCTS.pan, quantity: 1 }] });
    const started = await beginCheckout(client);
    expect(started).toMatchObject({ guest: false, email, step: 'shipping' });
    const chosen = await client.json<Body<Checkout>>('PUT', CHECKOUT, {
      shipping_address_id: saved.body.data.id,
      carrier_id: 1,
      payment_method: 'redsys_card',
    });
    expect(chosen.body.data).toMatchObject({
      step: 'review',
      shipping_address_id: saved.body.data.id,
      shipping_address: { name: 'Lucía', postal_code: '28013', phone: '612345678' },
    });
    const unknown = await client.json<ApiErrorBody>('PUT', CHECKOUT, { shipping_address_id: 999_999 });
    expect(unknown.body.errors).toEqual({ shipping_address_id: ['La dirección seleccionada no existe.'] });
    const placed = await client.json<Body<Order>>('POST', PLACE);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ email, phone: '612345678' });
  });
});

describe('placing the order: POST /api/v1/cart/checkout', () => {
  it('needs the cart in checkout (409), then names the missing step in a 422', async () => {
    const client = await guestWithCart(sandbox);
    const place = () => client.json<ApiErrorBody>('POST', PLACE);
    let answer = await place();
    expect([answer.status, answer.body.message]).toEqual([409, NOT_IN_CHECKOUT]);
    await client.json('POST', TRANSITION);
    answer = await place();
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('email');
    await client.json('POST', CHECKOUT);
    await client.json('PUT', CHECKOUT, { email: 'a@example.com', shipping_address: ADDRESS });
    answer = await place();
    expect(answer.body).toEqual({
      message: 'Indica la dirección y el método de envío.',
      errors: { shipping_address: ['Indica la dirección y el método de envío.'] },
    });
    await client.json('PUT', CHECKOUT, { carrier_id: 1 });
    expect((await place()).body.errors).toEqual({ payment_method: ['Elige un método de pago.'] });
    const empty = await sessionClient(sandbox).start();
    const none = await empty.json<ApiErrorBody>('POST', PLACE);
    expect([none.status, none.body.message]).toEqual([422, 'Tu carrito está vacío.']);
  });

  it('creates the order with the paid prices, takes the stock, once; the cart stays until it is paid', async () => {
    const before = (await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${PRODUCTS.pan}`)).body
      .data;
    const client = await guestWithCart(sandbox, [
      { id: PRODUCTS.pan, quantity: 2 },
      { id: PRODUCTS.cheap, quantity: 1 },
    ]);
    await completeCheckout(client, { email: 'Compradora@Example.com' });
    const placed = await client.json<Body<Order>>('POST', PLACE);
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const subtotal = sum(times(2, SEED_FACTS.pan.unit), SEED_FACTS.cheap.price);
    expect(order).toMatchObject({
      number: `MT-${String(order.id).padStart(6, '0')}`,
      status: 'pending_payment',
      status_label: 'Pendiente de pago',
      paid_at: null,
      email: 'Compradora@Example.com',
      phone: '612345678',
      invoice_id: null,
      can_pay: true,
      can_rate: false,
      carrier: { id: 1, name: 'Envío estándar', price: 0, delivery_days: 3 },
      payment_method: { code: 'redsys_card', name: 'Tarjeta de crédito o débito' },
      bank_transfer: null,
      totals: { subtotal, shipping: 0, discount: 0, total: subtotal },
    });
    expect(order.items.map((item) => [item.product.id, item.quantity, item.unit_price, item.total])).toEqual([
      [PRODUCTS.pan, 2, SEED_FACTS.pan.unit, times(2, SEED_FACTS.pan.unit)],
      [PRODUCTS.cheap, 1, SEED_FACTS.cheap.price, SEED_FACTS.cheap.price],
    ]);
    expect(order.items[0]!.product).toMatchObject({ sku: before.sku, url_path: before.url_path });
    expect(order.items[0]!.product.image.url).toMatch(new RegExp(`/images/products/${PRODUCTS.pan}\\.webp$`));
    const after = (await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${PRODUCTS.pan}`)).body
      .data;
    expect(after.quantity).toBe(before.quantity - 2);
    // Placing empties nothing: a declined card must find the cart as it was.
    expect((await client.json<Body<Cart>>('GET', CART)).body.data.items).toHaveLength(2);
    expect((await client.request('GET', CHECKOUT_CART)).status).toBe(200);

    // A double submit, or the shop beginning again while it waits for payment, answers the same order.
    const again = await client.json<Body<Order>>('POST', PLACE);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(order.id);
    expect((await beginCheckout(client)).order_id).toBe(order.id);
    expect((await client.json<Body<Order>>('POST', PLACE)).body.data.id).toBe(order.id);
    const list = await client.json<{ data: Order[] }>('GET', '/store-front/api/sales/order');
    expect(list.body.data.map((listed) => listed.id)).toEqual([order.id]);

    // Paid: the cart it came from is emptied, and the checkout's data is final until the next cart.
    expect((await moveOrder(sandbox, order.id, 'paid')).status).toBe(200);
    expect((await client.request('GET', CART)).status).toBe(204);
    expect((await client.request('GET', CHECKOUT_CART)).status).toBe(204);
    expect((await client.json('PUT', CHECKOUT, { notes: 'x' })).status).toBe(422);
    await client.json('POST', CART, { products: [{ id: PRODUCTS.cheap, quantity: 1 }] });
    expect((await client.json('POST', CHECKOUT)).status).toBe(409);
    const reopened = { body: { data: await beginCheckout(client) } };
    expect(reopened.body.data).toMatchObject({
      order_id: null,
      step: 'review',
      email: 'Compradora@Example.com',
    });
  });

  it('an unpaid order changed since it was placed gives way to a new one, its stock back', async () => {
    const stock = async () =>
      (await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${PRODUCTS.cheap}`)).body.data
        .quantity;
    const before = await stock();
    const client = await guestWithCart(sandbox, [{ id: PRODUCTS.cheap, quantity: 1 }]);
    await completeCheckout(client);
    const first = (await client.json<Body<Order>>('POST', PLACE)).body.data;
    // The card was declined; the shopper adds a unit and confirms again.
    await client.json('POST', CART, { products: [{ id: PRODUCTS.cheap, quantity: 2 }] });
    expect((await client.json('PUT', CHECKOUT, { notes: 'Portal 2' })).status).toBe(200);
    const second = await client.json<Body<Order>>('POST', PLACE);
    expect(second.status).toBe(201);
    expect(second.body.data.items[0]!.quantity).toBe(2);
    expect(await stock()).toBe(before - 2);
    const orders = (await client.json<{ data: Order[] }>('GET', '/store-front/api/sales/order')).body.data;
    expect(orders.map((order) => [order.id, order.status])).toEqual([
      [second.body.data.id, 'pending_payment'],
      [first.id, 'cancelled'],
    ]);
  });

  it('a bank transfer, paid outside the shop, empties the cart when placed', async () => {
    const { client, order } = await placedGuestOrder(sandbox, { payment_method: 'bank_transfer' });
    expect((await client.request('GET', CART)).status).toBe(204);
    expect((await client.json<Body<Order>>('POST', PLACE)).body.data.id).toBe(order.id);
  });

  it('re-checks the stock when placing', async () => {
    const first = await guestWithCart(sandbox, [{ id: PRODUCTS.lastUnits, quantity: 2 }]);
    await completeCheckout(first);
    const second = await placedGuestOrder(sandbox, { lines: [{ id: PRODUCTS.lastUnits, quantity: 2 }] });
    expect(second.order.items[0]!.quantity).toBe(2);
    const { status, body } = await first.json<ApiErrorBody>('POST', PLACE);
    expect(status).toBe(422);
    expect(body.message).toMatch(/^El producto «.+» está agotado\.$/);
    expect(Object.keys(body.errors ?? {})).toEqual(['items.0.quantity']);
    expect((await first.json<Body<Cart>>('GET', CART)).body.data.items).toHaveLength(1);
  });

  it('refuses a gift card without its amount', async () => {
    const client = await guestWithCart(sandbox, [{ id: PRODUCTS.giftCard, quantity: 1 }]);
    await completeCheckout(client);
    const { status, body } = await client.json<ApiErrorBody>('POST', PLACE);
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'items.0.prices_override': ['El importe de la tarjeta regalo debe estar entre 10 € y 500 €.'],
    });
  });

  it('keeps the coupon discount and the gift card amount in the order', async () => {
    const client = await guestWithCart(sandbox, [
      { id: PRODUCTS.cheap, quantity: 2 },
      { id: PRODUCTS.giftCard, quantity: 1, prices_override: [{ price: 50 }] },
    ]);
    const applied = await client.json('POST', '/store-front/api/sales/cart/coupon/apply', {
      code: 'bienvenida10',
    });
    expect(applied.status).toBe(200);
    await completeCheckout(client);
    const { body } = await client.json<Body<Order>>('POST', PLACE);
    // The gift card pays its chosen amount and takes the coupon like any line.
    const totals = totalsWithCoupon(sum(times(2, SEED_FACTS.cheap.price), 50), 10);
    expect(body.data.totals).toEqual(totals);
    expect(body.data.discounts).toEqual([
      { id: 101, name: 'Bienvenida: 10 % de descuento', amount: totals.discount },
    ]);
    expect(body.data.items[1]).toMatchObject({ unit_price: 50, total: 50 });
  });

  it('a bank transfer order carries the transfer details', async () => {
    const { order } = await placedGuestOrder(sandbox, { payment_method: 'bank_transfer' });
    expect(order.bank_transfer).toEqual({
      iban: 'ES91 2100 0418 4502 0005 1332',
      beneficiary: 'Plataforma Comercio Digital S.L.',
      concept: order.number,
      amount: order.totals.total,
      days_to_pay: 7,
    });
  });
});
