/** The cart's money rules (cart/pricing.ts): cents, shipping, volume discount, coupons, gift cards. */
import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_FROM_CENTS,
  formatEuros,
  isGiftCard,
  lineUnits,
  priceCart,
  SHIPPING_CENTS,
  VOLUME_DISCOUNT,
} from '../../cart/pricing.ts';

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

  it('a digital gift card costs no shipping: alone it ships free, beside goods it buys no free shipping', () => {
    const digital = { quantity: 1, unitCents: 10_000, listCents: 10_000, ships: false };
    const pan = { quantity: 1, unitCents: 2_000, listCents: 2_000 };
    const alone = priceCart([digital], null);
    expect([alone.shippingCents, alone.nothingShips, alone.totalCents]).toEqual([0, true, 10_000]);
    const mixed = priceCart([digital, pan], null);
    expect([mixed.shippingCents, mixed.shippedAmountCents, mixed.nothingShips]).toEqual([
      SHIPPING_CENTS,
      2_000,
      false,
    ]);
  });
});
