import type { PriceOverride, ProductCustomization } from '@shop/contract/cart';
import type { ValidLine } from '../cart/lines.ts';
import { CART_LIMITS } from '../cart/pricing.ts';
import type { CartStore } from '../cart/store.ts';
import { HttpError } from '../http/errors.ts';
import type { OrderLineRecord } from './store.ts';

export const NOTHING_AVAILABLE = 'Los productos de este pedido ya no están disponibles.';

/**
 * "Buy again": adds an order's lines to the owner's cart, after the lines already there. Prices are
 * the catalogue's current ones (the cart prices its lines itself); quantities are capped at the
 * stock and the cart's limits, so a line never makes the cart invalid; products gone or out of stock
 * are left out (422 when that leaves nothing). Gift cards keep the amount and message they were
 * bought with. Adult products need the session's age confirmation, as saving the cart does: their
 * ids come back (nothing saved) for the cart's 409; [] once the cart is saved.
 */
export function addOrderToCart(
  carts: CartStore,
  owner: string,
  orderLines: readonly OrderLineRecord[],
): number[] {
  const lines: ValidLine[] = carts.lines(owner).map((row) => ({
    product: carts.product(row.product_id)!,
    quantity: row.line_quantity,
    prices_override: JSON.parse(row.prices_override) as PriceOverride[],
    products_customization: JSON.parse(row.products_customization) as ProductCustomization[],
  }));
  const added: ValidLine[] = [];
  for (const orderLine of orderLines) {
    const product = carts.product(orderLine.product_id);
    if (!product || product.quantity === 0) continue;
    const existing = lines.find((line) => line.product.id === product.id);
    if (existing) {
      const wanted = Math.min(existing.quantity + orderLine.quantity, CART_LIMITS.quantity);
      existing.quantity = Math.max(existing.quantity, Math.min(wanted, product.quantity));
      added.push(existing);
      continue;
    }
    if (lines.length >= CART_LIMITS.lines) continue;
    const line: ValidLine = {
      product,
      quantity: Math.min(orderLine.quantity, product.quantity, CART_LIMITS.quantity),
      prices_override: orderLine.prices_override,
      products_customization: orderLine.products_customization,
    };
    lines.push(line);
    added.push(line);
  }
  if (added.length === 0) throw new HttpError(422, NOTHING_AVAILABLE);
  const adult = added.filter((line) => line.product.adult === 1).map((line) => line.product.id);
  if (adult.length > 0 && !carts.ageConfirmed(owner)) return adult;
  carts.replace(owner, lines);
  return [];
}
