import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import { oneRow } from '../db.ts';
import { HttpError } from './errors.ts';

/** The 429 of every attempt limit (guest lookups, reset e-mails): Spanish, with no hint of why. */
export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Inténtalo de nuevo dentro de unos minutos.';

/** Hears a refusal's wait as the answer's Retry-After header. */
export const retryAfter =
  (c: Context) =>
  (seconds: number): void => {
    c.header('Retry-After', String(seconds));
  };

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

  /** 429 with Retry-After (through `retryAfter`) when any limit is reached; counts nothing. */
  const guard = (limits: readonly Limit[], retryAfter: (seconds: number) => void): void => {
    const seconds = wait(limits);
    if (seconds > 0) {
      retryAfter(seconds);
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    }
  };

  return {
    wait,
    hit,
    guard,
    /** `guard`, then counts the attempt: for limits where every attempt counts (e-mails, messages). */
    take(limits: readonly Limit[], retryAfter: (seconds: number) => void): void {
      guard(limits, retryAfter);
      hit(limits);
    },
    /**
     * `guard`, then runs `attempt`, counting it only when it throws (a wrong password, an unknown
     * code): for limits of failures, where a shopper who gets it right is never counted.
     */
    async failures<T>(
      limits: readonly Limit[],
      retryAfter: (seconds: number) => void,
      attempt: () => T | Promise<T>,
    ): Promise<T> {
      guard(limits, retryAfter);
      try {
        return await attempt();
      } catch (error) {
        hit(limits);
        throw error;
      }
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
