/** Coupons (routes/coupons.ts): the live list, applying one to the cart, and taking it off. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import type { Coupon } from '@shop/contract/checkout';
import type { ApiErrorBody } from '@shop/contract/errors';
import { type SessionClient, sessionClient, withSandbox } from '../../testing/helpers.ts';
import { percentOf, SEED_FACTS, SHIPPING, shippingFor, sum, times } from '../../testing/seed-facts.ts';
import { expectPanAndBoard, readCart, saveCart, totalsWithCoupon } from '../support/cart.ts';

const sandbox = withSandbox();
const APPLY = '/store-front/api/sales/cart/coupon/apply';
/** Seeded products the tests rely on (seed/facts.ts, checked in beforeAll). */
const { pan: PAN_FACTS, cheap: CHEAP_FACTS } = SEED_FACTS;
const PAN = PAN_FACTS.id; // a pan on offer: two ship free
const BOARD = CHEAP_FACTS.id; // cheap, no offer, well under the 30 € of VERANO5

let client: SessionClient;
const save = (products: unknown, who = client) => saveCart(who, products);
const getCart = (who = client) => readCart(who);

beforeAll(async () => {
  await expectPanAndBoard(sandbox);
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
    const off = percentOf(CHEAP_FACTS.price, 10);
    expect(body.data.discounts).toEqual([{ id: 101, name: 'Bienvenida: 10 % de descuento', amount: off }]);
    expect(body.data.totals).toEqual({
      subtotal: CHEAP_FACTS.price,
      shipping: SHIPPING,
      discount: off,
      total: sum(CHEAP_FACTS.price, -off, SHIPPING),
    });
    expect(body.data.items[0]!.coupon).toEqual({ name: 'Bienvenida: 10 % de descuento' });
    // Free shipping is judged after the discount.
    const { body: bigger } = await save([{ id: PAN, quantity: 2 }]);
    expect(bigger.data.totals).toEqual(totalsWithCoupon(times(2, PAN_FACTS.unit), 10));
  });

  it('stacks the volume discount and the coupon', async () => {
    const { body } = await save([{ id: PAN, quantity: 6 }]);
    // The subtotal − 5 %, then − 10 % of what is left.
    const subtotal = times(6, PAN_FACTS.unit);
    const volume = percentOf(subtotal, 5);
    const coupon = percentOf(sum(subtotal, -volume), 10);
    expect(body.data.discounts.map((discount) => discount.amount)).toEqual([volume, coupon]);
    expect(body.data.totals).toEqual({
      subtotal,
      shipping: 0,
      discount: sum(volume, coupon),
      total: sum(subtotal, -volume, -coupon),
    });
  });

  it('an amount coupon stops discounting below its minimum and resumes above it', async () => {
    await save([{ id: PAN, quantity: 2 }]);
    const { body } = await apply('VERANO5');
    const subtotal = times(2, PAN_FACTS.unit);
    const shipping = shippingFor(sum(subtotal, -5));
    expect(body.data.totals).toEqual({ subtotal, shipping, discount: 5, total: sum(subtotal, -5, shipping) });
    const { body: small } = await save([{ id: BOARD, quantity: 1 }]);
    expect(small.data.coupon).toEqual({ code: 'VERANO5', name: 'Verano: 5 € de descuento' });
    expect(small.data.discounts).toEqual([]);
    expect(small.data.items[0]!.coupon).toBeNull();
    expect(small.data.totals.total).toBe(sum(CHEAP_FACTS.price, SHIPPING));
    const { body: again } = await save([{ id: PAN, quantity: 2 }]);
    expect(again.data.totals.discount).toBe(5);
  });

  it('takes the coupon off again (not in the spec), and a cart without one answers as it is', async () => {
    await save([{ id: BOARD, quantity: 1 }]);
    await apply('BIENVENIDA10');
    const remove = () => client.json<{ data: Cart }>('DELETE', '/store-front/api/sales/cart/coupon');
    const { status, body } = await remove();
    expect(status).toBe(200);
    expect(body.data.coupon).toBeNull();
    expect(body.data.discounts).toEqual([]);
    expect(body.data.totals.total).toBe(sum(CHEAP_FACTS.price, SHIPPING));
    expect((await remove()).body.data.coupon).toBeNull();
    expect((await getCart()).body!.data.coupon).toBeNull();
  });
});
