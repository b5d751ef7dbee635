/** Coupons (routes/coupons.ts): the live list, and applying one to the cart. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../../src/contract/cart.ts';
import type { Product } from '../../../../../src/contract/catalogue.ts';
import type { Coupon } from '../../../../../src/contract/checkout.ts';
import type { ApiErrorBody } from '../../../../../src/contract/errors.ts';
import { type SessionClient, sessionClient, withSandbox } from '../support/helpers.ts';

const sandbox = withSandbox();
const CART = '/store-front/api/sales/cart_b2c';
const APPLY = '/store-front/api/sales/cart/coupon/apply';
/** Seeded products the tests rely on (checked in beforeAll). */
const PAN = 26; // Sartén antiadherente 20 cm: 33.90 €, offer 27.12 €, 200 in stock
const BOARD = 36; // Tabla de cortar: 3 €, no offer

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
