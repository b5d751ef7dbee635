import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { oneRow } from '../db.ts';
import { HttpError } from './errors.ts';

/** The 429 of every attempt limit (guest lookups, reset e-mails): Spanish, with no hint of why. */
export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Inténtalo de nuevo dentro de unos minutos.';

/** One limit: at most `max` hits of `key` within the last `windowSeconds`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * A key that names a secret-ish value (an e-mail, a phone) without storing it: the counters table
 * holds digests, never shoppers' contact data.
 */
export function digestKey(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url')}`;
}

/**
 * Sliding-window counters in SQLite (`throttle_hits`), so a restart does not reset them. A limit
 * is reached when the key has `max` hits inside its window; the wait is until the oldest of them
 * leaves it. Old hits of a key are deleted when it is hit again.
 */
export function createThrottle(db: DatabaseSync, now: () => number = Date.now) {
  const count = db.prepare(
    'SELECT count(*) AS n, MIN(at) AS oldest FROM throttle_hits WHERE key = ? AND at > ?',
  );
  const insert = db.prepare('INSERT INTO throttle_hits (key, at) VALUES (?, ?)');
  const prune = db.prepare('DELETE FROM throttle_hits WHERE key = ? AND at <= ?');
  const windowStart = (limit: Limit) => now() - limit.windowSeconds * 1000;

  /** Seconds until `limit` allows another attempt; 0 when it does now. */
  const waitFor = (limit: Limit): number => {
    const { n, oldest } = oneRow<{ n: number; oldest: number | null }>(count, limit.key, windowStart(limit))!;
    if (n < limit.max) return 0;
    return Math.max(1, Math.ceil(((oldest ?? now()) - windowStart(limit)) / 1000));
  };

  /** The longest wait of `limits` (0 when none is reached). Every limit is read, reached or not. */
  const wait = (limits: readonly Limit[]): number =>
    limits.reduce((longest, limit) => Math.max(longest, waitFor(limit)), 0);
  /** Counts one attempt against every limit. */
  const hit = (limits: readonly Limit[]): void => {
    for (const limit of limits) {
      prune.run(limit.key, windowStart(limit));
      insert.run(limit.key, now());
    }
  };

  return {
    wait,
    hit,
    /**
     * 429 with Retry-After (through `retryAfter`) when any limit is reached, else counts the
     * attempt: for limits where every attempt counts (reset e-mails).
     */
    take(limits: readonly Limit[], retryAfter: (seconds: number) => void): void {
      const seconds = wait(limits);
      if (seconds > 0) {
        retryAfter(seconds);
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
      hit(limits);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
