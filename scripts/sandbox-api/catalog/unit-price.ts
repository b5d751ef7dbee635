import type { UnitPrice } from '@shop/contract/catalogue';

/** How a product sold by weight or volume is measured: kilograms or litres. */
export type NetUnit = 'kg' | 'l';

/** The net quantity a product holds, as the seed stores it (products.net_unit, products.net_amount). */
export interface NetQuantity {
  net_unit: string | null;
  net_amount: number | null;
}

const isNetUnit = (unit: string | null): unit is NetUnit => unit === 'kg' || unit === 'l';

/** The quantity as its label reads it: under a kilogram in grams, under a litre in centilitres. */
function labelled(unit: NetUnit, amount: number): Pick<UnitPrice, 'quantity_value' | 'quantity_unit'> {
  if (amount >= 1) return { quantity_value: amount, quantity_unit: unit };
  return unit === 'kg'
    ? { quantity_value: Math.round(amount * 1000), quantity_unit: 'g' }
    : { quantity_value: Math.round(amount * 1000) / 10, quantity_unit: 'cl' };
}

/**
 * The price per kilogram or litre (Real Decreto 3423/2000) of a product whose net quantity is
 * known, for `paid` euros (the price the shopper pays: an offer's, a cart line's unit). Undefined
 * for a product sold by the unit. Rounded to the cent, as a shelf label shows it.
 */
export function unitPriceOf(paid: number, { net_unit, net_amount }: NetQuantity): UnitPrice | undefined {
  if (!isNetUnit(net_unit) || net_amount === null || net_amount <= 0) return undefined;
  return {
    amount: Math.round((paid / net_amount) * 100) / 100,
    ...labelled(net_unit, net_amount),
    reference_value: 1,
    reference_unit: net_unit,
  };
}
