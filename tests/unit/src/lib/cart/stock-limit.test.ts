import { describe, expect, test } from 'vitest';
import { holdToStock } from '../../../../../src/lib/cart/stock-limit';
import { CART_LINE_MAX_QUANTITY } from '../../../../../src/lib/constants';

describe('holdToStock', () => {
  test('keeps a quantity the stock covers, without a reason', () => {
    expect(holdToStock(3, 190)).toEqual({ quantity: 3 });
    expect(holdToStock(190, 190)).toEqual({ quantity: 190 });
  });

  test('lowers a quantity above the stock and says why', () => {
    expect(holdToStock(5000, 190)).toEqual({
      quantity: 190,
      reason: 'Solo quedan 190 unidades; hemos ajustado la cantidad.',
    });
    expect(holdToStock(2, 1).reason).toBe('Solo queda 1 unidad; hemos ajustado la cantidad.');
  });

  test('lowers a quantity above the per-line limit to it when the stock is larger', () => {
    expect(holdToStock(5000, 20_000)).toEqual({
      quantity: CART_LINE_MAX_QUANTITY,
      reason: `Puedes pedir como mucho ${CART_LINE_MAX_QUANTITY} unidades de un producto; hemos ajustado la cantidad.`,
    });
  });

  test('leaves a sold-out product to the API, which says it is sold out', () => {
    expect(holdToStock(2, 0)).toEqual({ quantity: 2 });
  });
});
