/** The checkout calls of spec §7 (src/api/checkout.ts), made against the sandbox. */
import { describe, expect, it } from 'vitest';
import { saveCart } from '../../../../src/api/cart';
import {
  beginCheckout,
  getCheckout,
  getCheckoutCart,
  placeOrder,
  startCheckout,
  updateCheckout,
} from '../../../../src/api/checkout';
import { shopClient, withSandbox } from './support/sandbox-client';
import { SEED_FACTS, sum, times } from '@shop/sandbox-api/testing';

/** The urgent carrier's price (the sandbox's checkout/carriers.ts). */
const URGENT_SHIPPING = 9.95;

const sandbox = withSandbox();

const ADDRESS = {
  name: 'Lucía',
  surname: 'García López',
  street: 'Calle Mayor',
  number: '5',
  floor: null,
  postal_code: '28013',
  city: 'Madrid',
  phone: '612 345 678',
};

describe('the checkout calls, each for what the spec gives it', () => {
  it('begins with cart_b2c/transition, reads checkout_b2c, keeps the data in /api/v2/sales/checkout, places with /api/v1/cart/checkout', async () => {
    const { api, sent } = shopClient(sandbox.url);
    const silent = api.silent;
    await saveCart(silent, [{ id: SEED_FACTS.cheap.id, quantity: 2 }]);
    // Nothing in checkout yet, no data kept.
    expect(await getCheckoutCart(silent)).toBeNull();
    expect(await getCheckout(silent)).toBeNull();

    const cart = await beginCheckout(silent);
    expect(cart.items.map((item) => item.product.id)).toEqual([SEED_FACTS.cheap.id]);
    const checkout = await startCheckout(silent);
    expect(checkout).toMatchObject({ step: 'identification', order_id: null });
    await updateCheckout(silent, {
      email: 'lucia@example.com',
      shipping_address: ADDRESS,
      carrier_id: 2,
      payment_method: 'bank_transfer',
    });
    expect((await getCheckout(silent))?.step).toBe('review');
    // The summary: the cart priced with the urgent carrier.
    const subtotal = times(2, SEED_FACTS.cheap.price);
    const total = sum(subtotal, URGENT_SHIPPING);
    expect((await getCheckoutCart(silent))?.totals).toEqual({
      subtotal,
      shipping: URGENT_SHIPPING,
      discount: 0,
      total,
    });
    const order = await placeOrder(silent);
    expect(order.totals.total).toBe(total);
    // The emptied cart is no longer in checkout.
    expect(await getCheckoutCart(silent)).toBeNull();

    expect(
      sent.filter((call) => call.url !== '/sanctum/csrf-cookie').map((call) => `${call.method} ${call.url}`),
    ).toEqual([
      'POST /store-front/api/sales/cart_b2c',
      'GET /store-front/api/sales/checkout_b2c',
      'GET /api/v2/sales/checkout',
      'POST /store-front/api/sales/cart_b2c/transition',
      'POST /api/v2/sales/checkout',
      'PUT /api/v2/sales/checkout',
      'GET /api/v2/sales/checkout',
      'GET /store-front/api/sales/checkout_b2c',
      'POST /api/v1/cart/checkout',
      'GET /store-front/api/sales/checkout_b2c',
    ]);
  });
});
