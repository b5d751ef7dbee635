import { es, format } from '../../i18n/es';

/** Below this many units the page says how many are left. */
export const LOW_STOCK_UNITS = 5;

/** The availability line of a product page. */
export function stockLabel(quantity: number): { text: string; tone: 'in' | 'low' | 'out' } {
  if (quantity <= 0) return { text: es.product.outOfStock, tone: 'out' };
  if (quantity < LOW_STOCK_UNITS) return { text: format(es.product.unitsLeft, { n: quantity }), tone: 'low' };
  return { text: es.product.inStock, tone: 'in' };
}
