import type { OrderStatus } from '@shop/contract/orders';

/** What the shopper reads for each status (order pages, WhatsApp messages, the invoice). */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Pendiente de pago',
  paid: 'Pagado',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

/** The normal way forward; `cancelled` leaves it from any step before shipping. */
export const STATUS_SEQUENCE: readonly OrderStatus[] = ['pending_payment', 'paid', 'shipped', 'delivered'];
const CANCELLABLE: readonly OrderStatus[] = ['pending_payment', 'paid'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && value in STATUS_LABELS;
}

/**
 * The statuses an order passes through to reach `target`, in order (without the current one):
 * forward moves walk every step between, so skipping from pending payment to delivered still pays
 * (issuing the invoice) and ships first. Null when the move is not allowed (backwards, out of
 * `cancelled` or `delivered`, or cancelling a shipped order); [] when it is already there.
 */
export function statusPath(current: OrderStatus, target: OrderStatus): OrderStatus[] | null {
  if (current === target) return [];
  if (target === 'cancelled') return CANCELLABLE.includes(current) ? ['cancelled'] : null;
  const from = STATUS_SEQUENCE.indexOf(current);
  const to = STATUS_SEQUENCE.indexOf(target);
  if (from < 0 || to <= from) return null;
  return STATUS_SEQUENCE.slice(from + 1, to + 1);
}
