import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordSync } from '../accounts/passwords.ts';
import { FIRST_CLIENT_ID } from '../accounts/users.ts';

/** The demo customer every seeded sandbox has (documented in the README). */
export const DEMO_CUSTOMER = {
  id: 1,
  email: 'cliente@example.com',
  password: 'Mercado2026!',
  name: 'Lucía García',
  clientId: FIRST_CLIENT_ID,
  /** Fixed, like the rest of the seed: every machine gets the same rows. */
  createdAt: '2025-01-15T10:00:00.000Z',
} as const;

/**
 * Seeds the demo customer with a default shipping address in Madrid and a billing address, so the
 * account pages and the checkout have something to show from the start.
 */
export function seedCustomers(db: DatabaseSync): void {
  db.prepare(
    `INSERT INTO users (id, email, name, password_hash, client_id, created_at, email_verified_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    DEMO_CUSTOMER.id,
    DEMO_CUSTOMER.email,
    DEMO_CUSTOMER.name,
    hashPasswordSync(DEMO_CUSTOMER.password),
    DEMO_CUSTOMER.clientId,
    DEMO_CUSTOMER.createdAt,
    DEMO_CUSTOMER.createdAt,
  );
  const seededAt = Date.parse(DEMO_CUSTOMER.createdAt);
  db.prepare(`INSERT INTO addresses (user_id, name, surname, street, number, floor, postal_code, city, province,
      country, phone, is_default, created_at)
    VALUES (?, 'Lucía', 'García López', 'Calle de Alcalá', '42', '3º B', '28014', 'Madrid', 'Madrid', 'ES',
      '612345678', 1, ?)`).run(DEMO_CUSTOMER.id, seededAt);
  db.prepare(`INSERT INTO billing_addresses (user_id, name, nif, street, postal_code, city, province, country,
      updated_at)
    VALUES (?, 'Lucía García López', '12345678Z', 'Calle de Alcalá 42, 3º B', '28014', 'Madrid', 'Madrid', 'ES', ?)`).run(
    DEMO_CUSTOMER.id,
    seededAt,
  );
}
