import type { DatabaseSync } from 'node:sqlite';
import type { PriceOverride, ProductCustomization } from '@shop/contract/cart';
import type { CheckoutStep } from '@shop/contract/checkout';
import { EMPTY_CART, GIFT_CARD_AMOUNT, stockMessage } from '../cart/lines.ts';
import { type CartStore, NOT_IN_CHECKOUT } from '../cart/store.ts';
import { carrierJson } from '../checkout/carriers.ts';
import type { CheckoutRecord, CheckoutStore } from '../checkout/store.ts';
import { checkoutStep, contactEmail, priceCheckout } from '../checkout/view.ts';
import { transaction } from '../db.ts';
import { HttpError } from '../http/errors.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import type { Shopper } from './shopper.ts';
import type { NewOrder, NewOrderLine, OrderStore } from './store.ts';

/** Why a checkout cannot be placed yet: the field the shop must ask for, by missing step. */
export const MISSING_STEP: Readonly<
  Record<Exclude<CheckoutStep, 'review'>, { field: string; message: string }>
> = {
  identification: { field: 'email', message: 'Indica tu correo electrónico para continuar con el pedido.' },
  shipping: { field: 'shipping_address', message: 'Indica la dirección y el método de envío.' },
  payment: { field: 'payment_method', message: 'Elige un método de pago.' },
};

export interface PlaceDeps {
  db: DatabaseSync;
  carts: CartStore;
  checkouts: CheckoutStore;
  orders: OrderStore;
  lifecycle: OrderLifecycle;
}

/** What an order was placed with: the same checkout placed again answers that order. */
function placedWith(
  order: Omit<NewOrder, 'created_at' | 'owner' | 'status'>,
  lines: readonly NewOrderLine[],
) {
  const { email, phone, shipping_address, billing_address, carrier, payment_method, notes } = order;
  return JSON.stringify({
    contact: [email, phone, notes ?? null],
    addresses: [shipping_address, billing_address ?? null],
    choices: [carrier, payment_method],
    totals: [order.subtotal_cents, order.discount_cents, order.shipping_cents, order.total_cents],
    lines: lines.map((line) => [line.product_id, line.quantity, line.total_cents, line.prices_override]),
  });
}

/**
 * Places the owner's checkout as an order, all in one transaction: the cart must be in checkout
 * (`cart_b2c/transition`, else 409), the checkout complete
 * (422 naming the missing step's field), every line still in stock (422 'Solo quedan…') and every
 * gift card priced. The order copies the lines at the prices paid, the totals with the chosen
 * carrier, the contact and the addresses; the stock is taken and the checkout marked placed.
 *
 * The cart stays as it is until the order is paid (orders/lifecycle.ts empties it then), so a
 * declined card leaves the shopper's cart untouched. Only a bank transfer, paid outside the shop
 * with no payment step that could fail, empties the cart when placed.
 *
 * A checkout already placed answers its order (`created: false`) while it is what would be placed
 * now: a double submit makes one order. An unpaid order the shopper changed since (the cart, the
 * address, the carrier…) is cancelled, its stock given back, and a new one placed: never two
 * orders waiting to be paid for one cart.
 */
