import type { DatabaseSync } from 'node:sqlite';
import type { PaymentMethodCode } from '@shop/contract/checkout';
import { CHECKOUT_MESSAGES } from '../checkout/input.ts';
import { paymentMethod } from '../checkout/payment-methods.ts';
import { transaction } from '../db.ts';
import { HttpError } from '../http/errors.ts';

/** The method a `…/pay` body asks for: undefined when it asks none, else a known code or a 422. */
export function askedMethod(value: unknown): PaymentMethodCode | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const method = paymentMethod(value);
  if (!method)
    throw new HttpError(422, CHECKOUT_MESSAGES.paymentMethod, {
      payment_method: [CHECKOUT_MESSAGES.paymentMethod],
    });
  return method.code;
}

/**
 * Changes how a pending order is paid (a transfer after a denied card): the same order, number,
 * lines and stock. The checkout it was placed from follows, so placing it again answers this order
 * instead of cancelling it for a changed method. The cart is left alone: as for a card, it empties
 * when the order is paid (orders/lifecycle.ts).
 */
export function createPaymentSwitch(db: DatabaseSync) {
  const setOrder = db.prepare(
    "UPDATE orders SET payment_method = ?, updated_at = ? WHERE id = ? AND status = 'pending_payment'",
  );
  const setCheckout = db.prepare('UPDATE checkouts SET payment_method = ? WHERE order_id = ?');
  return (orderId: number, method: PaymentMethodCode): void =>
    transaction(db, () => {
      setOrder.run(method, new Date().toISOString(), orderId);
      setCheckout.run(method, orderId);
    });
}
