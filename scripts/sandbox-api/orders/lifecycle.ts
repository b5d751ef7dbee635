import type { DatabaseSync } from 'node:sqlite';
import type { OrderStatus } from '@shop/contract/orders';
import type { PublicUrls } from '../catalog/serialize.ts';
import { transaction } from '../db.ts';
import { HttpError } from '../http/errors.ts';
import { createInvoiceStore } from '../invoices/store.ts';
import type { Outbox } from '../outbox/store.ts';
import { createRatingTokens, ratingLink } from './rating-token.ts';
import { toEuros } from '../cart/pricing.ts';
import { orderNumber } from './serialize.ts';
import { STATUS_LABELS, statusPath } from './status.ts';
import { createOrderStore, type OrderRecord } from './store.ts';
import { orderStatusMessage } from './whatsapp.ts';

/**
 * What happens when an order changes status, in one transaction per move:
 * - paid: `paid_at`, the invoice (numbered in the year of payment), and the buyer's cart emptied
 *   when it is the cart this order was placed from (its checkout names the order): until then a
 *   declined card leaves the cart as it was;
 * - cancelled: the stock taken when it was placed goes back to the catalogue;
 * - from paid on, every change is reported to the buyer by WhatsApp (the outbox); `delivered`
 *   carries the rating link. An unpaid order that is cancelled sends nothing: nothing was bought.
 * - paid, the buyer gets the confirmation e-mail (the outbox's `order_confirmation`); an order
 *   to be paid by transfer gets the bank details by e-mail instead (`awaitTransfer`).
 */
export function createOrderLifecycle(db: DatabaseSync, outbox: Outbox, urls: PublicUrls) {
  const orders = createOrderStore(db);
  const invoices = createInvoiceStore(db);
  const tokens = createRatingTokens(db);
  const restock = db.prepare(`UPDATE products SET quantity = products.quantity + l.units
    FROM (SELECT product_id, quantity AS units FROM order_lines WHERE order_id = ?) AS l
    WHERE products.id = l.product_id`);
  const placedFrom = 'owner = ? AND EXISTS (SELECT 1 FROM checkouts WHERE owner = ? AND order_id = ?)';
  const clearLines = db.prepare(`DELETE FROM cart_lines WHERE ${placedFrom}`);
  const clearCart = db.prepare(`DELETE FROM carts WHERE ${placedFrom}`);

  // Callers such as the payment routes may already hold a transaction: the move then joins it.
  const atomically = <T>(work: () => T): T => (db.isTransaction ? work() : transaction(db, work));

  const notify = (order: OrderRecord, status: OrderStatus) => {
    const ratingUrl =
      status === 'delivered' ? ratingLink(urls.shop, order.id, tokens.sign(order.id)) : undefined;
    const payload = orderStatusMessage({
      phone: order.phone,
      customerName: order.shipping_address.name,
      orderId: order.id,
      orderNumber: orderNumber(order.id),
      status,
      ratingUrl,
    });
    outbox.add('whatsapp', payload.to as string, 'order_status_update', payload);
  };

  const email = (order: OrderRecord, template: 'order_confirmation' | 'order_transfer_details') =>
    outbox.add('email', order.email, template, {
      order_id: order.id,
      order_number: orderNumber(order.id),
      total: toEuros(order.total_cents),
    });

  const step = (order: OrderRecord, status: OrderStatus, at: Date): OrderRecord => {
    if (status === 'paid') {
      orders.setStatus(order.id, status, at.toISOString());
      invoices.issue(order.id, at);
      clearLines.run(order.owner, order.owner, order.id);
      clearCart.run(order.owner, order.owner, order.id);
    } else {
      orders.setStatus(order.id, status);
    }
    if (status === 'cancelled') restock.run(order.id);
    const moved = orders.find(order.id)!;
    if (status === 'paid') email(moved, 'order_confirmation');
    if (moved.paid_at !== null) notify(moved, status);
    return moved;
  };

  return {
    /** An order now waiting for a bank transfer: the buyer gets the bank details by e-mail. */
    awaitTransfer(orderId: number): void {
      const order = orders.find(orderId);
      if (order?.status === 'pending_payment') email(order, 'order_transfer_details');
    },
    /**
     * Moves the order to `target` through every status between (see statusPath); a move to the
     * status it has is a no-op. 422 when the move is not allowed.
     */
    moveTo(orderId: number, target: OrderStatus): OrderRecord {
      return atomically(() => {
        let order = orders.find(orderId);
        if (!order) throw new HttpError(404, 'Pedido no encontrado.');
        const path = statusPath(order.status, target);
        if (!path) {
          const message = `Un pedido «${STATUS_LABELS[order.status]}» no puede pasar a «${STATUS_LABELS[target]}».`;
          throw new HttpError(422, message, { status: [message] });
        }
        const at = new Date();
        for (const status of path) order = step(order, status, at);
        return order;
      });
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
