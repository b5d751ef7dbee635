import type { DatabaseSync } from 'node:sqlite';
import type { PublicUrls } from '../catalog/serialize.ts';
import type { Outbox } from '../outbox/store.ts';
import type { PayableOrder, PayableOrders, PaymentOutcome } from '../payment/payable.ts';
import { createOrderLifecycle } from './lifecycle.ts';
import { createOrderStore } from './store.ts';

/** The orders' side of the payment seam, plus the access rule the payment routes may reuse. */
export interface OrdersForPayment extends PayableOrders {
  /**
   * True when `owner` may see the order: it placed it, or a guest lookup with the order's e-mail or
   * phone granted that session access (guest-orders routes).
   */
  canAccess(owner: string, orderId: number): boolean;
}

/**
 * PayableOrders over the orders in SQLite (payment/payable.ts). Every outcome is recorded once per
 * Redsys order number and response (a repeated notification is not a second attempt); an
 * authorised one moves a pending order to paid, which issues the invoice and sends the WhatsApp
 * message. Settling an order that is already paid (or later) changes nothing.
 */
export function createPayableOrders(db: DatabaseSync, outbox: Outbox, urls: PublicUrls): OrdersForPayment {
  const orders = createOrderStore(db);
  const lifecycle = createOrderLifecycle(db, outbox, urls);
  const record = db.prepare(`INSERT INTO order_payment_outcomes (order_id, redsys_order, ds_response,
      authorised, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (redsys_order, ds_response) DO NOTHING`);

  const canAccess = (owner: string, orderId: number) => {
    const order = orders.find(orderId);
    return order !== null && orders.canAccess(owner, order);
  };

  return {
    canAccess,
    payable(owner: string, orderId: number): PayableOrder | null {
      const order = orders.find(orderId);
      if (!order || !orders.canAccess(owner, order)) return null;
      return { id: order.id, totalCents: order.total_cents, status: order.status };
    },
    settle(orderId: number, outcome: PaymentOutcome): void {
      const order = orders.find(orderId);
      if (!order) return;
      record.run(
        orderId,
        outcome.redsysOrder,
        outcome.dsResponse,
        outcome.authorised ? 1 : 0,
        new Date().toISOString(),
      );
      if (outcome.authorised && order.status === 'pending_payment') lifecycle.moveTo(orderId, 'paid');
    },
  };
}
