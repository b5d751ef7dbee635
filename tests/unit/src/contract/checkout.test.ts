import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Cart } from '@shop/contract/cart';
import {
  AvailableCarrier,
  CarriersRequest,
  Checkout,
  CheckoutChanges,
  Coupon,
  CouponApplyRequest,
  GiftCardRequest,
  GiftCardRequested,
  PaymentMethod,
} from '@shop/contract/checkout';
import { Data } from '@shop/contract/paginated';
import {
  ADDRESS,
  CART,
  CHECKOUT,
  expectContract,
  guestWithCart,
  loginClient,
  PRODUCTS,
  sessionClient,
  withSandbox,
} from './support/sandbox-answers.ts';

import { SEED_FACTS, times } from '@shop/sandbox-api/testing';

const sandbox = withSandbox();

describe('checkout answers (spec §7 "Checkout")', () => {
  it("a guest's checkout from start to review, with carriers and payment methods", async () => {
    const client = await guestWithCart(sandbox, [{ id: PRODUCTS.pan, quantity: 2 }]);
    // Begin checkout: the cart moves into checkout, answering it as checkout_b2c shows it (a Cart).
    const moved = await client.json('POST', `${CART}/transition`);
    expect(moved.status).toBe(201);
    expect(expectContract(Data(Cart), moved.body).data.items).toHaveLength(1);
    const view = await client.json('GET', '/store-front/api/sales/checkout_b2c');
    expect(expectContract(Data(Cart), view.body).data.totals.subtotal).toBe(times(2, SEED_FACTS.pan.unit));
    const started = await client.json('POST', CHECKOUT);
    expect(started.status).toBe(201);
    expect(expectContract(Data(Checkout), started.body).data).toMatchObject({ guest: true, carrier: null });
    const carriers = await client.json(
      'POST',
      '/api/v2/sales/carriers/availables',
      CarriersRequest.parse({ postal_code: '07001' }),
    );
    expect(expectContract(Data(z.array(AvailableCarrier)), carriers.body).data.length).toBeGreaterThan(0);
    const methods = await client.json('GET', '/api/v2/sales/payments/available');
    expect(
      expectContract(Data(z.array(PaymentMethod)), methods.body).data.map((method) => method.code),
    ).toEqual(['redsys_card', 'bank_transfer']);
    const changes = CheckoutChanges.parse({
      email: 'lucia@example.com',
      phone: '612 345 678',
      shipping_address: ADDRESS,
      billing_address: {
        name: 'Lucía García',
        nif: '12345678Z',
        street: 'Calle Mayor 5',
        postal_code: '28013',
        city: 'Madrid',
      },
      carrier_id: 2,
      payment_method: 'bank_transfer',
      notes: 'Dejar en conserjería.',
    });
    const put = await client.json('PUT', CHECKOUT, changes);
    expect(put.status).toBe(200);
    const checkout = expectContract(Data(Checkout), put.body).data;
    expect(checkout).toMatchObject({
      step: 'review',
      carrier: { id: 2 },
      payment_method: { code: 'bank_transfer' },
    });
    const cleared = await client.json('PUT', CHECKOUT, { notes: null, billing_address: null });
    expect(expectContract(Data(Checkout), cleared.body).data).toMatchObject({
      notes: null,
      billing_address: null,
    });
    expect(expectContract(Data(Checkout), (await client.json('GET', CHECKOUT)).body).data.step).toBe(
      'review',
    );
    const priced = await client.json('GET', '/store-front/api/sales/checkout_b2c');
    expect(expectContract(Data(Cart), priced.body).data.totals.shipping).toBe(9.95);
  });

  it("a customer's checkout from a saved address", async () => {
    const client = await loginClient(sandbox);
    await client.json('POST', CART, { products: [{ id: PRODUCTS.cheap, quantity: 1 }] });
    await client.json('POST', `${CART}/transition`);
    await client.json('POST', CHECKOUT);
    const addresses = await client.json<{ data: { id: number }[] }>(
      'GET',
      '/store-front/api/account/addresses',
    );
    const put = await client.json('PUT', CHECKOUT, {
      shipping_address_id: addresses.body.data[0]!.id,
      carrier_id: 1,
    });
    const checkout = expectContract(Data(Checkout), put.body).data;
    expect(checkout).toMatchObject({ guest: false, step: 'payment', email: 'cliente@example.com' });
  });

  it('coupons on offer, and applying one answers the cart', async () => {
    const available = await sandbox.json('/store-front/api/sales/cart/coupon/available');
    const coupons = expectContract(Data(z.array(Coupon)), available.body).data;
    expect(coupons.map((coupon) => coupon.kind).sort()).toEqual(['amount', 'percent']);
    const client = await guestWithCart(sandbox, [{ id: PRODUCTS.pan, quantity: 2 }]);
    const applied = await client.json(
      'POST',
      '/store-front/api/sales/cart/coupon/apply',
      CouponApplyRequest.parse({ code: 'bienvenida10' }),
    );
    expect(applied.status).toBe(200);
    const cart = expectContract(Data(Cart), applied.body).data;
    expect(cart.coupon?.code).toBe('BIENVENIDA10');
    expect(cart.items[0]!.coupon).not.toBeNull();
  });

  it('a gift-card request by mobile', async () => {
    const client = await sessionClient(sandbox).start();
    const body = GiftCardRequest.parse({ mobile: '+34 612 345 678' });
    const { status, body: answer } = await client.json('POST', `${CART}/gift-card/request`, body);
    expect(status).toBe(200);
    expectContract(Data(GiftCardRequested), answer);
  });
});
