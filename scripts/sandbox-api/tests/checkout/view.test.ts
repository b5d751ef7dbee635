/** The checkout's step rule (checkout/view.ts): the first step still missing. */
import { describe, expect, it } from 'vitest';
import { checkoutStep } from '../../checkout/view.ts';

describe('checkout rules (pure)', () => {
  it('asks for the first missing step', () => {
    const full = { guest: true, email: 'a@b.es', shippingAddress: {}, carrier: {}, paymentMethod: {} };
    expect(checkoutStep(full)).toBe('review');
    expect(checkoutStep({ ...full, email: null })).toBe('identification');
    expect(checkoutStep({ ...full, guest: false, email: null })).toBe('review');
    expect(checkoutStep({ ...full, carrier: null })).toBe('shipping');
    expect(checkoutStep({ ...full, shippingAddress: null, paymentMethod: null })).toBe('shipping');
    expect(checkoutStep({ ...full, paymentMethod: null })).toBe('payment');
  });
});
