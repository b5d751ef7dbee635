import type { User } from '@shop/contract/account';
import type { DatabaseSync } from 'node:sqlite';
import { oneRow } from '../db.ts';
import type { SessionUser } from '../http/sessions.ts';

/** A customer's row with its password hash: only the accounts code ever reads it. */
export interface UserWithPassword extends SessionUser {
  password_hash: string;
  /** When the customer followed the confirmation link; null until then (no login before it). */
  email_verified_at: string | null;
}

/** Client numbers (the platform's customer record) start here; the demo customer has the first. */
export const FIRST_CLIENT_ID = 5001;

/** The contract's User of a customer: `GET /api/v1/user`, login, register and the name change. */
export function userJson(user: SessionUser): User {
  return { id: user.id, name: user.name, email: user.email, client: { id: user.client_id }, logged_in: true };
}

/**
 * Customers in SQLite. E-mails are stored trimmed and lower-case (and the column compares without
 * case anyway), so `cliente@example.com` and `Cliente@Example.com` are one account.
 */
export function createUserStore(db: DatabaseSync) {
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const insert = db.prepare(`INSERT INTO users (email, name, password_hash, client_id, created_at)
    VALUES (?, ?, ?, (SELECT COALESCE(MAX(client_id) + 1, ?) FROM users), ?) RETURNING *`);
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setName = db.prepare('UPDATE users SET name = ? WHERE id = ? RETURNING *');
  const verify = db.prepare(
    'UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ? RETURNING *',
  );

  return {
    byEmail: (email: string) => oneRow<UserWithPassword>(byEmail, normalizeEmail(email)),
    byId: (id: number) => oneRow<UserWithPassword>(byId, id),
    /** A new customer, not yet confirmed, with the next client number; the e-mail must be free (checked before). */
    create(input: { email: string; name: string; passwordHash: string }): SessionUser {
      const row = oneRow<UserWithPassword>(
        insert,
        normalizeEmail(input.email),
        input.name,
        input.passwordHash,
        FIRST_CLIENT_ID,
        new Date().toISOString(),
      );
      return sessionUserOf(row!);
    },
    setPassword(id: number, passwordHash: string): void {
      setPassword.run(passwordHash, id);
    },
    /** Marks the e-mail confirmed (the first time only); the customer, or null for an unknown id. */
    markVerified(id: number): SessionUser | null {
      const row = oneRow<UserWithPassword>(verify, new Date().toISOString(), id);
      return row ? sessionUserOf(row) : null;
    },
    setName(id: number, name: string): SessionUser {
      return sessionUserOf(oneRow<UserWithPassword>(setName, name, id)!);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;

/** A customer's row as the session keeps it: without the password hash and the confirmation time. */
export function sessionUserOf({
  password_hash: _,
  email_verified_at: __,
  ...user
}: UserWithPassword): SessionUser {
  return user;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