export function createOrderPlacer(deps: PlaceDeps) {
  const { db, carts, checkouts, orders, lifecycle } = deps;
  const takeStock = db.prepare('UPDATE products SET quantity = quantity - ? WHERE id = ?');
  const clearLines = db.prepare('DELETE FROM cart_lines WHERE owner = ?');
  const clearCart = db.prepare('DELETE FROM carts WHERE owner = ?');

  /** The order the checkout would place now; the stock is checked unless `checkStock` is false. */
  const draft = (shopper: Shopper, record: CheckoutRecord | null, checkStock: boolean) => {
    const { owner } = shopper;
    const rows = carts.lines(owner);
    if (rows.length === 0) throw new HttpError(422, EMPTY_CART, { items: [EMPTY_CART] });
    if (!carts.inCheckout(owner)) throw new HttpError(409, NOT_IN_CHECKOUT);
    const coupon = carts.cartCoupon(owner);
    const pricing = priceCheckout(record, rows, coupon);
    const email = contactEmail(record, shopper.user?.email ?? null);
    const step = checkoutStep({
      guest: shopper.user === null,
      email,
      shippingAddress: record?.shipping_address,
      carrier: pricing.carrier,
      paymentMethod: record?.payment_method,
    });
    if (step !== 'review') {
      const missing = MISSING_STEP[step];
      throw new HttpError(422, missing.message, { [missing.field]: [missing.message] });
    }
    const complete = record as CheckoutRecord & {
      shipping_address: NonNullable<CheckoutRecord['shipping_address']>;
    };
    const errors: Record<string, string[]> = {};
    rows.forEach((row, index) => {
      if (checkStock && row.line_quantity > row.stock) {
        errors[`items.${index}.quantity`] = [stockMessage({ name: row.name, quantity: row.stock })];
      }
      // A gift card saved without its amount has no price: it cannot be bought as it is.
      if (pricing.lines[index]!.unitCents === null)
        errors[`items.${index}.prices_override`] = [GIFT_CARD_AMOUNT];
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new HttpError(422, first, errors);

    const lines: NewOrderLine[] = rows.map((row, index) => ({
      product_id: row.product_id,
      name: row.name,
      sku: row.sku,
      url_path: row.url_path,
      quantity: row.line_quantity,
      unit_cents: pricing.lines[index]!.unitCents!,
      total_cents: pricing.lines[index]!.totalCents,
      prices_override: JSON.parse(row.prices_override) as PriceOverride[],
      products_customization: JSON.parse(row.products_customization) as ProductCustomization[],
    }));
    const order = {
      email: email!,
      phone: complete.phone ?? complete.shipping_address.phone,
      shipping_address: complete.shipping_address,
      billing_address: complete.billing_address,
      carrier: carrierJson(pricing.carrier!),
      payment_method: complete.payment_method!,
      notes: complete.notes,
      subtotal_cents: pricing.subtotalCents,
      discount_cents: pricing.discountCents,
      shipping_cents: pricing.shippingCents,
      total_cents: pricing.totalCents,
      discounts: pricing.discounts,
      coupon_code:
        coupon && pricing.discounts.some((discount) => discount.id === coupon.id) ? coupon.code : null,
    };
    return { order, lines, rows };
  };

  return (shopper: Shopper): { orderId: number; created: boolean } =>
    transaction(db, () => {
      const { owner } = shopper;
      const record = checkouts.find(owner);
      const earlier = record?.order_id ? orders.find(record.order_id) : null;
      if (earlier && earlier.status !== 'pending_payment' && earlier.status !== 'cancelled')
        return { orderId: earlier.id, created: false };
      // A transfer's order emptied the cart when placed: a repeat answers it.
      if (earlier?.status === 'pending_payment' && carts.lines(owner).length === 0)
        return { orderId: earlier.id, created: false };
      if (earlier?.status === 'pending_payment') {
        const now = draft(shopper, record, false);
        if (placedWith(earlier, orders.lines(earlier.id)) === placedWith(now.order, now.lines))
          return { orderId: earlier.id, created: false };
        // Changed since it was placed: the unpaid order gives way, its stock back before the check.
        lifecycle.moveTo(earlier.id, 'cancelled');
      }
      const { order, lines, rows } = draft(shopper, record, true);
      const orderId = orders.insert(
        { ...order, owner, status: 'pending_payment', created_at: new Date().toISOString() },
        lines,
      );
      for (const row of rows) takeStock.run(row.line_quantity, row.product_id);
      if (order.payment_method === 'bank_transfer') {
        clearLines.run(owner);
        clearCart.run(owner);
        lifecycle.awaitTransfer(orderId);
      }
      checkouts.markPlaced(owner, orderId);
      return { orderId, created: true };
    });
}
