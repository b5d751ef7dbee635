import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { PriceOverride, ProductCustomization } from '../../../src/contract/types.ts';
import type { BillingAddressInput, ShippingAddressInput } from '../accounts/address-rules.ts';
import type { Carrier } from '../checkout/carriers.ts';
import type { PaymentMethodCode } from '../checkout/payment-methods.ts';
import type { OrderStatus } from './status.ts';

/** An order as stored, JSON columns parsed; money in cents. */
export interface OrderRecord {
  id: number;
  /** `session:{id}` (a guest) or `user:{id}`: who placed it. */
  owner: string;
  status: OrderStatus;
  email: string;
  /** The 9 digits of a Spanish phone: the WhatsApp messages go there. */
  phone: string;
  shipping_address: ShippingAddressInput;
  billing_address: BillingAddressInput | null;
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

type Row = Record<string, string | number | null>;

const JSON_ORDER_FIELDS = ['shipping_address', 'billing_address', 'carrier', 'discounts'] as const;
const JSON_LINE_FIELDS = ['prices_override', 'products_customization'] as const;

function parseJson<T>(row: Row, fields: readonly string[]): T {
  const parsed: Record<string, unknown> = { ...row };
  for (const field of fields) {
    const value = row[field];
    parsed[field] = typeof value === 'string' ? JSON.parse(value) : null;
  }
  return parsed as T;
}

/** Orders and their lines in SQLite, plus who else may see an order (a guest who looked it up). */
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
  const grant = db.prepare(`INSERT INTO order_access (owner, order_id, granted_at) VALUES (?, ?, ?)
    ON CONFLICT (owner, order_id) DO NOTHING`);
  const granted = db.prepare('SELECT 1 FROM order_access WHERE owner = ? AND order_id = ?');

  const toOrder = (row: Row | undefined) => (row ? parseJson<OrderRecord>(row, JSON_ORDER_FIELDS) : null);
  const toLine = (row: Row) => parseJson<OrderLineRecord>(row, JSON_LINE_FIELDS);

  return {
    /** Inserts the order and its lines (call inside a transaction); answers the new id. */
    insert(order: NewOrder, orderLines: readonly NewOrderLine[]): number {
      const values = { ...order } as unknown as Record<string, SQLInputValue>;
      for (const field of JSON_ORDER_FIELDS) values[field] = JSON.stringify(order[field]);
      const { id } = insertOrder.get(values) as { id: number };
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
    find: (id: number) => toOrder(one.get(id) as Row | undefined),
    /** The owner's orders, newest first. */
    page: (owner: string, limit: number, offset: number) =>
      (page.all(owner, limit, offset) as Row[]).map((row) => toOrder(row)!),
    count: (owner: string) => (count.get(owner) as { n: number }).n,
    lines: (orderId: number) => (lines.all(orderId) as Row[]).map(toLine),
    line(id: number): OrderLineRecord | null {
      const row = line.get(id) as Row | undefined;
      return row ? toLine(row) : null;
    },
    setStatus(id: number, status: OrderStatus, paidAt: string | null = null): void {
      setStatus.run(status, paidAt, new Date().toISOString(), id);
    },
    /** Lets `owner` see and pay the order from now on (a successful guest lookup). */
    grant(owner: string, orderId: number): void {
      grant.run(owner, orderId, Date.now());
    },
    /** The order's owner, or someone it was granted to. */
    canAccess(owner: string, order: OrderRecord): boolean {
      return order.owner === owner || granted.get(owner, order.id) !== undefined;
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
