import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/orders';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  beginCheckoutEvent,
  checkoutProgressEvent,
  purchaseEvent,
} from '../../../../../src/lib/checkout/checkout-events';
import { formatDate } from '../../../../../src/lib/format/format';
import { cartLine, cartOf, cartProduct } from '../../../support/cart';

describe('checkout analytics', () => {
  const pan = cartProduct(7, { name: 'Sartén', brand: { name: 'Marca', slug: 'm' }, quantity: 5 });
  const cart = cartOf([cartLine(pan, 2, 10.5)], { coupon: { code: 'VERANO5', name: 'Verano' } });
  const order = {
    number: 'MT-000009',
    items: [{ id: 1, product: { id: 7, name: 'Sartén' }, quantity: 2, unit_price: 10.5, total: 21 }],
    totals: { subtotal: 21, shipping: 4.95, discount: 0, total: 25.95 },
    discounts: [{ id: 1, name: 'Bienvenida', amount: 0 }],
    payment_method: { code: 'redsys_card', name: 'Tarjeta' },
  } as unknown as Order;

  it('values items without shipping, in euros', () => {
    expect(beginCheckoutEvent(cart)).toMatchObject({
      name: 'begin_checkout',
      params: {
        currency: 'EUR',
        value: 21,
        coupon: 'VERANO5',
        items: [{ item_id: '7', quantity: 2, price: 10.5 }],
      },
    });
    expect(checkoutProgressEvent(cart, 'payment').params.checkout_step).toBe(3);
    const carrier = { id: 1, name: 'Envío estándar', price: 0, delivery_days: 3 };
    expect(addShippingInfoEvent(cart, carrier).params.shipping_tier).toBe('Envío estándar');
    expect(addPaymentInfoEvent(order).params.payment_type).toBe('Tarjeta');
  });

  it('reports a purchase with its transaction id, shipping and the IVA inside the total', () => {
    const { params } = purchaseEvent(order);
    expect(params).toMatchObject({
      transaction_id: 'MT-000009',
      value: 21,
      shipping: 4.95,
      coupon: 'Bienvenida',
    });
    expect(params.tax).toBe(4.5); // 25.95 − 25.95 / 1.21 = 4.50
  });
});

it('formats dates the Spanish way, in Madrid time', () => {
  expect(formatDate('2026-11-22T23:30:00Z')).toBe('23 de noviembre de 2026');
  expect(formatDate('not a date')).toBe('');
});
