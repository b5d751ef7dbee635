import type { DatabaseSync } from 'node:sqlite';
import type { PublicUrls } from '../catalog/serialize.ts';
import type { Outbox } from '../outbox/store.ts';
import type { PayableOrder, PayableOrders, Payer, PaymentOutcome } from '../payment/payable.ts';
import { createOrderLifecycle } from './lifecycle.ts';
import { createOrderStore, isGuestOrder, isOwner } from './store.ts';

/** The orders' side of the payment seam. */
export type OrdersForPayment = PayableOrders;

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

  return {
    payable(payer: Payer, orderId: number): PayableOrder | null {
      const order = orders.find(orderId);
      const granted = order !== null && isGuestOrder(order) && orders.isGranted(payer.sessionId, order.id);
      if (!order || !(isOwner(payer.owner, order) || granted)) return null;
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
