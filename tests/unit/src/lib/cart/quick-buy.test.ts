import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../../../../../src/contract/cart';
import { provisionalItem } from '../../../../../src/lib/cart/cart-lines';
import { quickBuyFigures } from '../../../../../src/lib/cart/quick-buy';

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
