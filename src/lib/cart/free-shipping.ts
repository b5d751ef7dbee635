import type { Cart } from '@shop/contract/cart';

/** How far a cart is from free shipping, by the threshold the API sends with it. */
export interface FreeShippingProgress {
  /** Euros still to add; 0 once shipping is free. */
  remaining: number;
  /** Share of the way done, 0 to 1 (the bar's width). */
  done: number;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * Spec §3 (`free_shipping_from`): shipping is free from that subtotal after discounts. Nothing to
 * say for an empty cart or a shop without a threshold (0).
 */
export function freeShippingProgress(cart: Cart): FreeShippingProgress | null {
  const threshold = cents(cart.free_shipping_from);
  if (threshold <= 0 || cart.items.length === 0) return null;
  const counted = cents(cart.totals.subtotal) - cents(cart.totals.discount);
  const remaining = Math.max(0, threshold - counted);
  return { remaining: remaining / 100, done: Math.min(1, Math.max(0, counted / threshold)) };
}
