/** The cart (routes/cart.ts): saving lines, the age check and gift cards, over HTTP. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdultCheckBody } from '@shop/contract/cart';
import type { ApiErrorBody } from '@shop/contract/errors';
import { type SessionClient, sessionClient, withSandbox } from '../../testing/helpers.ts';
import { CART } from '../../testing/order-helpers.ts';
import { percentOf, SEED_FACTS, SHIPPING, sum, times } from '../../testing/seed-facts.ts';
import { catalogProduct, expectPanAndBoard, readCart, saveCart } from '../support/cart.ts';

const sandbox = withSandbox();
const APPLY = '/store-front/api/sales/cart/coupon/apply';
/** Seeded products the tests rely on (seed/facts.ts, checked in beforeAll). */
const { pan: PAN_FACTS, cheap: CHEAP_FACTS, lastUnits: LAST_UNITS } = SEED_FACTS;
const PAN = PAN_FACTS.id; // a pan on offer: one pays shipping, two ship free
const BOARD = CHEAP_FACTS.id; // cheap, no offer: six still pay shipping
const BOWL = LAST_UNITS.id; // 2 in stock
const SOLD_OUT = SEED_FACTS.soldOut.id;
const WINE = SEED_FACTS.wine.id; // adult
const GIFT_CARD = SEED_FACTS.giftCard.id;

let client: SessionClient;
const save = (products: unknown, who = client) => saveCart(who, products);
const getCart = (who = client) => readCart(who);

beforeAll(async () => {
  await expectPanAndBoard(sandbox);
  const product = (id: number) => catalogProduct(sandbox, id);
  expect((await product(BOWL)).quantity).toBe(2);
  expect((await product(SOLD_OUT)).quantity).toBe(0);
  expect((await product(WINE)).adult).toBe(true);
  expect((await product(GIFT_CARD)).categories[0]!.id).toBe(10197);
});

afterEach(async () => {
  await sandbox.get('/__sandbox/faults', { method: 'DELETE' });
});

