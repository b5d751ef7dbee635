import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { oneRow } from '../db.ts';

/** Where the signing secret lives in `meta`: generated once per database, so links survive restarts. */
const SECRET_KEY = 'order_rating_secret';

/**
 * Tokens of the rating links sent by WhatsApp: an HMAC of the order id, so a buyer can rate the
 * products of a delivered order without logging in, and nobody can make one for another order.
 */
export function createRatingTokens(db: DatabaseSync) {
  const read = db.prepare('SELECT value FROM meta WHERE key = ?');
  const write = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING');
  let secret: Buffer | undefined;
  const key = () => {
    if (!secret) {
      write.run(SECRET_KEY, randomBytes(32).toString('base64'));
      secret = Buffer.from(oneRow<{ value: string }>(read, SECRET_KEY)!.value, 'base64');
    }
    return secret;
  };
  const sign = (orderId: number) =>
    createHmac('sha256', key()).update(`order:${orderId}`).digest('base64url');

  return {
    sign,
    verify(orderId: number, token: unknown): boolean {
      if (typeof token !== 'string' || token.length > 100) return false;
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type RatingTokens = ReturnType<typeof createRatingTokens>;

/** The shop's page where the buyer rates the order's products. */
export function ratingLink(shopUrl: string, orderId: number, token: string): string {
  return `${shopUrl}/ratings/${orderId}?token=${encodeURIComponent(token)}`;
}
