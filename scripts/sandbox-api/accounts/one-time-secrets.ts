import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { oneRow } from '../db.ts';

/** How long a password-reset link works (Laravel's `auth.passwords.users.expire`). */
export const RESET_SECRET_TTL_MINUTES = 60;
/** How long the link that confirms a new account's e-mail works (Laravel's `auth.verification.expire`). */
export const VERIFICATION_SECRET_TTL_MINUTES = 24 * 60;
const SECRET_BYTES = 32;
/** Longer values are not secrets this sandbox issued; they are not even hashed. */
const MAX_SECRET_LENGTH = 200;

/** The tables of e-mailed links: one row per customer, `(user_id, secret_hash, expires_at)`. */
type SecretTable = 'password_resets' | 'email_verifications';

/** Secrets are stored as SHA-256: a leaked database holds no usable link. */
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Secrets sent by e-mail in a link (password reset, e-mail confirmation), one row per customer:
 * issuing a new one replaces (voids) the older one, and using one deletes it, so each link works once.
 */
function createOneTimeSecrets(db: DatabaseSync, table: SecretTable, ttlMinutes: number) {
  const upsert = db.prepare(`INSERT INTO ${table} (user_id, secret_hash, expires_at) VALUES (?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET secret_hash = excluded.secret_hash, expires_at = excluded.expires_at`);
  const take = db.prepare(`DELETE FROM ${table} WHERE secret_hash = ? RETURNING user_id, expires_at`);

  return {
    issue(userId: number): { secret: string; expiresAt: Date } {
      const secret = randomBytes(SECRET_BYTES).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlMinutes * 60 * 1000);
      upsert.run(userId, hashSecret(secret), expiresAt.getTime());
      return { secret, expiresAt };
    },
    /** The customer a live secret belongs to, using it up; null for an unknown, used or expired one. */
    consume(secret: unknown): number | null {
      if (typeof secret !== 'string' || secret === '' || secret.length > MAX_SECRET_LENGTH) return null;
      const row = oneRow<{ user_id: number; expires_at: number }>(take, hashSecret(secret));
      return row && row.expires_at > Date.now() ? row.user_id : null;
    },
  };
}

export type OneTimeSecrets = ReturnType<typeof createOneTimeSecrets>;

export const createResetSecrets = (db: DatabaseSync) =>
  createOneTimeSecrets(db, 'password_resets', RESET_SECRET_TTL_MINUTES);

export const createVerificationSecrets = (db: DatabaseSync) =>
  createOneTimeSecrets(db, 'email_verifications', VERIFICATION_SECRET_TTL_MINUTES);
