import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../../../../../src/contract/cart';
import { provisionalItem } from '../../../../../src/lib/cart/cart-lines';
import { quickBuyFigures } from '../../../../../src/lib/cart/quick-buy';
import { savedLineOf } from '../../../../../src/lib/cart/saved-line';

const product: CartProduct = {
  id: 3,
  name: 'Sartén 28 cm',
  sku: 'SKU3',
  url_path: 'p-3',
  image: { url: 'http://x/3.webp' },
  brand: null,
  quantity: 10,
  adult: false,
};

describe('quickBuyFigures: what the quick-buy popup shows of a line (the island and its early copy)', () => {
  it('the total and the unit price times the quantity in euros, es-ES, thousands grouped', () => {
    expect(quickBuyFigures(provisionalItem(product, 1234.5, 2))).toEqual({
      total: '2.469,00\u00a0€',
      unitLine: '1.234,50\u00a0€ x 2',
      quantity: 2,
      canDecrease: true,
      canIncrease: true,
    });
  });

  it('a line without a unit price has no unit line and cannot be raised', () => {
    const figures = quickBuyFigures(provisionalItem(product, null, 1));
    expect(figures.unitLine).toBeNull();
    expect(figures.canIncrease).toBe(false);
    expect(figures.canDecrease).toBe(true);
  });
});

describe('savedLineOf: the product’s line in a save’s answer, read before the API client is there', () => {
  const line = provisionalItem(product, 12.5, 2);
  const answer = { data: { items: [provisionalItem({ ...product, id: 9 }, 1, 1), line] } };

  it('the saved quantity and prices of the product’s line, which the popup shows as the island would', () => {
    const saved = savedLineOf(answer, product.id);
    expect(saved).toEqual({
      quantity: 2,
      price: { unit: 12.5, total: 25 },
      prices: { unit: line.prices.unit },
    });
    expect(quickBuyFigures(saved!)).toEqual(quickBuyFigures(line));
  });

  it('nothing when the answer is not a saved cart with that line, or the line is not one', () => {
    expect(savedLineOf(null, product.id)).toBeNull();
    expect(savedLineOf({ message: 'Unauthenticated.' }, product.id)).toBeNull();
    expect(savedLineOf({ data: { items: [] } }, product.id)).toBeNull();
    expect(savedLineOf(answer, 404)).toBeNull();
    expect(savedLineOf({ data: { items: [{ ...line, quantity: 0 }] } }, product.id)).toBeNull();
    expect(
      savedLineOf({ data: { items: [{ ...line, price: { unit: 1, total: '25' } }] } }, product.id),
    ).toBeNull();
  });
});
