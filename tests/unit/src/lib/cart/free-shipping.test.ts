import { describe, expect, it } from 'vitest';
import { addItem, EMPTY_CART } from '../../../../../src/lib/cart/cart-lines';
import { freeShippingProgress } from '../../../../../src/lib/cart/free-shipping';
import { cartProduct } from '../../../support/cart';

const pan = cartProduct(1, { name: 'Sartén' });
/** A cart as the API answers it: free shipping from 49 €. */
const withThreshold = { ...EMPTY_CART, free_shipping_from: 49 };

describe('free shipping progress', () => {
  it('says how much is missing by the threshold the API sent, and how far along the cart is', () => {
    const cart = addItem(withThreshold, pan, 24.5, 1);
    expect(freeShippingProgress(cart)).toEqual({ remaining: 24.5, done: 0.5 });
  });

  it('counts the subtotal after discounts, in cents', () => {
    const cart = addItem(withThreshold, pan, 30.1, 2);
    const discounted = { ...cart, totals: { ...cart.totals, discount: 12 } };
    expect(freeShippingProgress(discounted)?.remaining).toBe(0.8);
  });

  it('is done, nothing left, from the threshold on', () => {
    expect(freeShippingProgress(addItem(withThreshold, pan, 49, 1))).toEqual({ remaining: 0, done: 1 });
    expect(freeShippingProgress(addItem(withThreshold, pan, 49, 3))).toEqual({ remaining: 0, done: 1 });
  });

  it('says nothing for an empty cart or without a threshold', () => {
    expect(freeShippingProgress(withThreshold)).toBeNull();
    expect(freeShippingProgress(addItem(EMPTY_CART, pan, 10, 1))).toBeNull();
  });
});