describe('cart_b2c: read, save, empty', () => {
  beforeAll(async () => {
    client = await sessionClient(sandbox).start();
  });

  it('answers 204 without a session cookie and for a session without lines', async () => {
    const anonymous = await sandbox.get(CART);
    expect(anonymous.status).toBe(204);
    expect(await anonymous.text()).toBe('');
    expect((await getCart()).status).toBe(204);
  });

  it('a save without X-XSRF-TOKEN answers 419 and saves nothing', async () => {
    const response = await client.request(
      'POST',
      CART,
      { products: [{ id: PAN, quantity: 1 }] },
      { xsrf: false },
    );
    expect(response.status).toBe(419);
    expect((await getCart()).status).toBe(204);
  });

  it('saves lines with the paid price, the list price and the contract shape', async () => {
    const { status, body } = await save([{ id: PAN, quantity: 2 }]);
    expect(status).toBe(200);
    const cart = body.data;
    expect(Object.keys(cart).sort()).toEqual([
      'coupon',
      'discounts',
      'free_shipping_from',
      'items',
      'totals',
    ]);
    const [item] = cart.items;
    expect(Object.keys(item!).sort()).toEqual([
      'coupon',
      'price',
      'prices',
      'prices_override',
      'product',
      'products_customization',
      'quantity',
    ]);
    expect(item!.product).toEqual({
      id: PAN,
      name: PAN_FACTS.name,
      sku: `COC-${String(PAN).padStart(6, '0')}`,
      url_path: PAN_FACTS.urlPath,
      image: { url: expect.stringMatching(new RegExp(`/images/products/${PAN}\\.webp$`)) },
      brand: { name: expect.any(String), slug: expect.any(String) },
      quantity: PAN_FACTS.stock,
      adult: false,
    });
    const two = times(2, PAN_FACTS.unit);
    expect(item).toMatchObject({
      quantity: 2,
      prices_override: [],
      products_customization: [],
      price: { unit: PAN_FACTS.unit, total: two, total_original: times(2, PAN_FACTS.price) },
      prices: { unit: PAN_FACTS.unit },
      coupon: null,
    });
    // Two pans are over 49 €: free shipping.
    expect(cart.totals).toEqual({ subtotal: two, shipping: 0, discount: 0, total: two });
    expect(cart).toMatchObject({ discounts: [], coupon: null, free_shipping_from: 49 });
    expect((await getCart()).body).toEqual(body);
  });

  it('replaces the lines with the list sent and charges shipping below 49 €', async () => {
    const { body } = await save([{ id: BOARD, quantity: 1 }]);
    expect(body.data.items.map((item) => item.product.id)).toEqual([BOARD]);
    expect(body.data.totals).toEqual({
      subtotal: CHEAP_FACTS.price,
      shipping: SHIPPING,
      discount: 0,
      total: sum(CHEAP_FACTS.price, SHIPPING),
    });
  });

  it('merges lines of the same product, adding their quantities', async () => {
    const { body } = await save([
      { id: BOARD, quantity: 1 },
      { id: PAN, quantity: 1 },
      { id: BOARD, quantity: 2 },
    ]);
    expect(body.data.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [BOARD, 3],
      [PAN, 1],
    ]);
    expect(body.data.totals.subtotal).toBe(sum(times(3, CHEAP_FACTS.price), PAN_FACTS.unit));
  });

  it('gives the 5 % volume discount from 6 units', async () => {
    const { body } = await save([{ id: BOARD, quantity: 6 }]);
    const subtotal = times(6, CHEAP_FACTS.price);
    const discount = percentOf(subtotal, 5);
    expect(body.data.discounts).toEqual([{ id: 1, name: 'Descuento por volumen (5 %)', amount: discount }]);
    expect(body.data.totals).toEqual({
      subtotal,
      shipping: SHIPPING,
      discount,
      total: sum(subtotal, -discount, SHIPPING),
    });
  });

  it('refuses a quantity over the stock with 422 and keeps the saved cart', async () => {
    await save([{ id: PAN, quantity: 1 }]);
    const { status, body } = await save([
      { id: PAN, quantity: 3 },
      { id: BOWL, quantity: 3 },
    ]);
    expect(status).toBe(422);
    expect(body.message).toBe(`Solo quedan 2 unidades de «${LAST_UNITS.name}».`);
    expect(body.errors).toEqual({ 'products.1.quantity': [body.message] });
    // Merged lines are checked together, against the first line's key.
    const merged = await save([
      { id: BOWL, quantity: 1 },
      { id: BOWL, quantity: 2 },
    ]);
    expect(merged.body.errors).toEqual({ 'products.0.quantity': [body.message] });
    const soldOut = await save([{ id: SOLD_OUT, quantity: 1 }]);
    expect(soldOut.body.message).toMatch(/^El producto «.+» está agotado\.$/);
    const { body: saved } = await getCart();
    expect(saved!.data.items.map((item) => [item.product.id, item.quantity])).toEqual([[PAN, 1]]);
  });

  it('refuses unknown products and malformed lines with 422 and Laravel keys', async () => {
    const unknown = await save([{ id: 999_999, quantity: 1 }]);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({
      message: 'El producto ya no está disponible.',
      errors: { 'products.0.id': ['El producto ya no está disponible.'] },
    });
    for (const quantity of [0, 1000, 1.5, '2', null]) {
      const { status, body } = await save([{ id: PAN, quantity }]);
      expect(status, String(quantity)).toBe(422);
      expect(Object.keys(body.errors!)).toEqual(['products.0.quantity']);
    }
    expect((await save('todo')).body.errors).toHaveProperty('products');
    expect((await client.json('POST', CART, {})).status).toBe(422);
    const tooMany = Array.from({ length: 101 }, (_, index) => ({ id: index + 1, quantity: 1 }));
    expect((await save(tooMany)).body.errors).toHaveProperty('products');
    expect((await save(['x'])).body.errors).toHaveProperty(['products.0']);
    expect((await client.json('POST', CART, '{oops')).status).toBe(400);
  });

  it('accepts and echoes up to 5 customisations of bounded length', async () => {
    const customization = [{ name: 'Grabado', value: 'Para Lucía' }];
    const { body } = await save([{ id: PAN, quantity: 1, products_customization: customization }]);
    expect(body.data.items[0]!.products_customization).toEqual(customization);
    const six = Array.from({ length: 6 }, () => ({ name: 'a', value: 'b' }));
    expect((await save([{ id: PAN, quantity: 1, products_customization: six }])).status).toBe(422);
    const long = [{ name: 'n'.repeat(41), value: 'v'.repeat(201) }];
    const { status, body: error } = await save([{ id: PAN, quantity: 1, products_customization: long }]);
    expect(status).toBe(422);
    expect(Object.keys(error.errors!)).toEqual([
      'products.0.products_customization.0.name',
      'products.0.products_customization.0.value',
    ]);
  });

  it('saving an empty list empties the cart: 200 with no items, then 204', async () => {
    const { status, body } = await save([]);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ items: [], coupon: null, discounts: [] });
    expect(body.data.totals).toEqual({ subtotal: 0, shipping: 0, discount: 0, total: 0 });
    expect((await getCart()).status).toBe(204);
  });

  it('DELETE answers 204 and removes the lines and the coupon', async () => {
    await save([{ id: PAN, quantity: 2 }]);
    expect((await client.json('POST', APPLY, { code: 'BIENVENIDA10' })).status).toBe(200);
    const deleted = await client.request('DELETE', CART);
    expect(deleted.status).toBe(204);
    expect((await getCart()).status).toBe(204);
    expect((await save([{ id: PAN, quantity: 2 }])).body.data.coupon).toBeNull();
  });
});

