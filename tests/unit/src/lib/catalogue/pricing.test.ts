import { describe, expect, test } from 'vitest';
import { effectivePrice } from '../../../../../src/lib/catalogue/pricing';

describe('effectivePrice', () => {
  test('without offers the list price applies and there is no discount', () => {
    expect(effectivePrice({ price: 20, offers: [] })).toEqual({
      price: 20,
      original: null,
      discountPercent: 0,
    });
  });

  test('the cheapest offer below the list price applies, with the percent it saves', () => {
    const offers = [
      { price: 18, discountPercent: 10 },
      { price: 15, discountPercent: 25 },
    ];
    expect(effectivePrice({ price: 20, offers })).toEqual({ price: 15, original: 20, discountPercent: 25 });
  });

  test('an offer that is not cheaper than the list price is ignored', () => {
    expect(effectivePrice({ price: 20, offers: [{ price: 20, discountPercent: 0 }] })).toEqual({
      price: 20,
      original: null,
      discountPercent: 0,
    });
  });

  test('the percent is rounded to a whole number from the prices shown', () => {
    expect(
      effectivePrice({ price: 29.99, offers: [{ price: 19.99, discountPercent: 33.3 }] }).discountPercent,
    ).toBe(33);
  });

  test('a zero-price offer (missing data) is ignored', () => {
    expect(effectivePrice({ price: 10, offers: [{ price: 0, discountPercent: 100 }] }).price).toBe(10);
  });
});
