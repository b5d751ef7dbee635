import { describe, expect, it } from 'vitest';
import type { Checkout, Order } from '../../../src/api/account-types';
import { ApiError } from '../../../src/api/api-error';
import {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  checkoutProgressEvent,
  purchaseEvent,
} from '../../../src/lib/checkout-events';
import {
  CUSTOMER_COOKIE,
  customerCookie,
  customerFromCookies,
  forgetCustomerCookie,
} from '../../../src/lib/customer-cookie';
import { formProblem } from '../../../src/lib/form-problem';
import { formatDate } from '../../../src/lib/format';
import { guestProofOf } from '../../../src/lib/guest-proof';
import { noticeText, safeNext, withNotice } from '../../../src/lib/redirects';

describe('the signed-in note', () => {
  it('round-trips a name with accents and spaces, and forgets it', () => {
    const cookie = customerCookie(' Lucía García ');
    expect(cookie).toMatch(new RegExp(`^${CUSTOMER_COOKIE}=`));
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(customerFromCookies(`a=1; ${cookie.split(';')[0]}`)).toEqual({ name: 'Lucía García' });
    expect(forgetCustomerCookie()).toContain('Max-Age=0');
    expect(customerFromCookies(`${CUSTOMER_COOKIE}=`)).toBeNull();
    expect(customerFromCookies(null)).toBeNull();
  });
});

describe('where a login sends the shopper', () => {
  it('only to paths of this shop', () => {
    expect(safeNext('/checkout/shipping', '/account')).toBe('/checkout/shipping');
    expect(safeNext('/account/orders?page=2', '/account')).toBe('/account/orders?page=2');
    for (const next of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a"b',
      null,
    ]) {
      expect(safeNext(next, '/account')).toBe('/account');
    }
  });

  it('shows only notices of its own list, never text from the address', () => {
    expect(noticeText('nombre-guardado')).toBe('Tu nombre se ha guardado.');
    expect(noticeText('<script>')).toBeNull();
    expect(noticeText('toString')).toBeNull();
    expect(withNotice('/ratings/3?token=x', 'valoracion-enviada')).toBe(
      '/ratings/3?token=x&aviso=valoracion-enviada',
    );
  });
});

describe('a guest proves an order with its e-mail or phone', () => {
  it('tells one from the other', () => {
    expect(guestProofOf(' Ana@Example.com ')).toEqual({ email: 'Ana@Example.com' });
    expect(guestProofOf('612 34 56 78')).toEqual({ phone: '612345678' });
    expect(guestProofOf('+34 612-345-678')).toEqual({ phone: '+34612345678' });
    expect(guestProofOf('12345')).toBeNull();
    expect(guestProofOf('')).toBeNull();
  });
});

describe('what a refused form shows', () => {
  const failure = (status: number, body?: object) =>
    new ApiError({ kind: 'http', status, body: body as never, message: 'x' });

  it('names the fields of a 422 and says what to do', () => {
    const problem = formProblem(
      failure(422, { message: 'bad', errors: { email: ['El correo electrónico no es válido.', 'otra'] } }),
    );
    expect(problem.fields).toEqual({ email: 'El correo electrónico no es válido.' });
    expect(problem.message).toBe('Revisa los campos marcados.');
  });

  it('says the session expired on a 419 and passes on the wait of a 429', () => {
    expect(formProblem(failure(419, { message: 'CSRF token mismatch.' })).message).toContain(
      'La sesión ha expirado',
    );
    expect(
      formProblem(
        failure(429, { message: 'Demasiados intentos de acceso. Inténtalo de nuevo en 42 segundos.' }),
      ).message,
    ).toContain('42 segundos');
    expect(formProblem(failure(500)).message).toBe('No se pudo completar. Inténtalo de nuevo.');
  });
});

describe('checkout analytics', () => {
  const item = {
    product: {
      id: 7,
      name: 'Sartén',
      sku: 'S',
      url_path: 's',
      image: { url: '' },
      brand: { name: 'Marca', slug: 'm' },
      quantity: 5,
      adult: false,
    },
    quantity: 2,
    prices_override: [],
    products_customization: [],
    price: { unit: 10.5, total: 21, total_original: 21 },
    prices: { unit: 10.5 },
    coupon: null,
  };
  const checkout = {
    step: 'payment',
    guest: false,
    email: null,
    phone: null,
    shipping_address: null,
    shipping_address_id: null,
    billing_address: null,
    carrier: { id: 1, name: 'Envío estándar', price: 0, delivery_days: 3 },
    payment_method: null,
    notes: null,
    items: [item],
    totals: { subtotal: 21, shipping: 0, discount: 0, total: 21 },
    discounts: [],
    coupon: null,
    order_id: null,
  } as Checkout;
  const order = {
    number: 'MT-000009',
    items: [{ id: 1, product: { id: 7, name: 'Sartén' }, quantity: 2, unit_price: 10.5, total: 21 }],
    totals: { subtotal: 21, shipping: 4.95, discount: 0, total: 25.95 },
    discounts: [{ id: 1, name: 'Bienvenida', amount: 0 }],
    payment_method: { code: 'redsys_card', name: 'Tarjeta' },
  } as unknown as Order;

  it('values items without shipping, in euros', () => {
    expect(beginCheckoutEvent(checkout)).toMatchObject({
      name: 'begin_checkout',
      params: { currency: 'EUR', value: 21, items: [{ item_id: '7', quantity: 2, price: 10.5 }] },
    });
    expect(checkoutProgressEvent(checkout, 'payment').params.checkout_step).toBe(3);
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
