/** The cart (routes/cart.ts): saving lines, the age check and gift cards, over HTTP. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdultCheckBody,
  ApiErrorBody,
  Cart,
  Coupon,
  Product,
} from '../../../../../src/contract/types.ts';
import {
  FREE_SHIPPING_FROM_CENTS,
  formatEuros,
  isGiftCard,
  lineUnits,
  priceCart,
  SHIPPING_CENTS,
  VOLUME_DISCOUNT,
} from '../../../../../scripts/sandbox-api/cart/pricing.ts';
import { type SessionClient, sessionClient, withSandbox } from '../support/helpers.ts';

describe('cart pricing rules (pure)', () => {
  const line = (quantity: number, unitCents: number | null, listCents = unitCents) => ({
    quantity,
    unitCents,
    listCents,
  });
  const percent10 = { id: 101, name: 'Diez', kind: 'percent' as const, value: 10, minSubtotalCents: 0 };
  const fiveOff = { id: 102, name: 'Cinco', kind: 'amount' as const, value: 5, minSubtotalCents: 3000 };

  it('totals lines in cents without float drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    const cart = priceCart([line(1, 10), line(1, 20)], null);
    expect(cart.subtotalCents).toBe(30);
    const many = priceCart([line(3, 2712, 3390)], null);
    expect(many.lines[0]).toEqual({ unitCents: 2712, totalCents: 8136, totalOriginalCents: 10170 });
  });

  it('charges shipping below the threshold after discounts, never on an empty cart', () => {
    expect(priceCart([], null).shippingCents).toBe(0);
    expect(priceCart([line(1, FREE_SHIPPING_FROM_CENTS - 1)], null).shippingCents).toBe(SHIPPING_CENTS);
    expect(priceCart([line(1, FREE_SHIPPING_FROM_CENTS)], null).shippingCents).toBe(0);
    // 50 € − 10 % = 45 €: below 49 € again.
    const discounted = priceCart([line(1, 5000)], percent10);
    expect(discounted.shippingCents).toBe(SHIPPING_CENTS);
    expect(discounted.totalCents).toBe(5000 - 500 + SHIPPING_CENTS);
  });

  it('gives the volume discount from 6 units, then the coupon on what is left', () => {
    expect(priceCart([line(5, 1000)], null).discounts).toEqual([]);
    const cart = priceCart([line(4, 1000), line(2, 1000)], percent10);
    expect(cart.discounts).toEqual([
      { id: VOLUME_DISCOUNT.id, name: VOLUME_DISCOUNT.name, amountCents: 300 },
      { id: 101, name: 'Diez', amountCents: 570 },
    ]);
    expect(cart.discountCents).toBe(870);
    expect(cart.totalCents).toBe(6000 - 870);
  });

  it('a coupon below its minimum discounts nothing; an amount never exceeds the subtotal', () => {
    const below = priceCart([line(1, 2999)], fiveOff);
    expect(below.couponApplies).toBe(false);
    expect(below.discounts).toEqual([]);
    expect(priceCart([line(1, 3000)], fiveOff).discountCents).toBe(500);
    const free = { ...fiveOff, value: 100, minSubtotalCents: 0 };
    expect(priceCart([line(1, 4000)], free).totalCents).toBe(SHIPPING_CENTS);
  });

  it('a gift card pays the chosen amount, and nothing while none is chosen', () => {
    const card = { paidCents: 1400, listCents: 1400, giftCard: true };
    expect(lineUnits(card, undefined)).toEqual({ unitCents: null, listCents: null });
    expect(lineUnits(card, 25.5)).toEqual({ unitCents: 2550, listCents: 2550 });
    expect(lineUnits({ ...card, giftCard: false }, undefined)).toEqual({ unitCents: 1400, listCents: 1400 });
    expect(priceCart([line(2, null)], null).lines[0]).toEqual({
      unitCents: null,
      totalCents: 0,
      totalOriginalCents: 0,
    });
    expect(isGiftCard('10197/20100/20101')).toBe(true);
    expect(isGiftCard('10047/20034/20035')).toBe(false);
    expect(formatEuros(3000)).toBe('30,00 €');
  });
});

const sandbox = withSandbox();
const CART = '/store-front/api/sales/cart_b2c';
const APPLY = '/store-front/api/sales/cart/coupon/apply';
/** Seeded products the tests rely on (checked in beforeAll). */
const PAN = 26; // Sartén antiadherente 20 cm: 33.90 €, offer 27.12 €, 200 in stock
const BOARD = 36; // Tabla de cortar: 3 €, no offer
const BOWL = 40; // Bebedero ajustable talla S: 2 in stock
const SOLD_OUT = 19;
const WINE = 1; // adult
const GIFT_CARD = 76;

