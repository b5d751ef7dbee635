import type { DatabaseSync } from 'node:sqlite';
import type { PriceOverride, ProductCustomization } from '@shop/contract/cart';
import type { BillingAddress, ShippingAddress } from '@shop/contract/account';
import type { Carrier, PaymentMethodCode } from '@shop/contract/checkout';
import type { OrderStatus } from '@shop/contract/orders';
import { allRows, oneRow } from '../db.ts';
import { isGuestOwner } from '../http/owner.ts';

/** An order as stored, JSON columns parsed; money in cents. */
export interface OrderRecord {
  id: number;
  /** `session:{id}` (a guest) or `user:{id}`: who placed it. */
  owner: string;
  status: OrderStatus;
  email: string;
  /** The 9 digits of a Spanish phone: the WhatsApp messages go there. */
  phone: string;
  shipping_address: ShippingAddress;
  billing_address: BillingAddress | null;
  /** The carrier as chosen, with the price paid. */
  carrier: Carrier;
  payment_method: PaymentMethodCode;
  notes: string | null;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  discounts: { id: number; name: string; amountCents: number }[];
  coupon_code: string | null;
  created_at: string;
  paid_at: string | null;
  updated_at: string;
  /** The invoice issued when it was paid. */
  invoice_id: number | null;
}

/** A line as bought: the product's name and price are copied, later catalogue changes do not touch it. */
export interface OrderLineRecord {
  id: number;
  order_id: number;
  position: number;
  product_id: number;
  name: string;
  sku: string;
  url_path: string;
  quantity: number;
  unit_cents: number;
  total_cents: number;
  prices_override: PriceOverride[];
  products_customization: ProductCustomization[];
}

export type NewOrder = Omit<OrderRecord, 'id' | 'paid_at' | 'updated_at' | 'invoice_id'>;
export type NewOrderLine = Omit<OrderLineRecord, 'id' | 'order_id' | 'position'>;

/** An order as its SELECT reads it: the JSON columns still text. */
interface OrderRow
  extends Omit<OrderRecord, 'shipping_address' | 'billing_address' | 'carrier' | 'discounts'> {
  shipping_address: string;
  billing_address: string | null;
  carrier: string;
  discounts: string;
}

/** A row of order_lines (`SELECT *`): the JSON columns still text. */
interface OrderLineRow extends Omit<OrderLineRecord, 'prices_override' | 'products_customization'> {
  prices_override: string;
  products_customization: string;
}

/** A JSON column's value; SQL NULL stays null. */
const parseJson = (value: string | null) => (value === null ? null : JSON.parse(value));

function toOrder(row: OrderRow): OrderRecord {
  return {
    ...row,
    shipping_address: parseJson(row.shipping_address),
    billing_address: parseJson(row.billing_address),
    carrier: parseJson(row.carrier),
    discounts: parseJson(row.discounts),
  };
}

function toLine(row: OrderLineRow): OrderLineRecord {
  return {
    ...row,
    prices_override: parseJson(row.prices_override),
    products_customization: parseJson(row.products_customization),
  };
}

