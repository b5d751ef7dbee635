import { describe, expect, it } from 'vitest';
import {
  addItem,
  addLine,
  EMPTY_CART,
  linesOf,
  quantityControls,
} from '../../../../../src/lib/cart/cart-lines';
import { parseCartForm } from '../../../../../src/lib/cart/cart-form';
import {
  giftOverride,
  isDigitalGiftCard,
  isGiftCard,
  parseGiftAmount,
} from '../../../../../src/lib/cart/gift-card';
import { cartProduct } from '../../../support/cart';
import { formData } from '../../../support/form-data';

const card = cartProduct(73, { name: 'Tarjeta regalo', quantity: 999 });

describe('gift-card amounts', () => {
  it('reads amounts typed the Spanish or the English way, within 10–500 €', () => {
    expect(parseGiftAmount('25')).toBe(25);
    expect(parseGiftAmount(' 25,50 ')).toBe(25.5);
    expect(parseGiftAmount('99.9')).toBe(99.9);
    expect(parseGiftAmount('500 €')).toBe(500);
    expect(parseGiftAmount('10')).toBe(10);
  });

  it('refuses amounts out of range, with three decimals, or not numbers', () => {
    for (const text of ['9,99', '500,01', '25,555', '', 'veinte', '-20', '1e2', null, undefined]) {
      expect(parseGiftAmount(text)).toBeNull();
    }
  });

  it('knows a gift card by the gift-card shop among its categories', () => {
    expect(
      isGiftCard({ categories: [{ id: 10197, name: 'Tarjetas regalo', slug: 'tarjetas-regalo' }] }),
    ).toBe(true);
    expect(isGiftCard({ categories: [{ id: 10047, name: 'Cocina', slug: 'cocina' }] })).toBe(false);
  });

  it('knows a digital gift card, which ships nothing, by its weight of nothing', () => {
    const gift = [{ id: 10197, name: 'Tarjetas regalo', slug: 'tarjetas-regalo' }];
    expect(isDigitalGiftCard({ categories: gift, weight: 0 })).toBe(true);
    expect(isDigitalGiftCard({ categories: gift, weight: 0.05 })).toBe(false);
    expect(
      isDigitalGiftCard({ categories: [{ id: 10047, name: 'Cocina', slug: 'cocina' }], weight: 0 }),
    ).toBe(false);
  });

  it('turns the amount into the line price override the API takes', () => {
    expect(giftOverride(30)).toEqual([{ price: 30 }]);
    expect(giftOverride(undefined)).toEqual([]);
  });
});

describe('gift cards in the cart', () => {
  it('prices a new line at the chosen amount and saves the override', () => {
    const cart = addItem(EMPTY_CART, card, null, 2, giftOverride(25));
    expect(cart.items[0]?.price.unit).toBe(25);
    expect(cart.totals.subtotal).toBe(50);
    expect(quantityControls(cart.items[0]!, 1).canIncrease).toBe(true);
    expect(linesOf(cart)).toEqual([{ id: 73, quantity: 2, prices_override: [{ price: 25 }] }]);
  });

  it('applies the amount chosen last to the whole line (one line per product)', () => {
    const cart = addItem(
      addItem(EMPTY_CART, card, null, 1, giftOverride(25)),
      card,
      null,
      1,
      giftOverride(40),
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(2);
    expect(cart.totals.subtotal).toBe(80);
    expect(
      addLine([{ id: 73, quantity: 1, prices_override: [{ price: 25 }] }], 73, 1, giftOverride(40)),
    ).toEqual([{ id: 73, quantity: 2, prices_override: [{ price: 40 }] }]);
  });

  it('reads the amount of a no-JavaScript form, refusing a bad one instead of dropping it', () => {
    expect(parseCartForm('add', formData({ id: '73', amount: '30,5' }))).toEqual({
      kind: 'add',
      id: 73,
      quantity: 1,
      amount: 30.5,
    });
    expect(parseCartForm('add', formData({ id: '73', amount: '5' }))).toBeNull();
  });
});