describe('adult products and gift cards', () => {
  beforeAll(async () => {
    client = await sessionClient(sandbox).start();
  });

  it('answers 409 with the adult products until the age is confirmed, saving nothing', async () => {
    const { status, body } = await client.json<AdultCheckBody>('POST', CART, {
      products: [
        { id: PAN, quantity: 1 },
        { id: WINE, quantity: 1 },
      ],
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      message: 'Alguno de los productos agregados al carrito son para mayores de edad.',
      products: [WINE],
    });
    expect((await getCart()).status).toBe(204);

    const confirmed = await client.json('GET', '/store-front/api/mercado/greater-18');
    expect(confirmed).toMatchObject({ status: 200, body: { data: { confirmed: true } } });
    const saved = await save([{ id: WINE, quantity: 1 }]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.items[0]!.product.adult).toBe(true);
  });

  it('greater-18 without a session cookie answers 401 Unauthenticated.', async () => {
    const { status, body } = await sandbox.json('/store-front/api/abc-123/greater-18');
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthenticated.' });
    // A product code outside [a-z0-9-]{1,40} names no route.
    expect((await client.request('GET', `/store-front/api/${'a'.repeat(41)}/greater-18`)).status).toBe(404);
  });

  it('another session still gets the 409: the confirmation belongs to the session', async () => {
    const other = await sessionClient(sandbox).start();
    expect((await save([{ id: WINE, quantity: 1 }], other)).status).toBe(409);
  });

  it('a gift card without an amount has a null unit and totals 0; with one it pays that amount', async () => {
    const { body } = await save([{ id: GIFT_CARD, quantity: 1 }]);
    expect(body.data.items[0]).toMatchObject({
      prices_override: [],
      price: { unit: null, total: 0, total_original: 0 },
      prices: { unit: null },
    });
    const chosen = await save([
      {
        id: GIFT_CARD,
        quantity: 2,
        prices_override: [{ price: 25.5 }],
        products_customization: [{ name: 'Mensaje', value: '¡Feliz boda!' }],
      },
    ]);
    expect(chosen.body.data.items[0]).toMatchObject({
      prices_override: [{ price: 25.5 }],
      products_customization: [{ name: 'Mensaje', value: '¡Feliz boda!' }],
      price: { unit: 25.5, total: 51, total_original: 51 },
      prices: { unit: 25.5 },
    });
    expect(chosen.body.data.totals).toEqual({ subtotal: 51, shipping: 0, discount: 0, total: 51 });
  });

  it('a gift card amount must be 10–500 €; other products take no price override', async () => {
    const message = 'El importe de la tarjeta regalo debe estar entre 10 € y 500 €.';
    for (const price of [9.99, 500.01, 12.345, '20']) {
      const { status, body } = await save([{ id: GIFT_CARD, quantity: 1, prices_override: [{ price }] }]);
      expect(status, String(price)).toBe(422);
      expect(body).toEqual({ message, errors: { 'products.0.prices_override.0.price': [message] } });
    }
    expect((await save([{ id: GIFT_CARD, quantity: 1, prices_override: [{ price: 10 }] }])).status).toBe(200);
    expect((await save([{ id: GIFT_CARD, quantity: 1, prices_override: [{ price: 500 }] }])).status).toBe(
      200,
    );
    const pan = await save([{ id: PAN, quantity: 1, prices_override: [{ price: 20 }] }]);
    expect(pan.status).toBe(422);
    expect(pan.body.message).toBe('Este producto no admite un precio personalizado.');
    expect(pan.body.errors).toHaveProperty(['products.0.prices_override']);
  });

  it('gift-card/request accepts a Spanish mobile and refuses anything else', async () => {
    const request = (mobile: unknown) =>
      client.json<ApiErrorBody>('POST', `${CART}/gift-card/request`, { mobile });
    for (const mobile of ['612345678', '+34 712 345 678', '+34612345678']) {
      expect(await request(mobile), mobile).toMatchObject({
        status: 200,
        body: { data: { requested: true } },
      });
    }
    for (const mobile of ['512345678', '61234567', '+33612345678', 612345678, undefined]) {
      const { status, body } = await request(mobile);
      expect(status, String(mobile)).toBe(422);
      expect(body).toEqual({
        message: 'Introduce un móvil válido.',
        errors: { mobile: ['Introduce un móvil válido.'] },
      });
    }
  });
});

