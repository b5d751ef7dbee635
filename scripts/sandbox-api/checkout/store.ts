import type { DatabaseSync } from 'node:sqlite';
import type { BillingAddress, ShippingAddress } from '@shop/contract/account';
import type { PaymentMethodCode } from '@shop/contract/checkout';
import { oneRow } from '../db.ts';

/** A checkout as stored: one per owner, each step's data in its own column. */
export interface CheckoutRecord {
  id: number;
  owner: string;
  email: string | null;
  /** The 9 digits of a Spanish phone. */
  phone: string | null;
  shipping_address: ShippingAddress | null;
  /** The customer's saved address the shipping address was copied from, if any. */
  shipping_address_id: number | null;
  billing_address: BillingAddress | null;
  carrier_id: number | null;
  payment_method: PaymentMethodCode | null;
  notes: string | null;
  /** Set once placed: placing it again answers this order. */
  order_id: number | null;
}

/** The fields a `PUT` may change; absent keys stay as they are. */
export type CheckoutPatch = Partial<Omit<CheckoutRecord, 'id' | 'owner' | 'order_id'>>;

interface CheckoutRow extends Omit<CheckoutRecord, 'shipping_address' | 'billing_address'> {
  shipping_address: string | null;
  billing_address: string | null;
}

const JSON_FIELDS = new Set(['shipping_address', 'billing_address']);
const PATCHABLE = [
  'email',
  'phone',
  'shipping_address',
  'shipping_address_id',
  'billing_address',
  'carrier_id',
  'payment_method',
  'notes',
] as const;

const toRecord = (row: CheckoutRow): CheckoutRecord => ({
  ...row,
  shipping_address: row.shipping_address ? JSON.parse(row.shipping_address) : null,
  billing_address: row.billing_address ? JSON.parse(row.billing_address) : null,
});

/**
 * Checkouts in SQLite, so every step the shopper completed survives a reload (and a restart of
 * the sandbox). Addresses are kept as JSON snapshots: the order copies them as they were.
 */
export function createCheckoutStore(db: DatabaseSync) {
  const select = db.prepare('SELECT * FROM checkouts WHERE owner = ?');
  const insert = db.prepare(
    'INSERT INTO checkouts (owner, created_at, updated_at) VALUES (?, ?, ?) RETURNING *',
  );
  // An order still waiting for payment keeps its checkout: placing it again answers it, or replaces it if changed.
  const reopen = db.prepare(`UPDATE checkouts SET order_id = NULL, updated_at = ? WHERE owner = ?
    AND NOT EXISTS (SELECT 1 FROM orders WHERE id = checkouts.order_id AND status = 'pending_payment')`);
  const pendingOrder = db.prepare("SELECT 1 FROM orders WHERE id = ? AND status = 'pending_payment'");
  const placed = db.prepare('UPDATE checkouts SET order_id = ?, updated_at = ? WHERE owner = ?');
  const find = (owner: string) => {
    const row = oneRow<CheckoutRow>(select, owner);
    return row ? toRecord(row) : null;
  };

  return {
    find,
    /**
     * The owner's open checkout, created when there is none. A checkout whose order was paid or
     * cancelled opens again for the new cart, keeping its contact, addresses and choices; one whose
     * order waits for payment stays as it is (its cart was not emptied: orders/place.ts).
     */
    start(owner: string): { checkout: CheckoutRecord; created: boolean } {
      const existing = find(owner);
      if (!existing) {
        return {
          checkout: toRecord(oneRow<CheckoutRow>(insert, owner, Date.now(), Date.now())!),
          created: true,
        };
      }
      if (existing.order_id !== null) reopen.run(Date.now(), owner);
      return { checkout: find(owner)!, created: false };
    },
    update(owner: string, patch: CheckoutPatch): CheckoutRecord {
      const fields = PATCHABLE.filter((field) => field in patch);
      if (fields.length > 0) {
        const values = fields.map((field) => {
          const value = patch[field] ?? null;
          return JSON_FIELDS.has(field) && value !== null ? JSON.stringify(value) : value;
        });
        db.prepare(
          `UPDATE checkouts SET ${fields.map((field) => `${field} = ?`).join(', ')}, updated_at = ? WHERE owner = ?`,
        ).run(...(values as (string | number | null)[]), Date.now(), owner);
      }
      return find(owner)!;
    },
    /** Whether the checkout's order is placed and no longer waiting for payment: its data is final. */
    isSettled(record: CheckoutRecord): boolean {
      return record.order_id !== null && oneRow(pendingOrder, record.order_id) === undefined;
    },
    markPlaced(owner: string, orderId: number): void {
      placed.run(orderId, Date.now(), owner);
    },
  };
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
