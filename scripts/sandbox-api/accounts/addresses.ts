import type { DatabaseSync } from 'node:sqlite';
import type { BillingAddress, SavedAddress, ShippingAddress } from '@shop/contract/account';
import { allRows, oneRow, transaction } from '../db.ts';

/** How many shipping addresses a customer may keep. */
export const MAX_SHIPPING_ADDRESSES = 10;

interface ShippingRow extends ShippingAddress {
  id: number;
  user_id: number;
  is_default: number;
  created_at: number;
}

const SHIPPING_FIELDS = [
  'name',
  'surname',
  'street',
  'number',
  'floor',
  'postal_code',
  'city',
  'province',
  'country',
  'phone',
] as const;

function shippingJson(row: ShippingRow): SavedAddress {
  const { name, surname, street, number, floor, postal_code, city, province, country, phone } = row;
  const address: ShippingAddress = {
    name,
    surname,
    street,
    number,
    floor,
    postal_code,
    city,
    province,
    country,
    phone,
  };
  return { id: row.id, ...address, is_default: row.is_default === 1 };
}

/**
 * A customer's addresses: up to 10 shipping addresses, exactly one of them the default whenever
 * there is any (the first one added; after deleting the default, the newest left), and at most
 * one billing address. Every call is scoped by user id, so another customer's id is not found.
 */
export function createAddressStore(db: DatabaseSync) {
  const list = db.prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id DESC');
  const one = db.prepare('SELECT * FROM addresses WHERE user_id = ? AND id = ?');
  const count = db.prepare('SELECT count(*) AS n FROM addresses WHERE user_id = ?');
  const columns = SHIPPING_FIELDS.join(', ');
  const insert = db.prepare(`INSERT INTO addresses (user_id, ${columns}, is_default, created_at)
    VALUES (:user_id, ${SHIPPING_FIELDS.map((field) => `:${field}`).join(', ')}, 0, :created_at) RETURNING id`);
  const update =
    db.prepare(`UPDATE addresses SET ${SHIPPING_FIELDS.map((field) => `${field} = :${field}`).join(', ')}
    WHERE user_id = :user_id AND id = :id`);
  const clearDefault = db.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ?');
  const setDefault = db.prepare('UPDATE addresses SET is_default = 1 WHERE user_id = ? AND id = ?');
  const newest = db.prepare('SELECT id FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1');
  const remove = db.prepare('DELETE FROM addresses WHERE user_id = ? AND id = ? RETURNING is_default');
  const billing = db.prepare('SELECT * FROM billing_addresses WHERE user_id = ?');
  const saveBilling =
    db.prepare(`INSERT INTO billing_addresses (user_id, name, nif, street, postal_code, city,
      province, country, updated_at)
    VALUES (:user_id, :name, :nif, :street, :postal_code, :city, :province, :country, :updated_at)
    ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, nif = excluded.nif, street = excluded.street,
      postal_code = excluded.postal_code, city = excluded.city, province = excluded.province,
      country = excluded.country, updated_at = excluded.updated_at`);

  const makeDefault = (userId: number, id: number) => {
    clearDefault.run(userId);
    setDefault.run(userId, id);
  };
  const find = (userId: number, id: number) => oneRow<ShippingRow>(one, userId, id);

  return {
    /** The default first, then the newest. */
    list: (userId: number) => allRows<ShippingRow>(list, userId).map(shippingJson),
    find(userId: number, id: number): SavedAddress | null {
      const row = find(userId, id);
      return row ? shippingJson(row) : null;
    },
    count: (userId: number) => oneRow<{ n: number }>(count, userId)!.n,
    /** Adds an address; the first one is the default whatever `asDefault` says. */
    create(userId: number, address: ShippingAddress, asDefault: boolean): SavedAddress {
      return transaction(db, () => {
        const first = oneRow<{ n: number }>(count, userId)!.n === 0;
        const { id } = oneRow<{ id: number }>(insert, {
          ...address,
          user_id: userId,
          created_at: Date.now(),
        })!;
        if (first || asDefault) makeDefault(userId, id);
        return shippingJson(find(userId, id)!);
      });
    },
    /** Replaces the fields of an address; `asDefault` true makes it the default (false changes nothing). */
    update(userId: number, id: number, address: ShippingAddress, asDefault: boolean): SavedAddress {
      return transaction(db, () => {
        update.run({ ...address, user_id: userId, id });
        if (asDefault) makeDefault(userId, id);
        return shippingJson(find(userId, id)!);
      });
    },
    markDefault(userId: number, id: number): void {
      transaction(db, () => makeDefault(userId, id));
    },
    /** Deletes an address; when it was the default, the newest one left becomes the default. */
    remove(userId: number, id: number): boolean {
      return transaction(db, () => {
        const removed = oneRow<{ is_default: number }>(remove, userId, id);
        if (removed?.is_default === 1) {
          const next = oneRow<{ id: number }>(newest, userId);
          if (next) setDefault.run(userId, next.id);
        }
        return removed !== undefined;
      });
    },
    billing(userId: number): BillingAddress | null {
      const row = oneRow<BillingAddress & { user_id: number }>(billing, userId);
      if (!row) return null;
      const { name, nif, street, postal_code, city, province, country } = row;
      return { name, nif, street, postal_code, city, province, country };
    },
    /** Creates or replaces the customer's only billing address. */
    saveBilling(userId: number, address: BillingAddress): void {
      saveBilling.run({ ...address, user_id: userId, updated_at: Date.now() });
    },
  };
}

export type AddressStore = ReturnType<typeof createAddressStore>;
