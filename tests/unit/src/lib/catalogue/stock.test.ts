import { describe, expect, it } from 'vitest';
import { LOW_STOCK_UNITS, stockLabel } from '../../../../../src/lib/catalogue/stock';

describe('availability line of a product page', () => {
  it('says out of stock at zero', () => {
    expect(stockLabel(0)).toEqual({ text: 'Agotado', tone: 'out' });
  });

  it('says how many units are left when few remain', () => {
    expect(stockLabel(LOW_STOCK_UNITS - 1)).toEqual({
      text: `Quedan ${LOW_STOCK_UNITS - 1} unidades`,
      tone: 'low',
    });
  });

  it('says in stock otherwise', () => {
    expect(stockLabel(LOW_STOCK_UNITS)).toEqual({ text: 'En stock', tone: 'in' });
  });
});