let client: SessionClient;
const save = (products: unknown, who = client) =>
  who.json<{ data: Cart } & ApiErrorBody>('POST', CART, { products });
const getCart = (who = client) => who.json<{ data: Cart } | null>('GET', CART);

beforeAll(async () => {
  const product = async (id: number) =>
    ((await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${id}`)).body as { data: Product })
      .data;
  const pan = await product(PAN);
  expect([pan.price, pan.offers[0]?.price, pan.adult]).toEqual([33.9, 27.12, false]);
  expect([(await product(BOARD)).price, (await product(BOARD)).offers]).toEqual([3, []]);
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
      name: 'Sartén antiadherente 20 cm',
      sku: 'COC-000026',
      url_path: 'sarten-antiadherente-20-cm-26',
      image: { url: expect.stringMatching(/\/images\/products\/26\.webp$/) },
      brand: { name: expect.any(String), slug: expect.any(String) },
      quantity: 200,
      adult: false,
    });
    expect(item).toMatchObject({
      quantity: 2,
      prices_override: [],
      products_customization: [],
      price: { unit: 27.12, total: 54.24, total_original: 67.8 },
      prices: { unit: 27.12 },
      coupon: null,
    });
    // 54.24 € is over 49 €: free shipping.
    expect(cart.totals).toEqual({ subtotal: 54.24, shipping: 0, discount: 0, total: 54.24 });
    expect(cart).toMatchObject({ discounts: [], coupon: null, free_shipping_from: 49 });
    expect((await getCart()).body).toEqual(body);
  });

  it('replaces the lines with the list sent and charges shipping below 49 €', async () => {
    const { body } = await save([{ id: BOARD, quantity: 1 }]);
    expect(body.data.items.map((item) => item.product.id)).toEqual([BOARD]);
    expect(body.data.totals).toEqual({ subtotal: 3, shipping: 4.95, discount: 0, total: 7.95 });
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
    expect(body.data.totals.subtotal).toBe(36.12);
  });

  it('gives the 5 % volume discount from 6 units', async () => {
    const { body } = await save([{ id: BOARD, quantity: 6 }]);
    expect(body.data.discounts).toEqual([{ id: 1, name: 'Descuento por volumen (5 %)', amount: 0.9 }]);
    expect(body.data.totals).toEqual({ subtotal: 18, shipping: 4.95, discount: 0.9, total: 22.05 });
  });

  it('refuses a quantity over the stock with 422 and keeps the saved cart', async () => {
    await save([{ id: PAN, quantity: 1 }]);
    const { status, body } = await save([
      { id: PAN, quantity: 3 },
      { id: BOWL, quantity: 3 },
    ]);
    expect(status).toBe(422);
    expect(body.message).toBe('Solo quedan 2 unidades de «Bebedero ajustable talla S».');
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

    const confirmed = await client.json('GET', '/store-front/api/vino-tinto-artesanal-33-cl-1/greater-18');
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

describe('coupons', () => {
  beforeAll(async () => {
    client = await sessionClient(sandbox).start();
  });
  const apply = (code: unknown) => client.json<{ data: Cart } & ApiErrorBody>('POST', APPLY, { code });

  it('lists the live coupons, not the expired one', async () => {
    const { status, body } = await sandbox.json<{ data: Coupon[] }>(
      '/store-front/api/sales/cart/coupon/available',
    );
    expect(status).toBe(200);
    expect(body.data.map((coupon) => coupon.code)).toEqual(['BIENVENIDA10', 'VERANO5']);
    expect(body.data[1]).toEqual({
      code: 'VERANO5',
      name: 'Verano: 5 € de descuento',
      description: '5 € de descuento en pedidos desde 30 €.',
      kind: 'amount',
      value: 5,
      min_subtotal: 30,
    });
  });

  it('refuses a coupon on an empty cart, an unknown or expired code and a cart below the minimum', async () => {
    expect((await apply('BIENVENIDA10')).body.message).toBe('Tu carrito está vacío.');
    await save([{ id: BOARD, quantity: 1 }]);
    for (const code of ['NOEXISTE', 'NAVIDAD2024']) {
      const { status, body } = await apply(code);
      expect(status).toBe(422);
      expect(body).toEqual({
        message: 'El cupón no existe o ha caducado.',
        errors: { code: ['El cupón no existe o ha caducado.'] },
      });
    }
    const below = await apply('VERANO5');
    expect(below.status).toBe(422);
    expect(below.body.message).toBe('Este cupón es válido para pedidos desde 30,00 €.');
    expect((await apply('')).status).toBe(422);
    expect((await getCart()).body!.data.coupon).toBeNull();
  });

  it('applies a code case-insensitively and discounts the cart', async () => {
    const { status, body } = await apply('  bienvenida10 ');
    expect(status).toBe(200);
    expect(body.data.coupon).toEqual({ code: 'BIENVENIDA10', name: 'Bienvenida: 10 % de descuento' });
    expect(body.data.discounts).toEqual([{ id: 101, name: 'Bienvenida: 10 % de descuento', amount: 0.3 }]);
    expect(body.data.totals).toEqual({ subtotal: 3, shipping: 4.95, discount: 0.3, total: 7.65 });
    expect(body.data.items[0]!.coupon).toEqual({ name: 'Bienvenida: 10 % de descuento' });
    // 54.24 € − 10 % = 48.82 €: still below free shipping.
    const { body: bigger } = await save([{ id: PAN, quantity: 2 }]);
    expect(bigger.data.totals).toEqual({ subtotal: 54.24, shipping: 4.95, discount: 5.42, total: 53.77 });
  });

  it('stacks the volume discount and the coupon', async () => {
    const { body } = await save([{ id: PAN, quantity: 6 }]);
    // 162.72 € − 5 % (8.14) = 154.58 €, − 10 % (15.46).
    expect(body.data.discounts.map((discount) => discount.amount)).toEqual([8.14, 15.46]);
    expect(body.data.totals).toEqual({ subtotal: 162.72, shipping: 0, discount: 23.6, total: 139.12 });
  });

  it('an amount coupon stops discounting below its minimum and resumes above it', async () => {
    await save([{ id: PAN, quantity: 2 }]);
    const { body } = await apply('VERANO5');
    expect(body.data.totals).toEqual({ subtotal: 54.24, shipping: 0, discount: 5, total: 49.24 });
    const { body: small } = await save([{ id: BOARD, quantity: 1 }]);
    expect(small.data.coupon).toEqual({ code: 'VERANO5', name: 'Verano: 5 € de descuento' });
    expect(small.data.discounts).toEqual([]);
    expect(small.data.items[0]!.coupon).toBeNull();
    expect(small.data.totals.total).toBe(7.95);
    const { body: again } = await save([{ id: PAN, quantity: 2 }]);
    expect(again.data.totals.discount).toBe(5);
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