describe('sessions, persistence and faults', () => {
  it('keeps the carts of two sessions apart', async () => {
    const first = await sessionClient(sandbox).start();
    const second = await sessionClient(sandbox).start();
    await save([{ id: PAN, quantity: 1 }], first);
    expect((await getCart(second)).status).toBe(204);
    await save([{ id: BOARD, quantity: 4 }], second);
    expect((await getCart(first)).body!.data.items.map((item) => item.product.id)).toEqual([PAN]);
    expect((await getCart(second)).body!.data.items.map((item) => item.quantity)).toEqual([4]);
  });

  it('keeps a cart with its coupon across a restart of the sandbox on the same database', async () => {
    const shopper = await sessionClient(sandbox).start();
    await save([{ id: PAN, quantity: 3 }], shopper);
    await shopper.json('POST', APPLY, { code: 'VERANO5' });
    const before = (await getCart(shopper)).body;
    await sandbox.restart();
    const after = await getCart(shopper);
    expect(after.status).toBe(200);
    // The restarted sandbox listens on another port: image URLs differ by it, nothing else does.
    const portless = (body: unknown) => JSON.stringify(body).replace(/localhost:\d+/g, 'localhost');
    expect(portless(after.body)).toBe(portless(before));
    expect(after.body!.data.coupon?.code).toBe('VERANO5');
  });

  it('fault injection forces a status on the cart save, with the default or a given body', async () => {
    const shopper = await sessionClient(sandbox).start();
    const fault = (route: Record<string, unknown>) =>
      sandbox.get('/__sandbox/faults', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ routes: [{ pattern: CART, method: 'POST', times: 1, ...route }] }),
      });
    expect((await fault({ status: 500 })).status).toBe(200);
    const failed = await save([{ id: PAN, quantity: 1 }], shopper);
    expect(failed).toMatchObject({ status: 500, body: { message: 'Error del servidor.' } });
    expect((await save([{ id: PAN, quantity: 1 }], shopper)).status).toBe(200); // used up
    const adult = {
      message: 'Alguno de los productos agregados al carrito son para mayores de edad.',
      products: [PAN],
    };
    await fault({ status: 409, body: adult });
    expect(await save([{ id: PAN, quantity: 1 }], shopper)).toMatchObject({ status: 409, body: adult });
    expect((await fault({ status: 204, body: { a: 1 } })).status).toBe(422);
    expect((await fault({ status: 422, body: [1] })).status).toBe(422);
  });
});
