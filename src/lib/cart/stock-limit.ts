import { es, format } from '../../i18n/es';
import { CART_LINE_MAX_QUANTITY } from '../constants';

/** A line's quantity once held to what the shop can sell, with the reason when it was lowered. */
export interface HeldQuantity {
  quantity: number;
  /** Why the quantity was lowered (shown as a toast, inline or as the cart page's notice); absent when kept. */
  reason?: string;
}

/**
 * Holds a wanted quantity to the units in stock and to the cart's per-line limit, saying why when
 * it lowers it: a quantity cut without a word reads as a bug. A sold-out product keeps the wanted
 * quantity, so the API's own 'agotado' answer reaches the shopper.
 */
export function holdToStock(wanted: number, stock: number): HeldQuantity {
  const limit = Math.min(stock, CART_LINE_MAX_QUANTITY);
  if (wanted <= limit || limit <= 0) return { quantity: wanted };
  const template = stock <= CART_LINE_MAX_QUANTITY ? es.cart.onlyLeft : es.cart.lineLimit;
  return { quantity: limit, reason: format(template, { n: limit }) };
}