/** Orders and their lines in SQLite, plus the browser sessions a guest lookup let see an order for a while. */
export function createOrderStore(db: DatabaseSync) {
  const insertOrder = db.prepare(`INSERT INTO orders (owner, status, email, phone, shipping_address,
      billing_address, carrier, payment_method, notes, subtotal_cents, discount_cents, shipping_cents,
      total_cents, discounts, coupon_code, created_at, updated_at)
    VALUES (:owner, :status, :email, :phone, :shipping_address, :billing_address, :carrier,
      :payment_method, :notes, :subtotal_cents, :discount_cents, :shipping_cents, :total_cents,
      :discounts, :coupon_code, :created_at, :created_at) RETURNING id`);
  const insertLine = db.prepare(`INSERT INTO order_lines (order_id, position, product_id, name, sku,
      url_path, quantity, unit_cents, total_cents, prices_override, products_customization)
    VALUES (:order_id, :position, :product_id, :name, :sku, :url_path, :quantity, :unit_cents,
      :total_cents, :prices_override, :products_customization)`);
  const withInvoice =
    'SELECT o.*, i.id AS invoice_id FROM orders o LEFT JOIN invoices i ON i.order_id = o.id';
  const one = db.prepare(`${withInvoice} WHERE o.id = ?`);
  const page = db.prepare(`${withInvoice} WHERE o.owner = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`);
  const count = db.prepare('SELECT count(*) AS n FROM orders WHERE owner = ?');
  const lines = db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position');
  const line = db.prepare('SELECT * FROM order_lines WHERE id = ?');
  const setStatus = db.prepare(
    'UPDATE orders SET status = ?, paid_at = COALESCE(?, paid_at), updated_at = ? WHERE id = ?',
  );
  // A later lookup renews the grant to its full length; expired rows of the session go on the way.
  const grant = db.prepare(`INSERT INTO guest_order_grants (session_id, order_id, expires_at) VALUES (?, ?, ?)
    ON CONFLICT (session_id, order_id) DO UPDATE SET expires_at = excluded.expires_at`);
  const forgetExpired = db.prepare('DELETE FROM guest_order_grants WHERE session_id = ? AND expires_at <= ?');
  const granted = db.prepare(
    'SELECT 1 FROM guest_order_grants WHERE session_id = ? AND order_id = ? AND expires_at > ?',
  );

  return {
    /** Inserts the order and its lines (call inside a transaction); answers the new id. */
    insert(order: NewOrder, orderLines: readonly NewOrderLine[]): number {
      const { id } = oneRow<{ id: number }>(insertOrder, {
        ...order,
        shipping_address: JSON.stringify(order.shipping_address),
        billing_address: JSON.stringify(order.billing_address),
        carrier: JSON.stringify(order.carrier),
        discounts: JSON.stringify(order.discounts),
      })!;
      orderLines.forEach((orderLine, position) => {
        insertLine.run({
          ...orderLine,
          order_id: id,
          position,
          prices_override: JSON.stringify(orderLine.prices_override),
          products_customization: JSON.stringify(orderLine.products_customization),
        });
      });
      return id;
    },
    find(id: number): OrderRecord | null {
      const row = oneRow<OrderRow>(one, id);
      return row ? toOrder(row) : null;
    },
    /** The owner's orders, newest first. */
    page: (owner: string, limit: number, offset: number) =>
      allRows<OrderRow>(page, owner, limit, offset).map(toOrder),
    count: (owner: string) => oneRow<{ n: number }>(count, owner)!.n,
    lines: (orderId: number) => allRows<OrderLineRow>(lines, orderId).map(toLine),
    line(id: number): OrderLineRecord | null {
      const row = oneRow<OrderLineRow>(line, id);
      return row ? toLine(row) : null;
    },
    setStatus(id: number, status: OrderStatus, paidAt: string | null = null): void {
      setStatus.run(status, paidAt, new Date().toISOString(), id);
    },
    /**
     * Lets one browser session (never an account) see and pay a guest order for
     * GUEST_ORDER_GRANT_MINUTES: what a successful guest lookup earns (orders/guest-lookup.ts).
     */
    grant(sessionId: string, orderId: number, now: number = Date.now()): void {
      forgetExpired.run(sessionId, now);
      grant.run(sessionId, orderId, now + GUEST_ORDER_GRANT_MINUTES * 60_000);
    },
    /** Whether the session holds a live grant of the order. */
    isGranted(sessionId: string, orderId: number, now: number = Date.now()): boolean {
      return granted.get(sessionId, orderId, now) !== undefined;
    },
  };
}

/** How long a successful guest lookup lets its browser session see and pay the order. */
export const GUEST_ORDER_GRANT_MINUTES = 30;

/** A guest's order (placed by a guest session), as opposed to a customer's (`user:{id}`). */
export function isGuestOrder(order: Pick<OrderRecord, 'owner'>): boolean {
  return isGuestOwner(order.owner);
}

/** Who may see an order through the owner's routes: whoever placed it, nobody else. */
export function isOwner(owner: string, order: Pick<OrderRecord, 'owner'>): boolean {
  return order.owner === owner;
}

export type OrderStore = ReturnType<typeof createOrderStore>;
