import type { DatabaseSync } from 'node:sqlite';
import { oneRow } from '../db.ts';
import { normalizeSpanishPhone } from '../accounts/address-rules.ts';
import { HttpError } from '../http/errors.ts';
import type { OrderRecord, OrderStore } from './store.ts';

/** Failed lookups allowed per session (or address) in the window before answering 429. */
export const GUEST_LOOKUP_LIMIT = { maxFailures: 10, windowSeconds: 10 * 60 } as const;
export const GUEST_ORDER_NOT_FOUND = 'No encontramos ningún pedido con esos datos.';
export const GUEST_LOOKUP_THROTTLED = 'Demasiados intentos. Inténtalo de nuevo dentro de unos minutos.';

/** What a guest proves they placed the order with. */
export interface GuestContact {
  email?: unknown;
  phone?: unknown;
}

/** True when the e-mail (any case) or the phone (any spacing, with or without +34) is the order's. */
export function contactMatches(order: Pick<OrderRecord, 'email' | 'phone'>, contact: GuestContact): boolean {
  const { email, phone } = contact;
  if (typeof email === 'string' && email.trim() !== '') {
    if (email.trim().toLowerCase() === order.email.toLowerCase()) return true;
  }
  if (typeof phone === 'string') {
    const digits = normalizeSpanishPhone(phone);
    if (digits !== null && digits === order.phone) return true;
  }
  return false;
}

/**
 * Guest order lookup (spec §7 "Guest"): an order is shown to whoever placed it (its session, or a
 * session it was granted to) or to whoever gives its e-mail or phone, never by id alone. A
 * successful lookup by contact grants the session access, so it can pay the order afterwards.
 * Failures are counted per session (per address without one) in SQLite; after 10 in 10 minutes
 * every lookup by contact answers 429 until the oldest failure leaves the window, so ids cannot be
 * walked with guessed e-mails.
 */
export function createGuestLookup(db: DatabaseSync, orders: OrderStore, now: () => number = Date.now) {
  const failures = db.prepare(
    'SELECT count(*) AS n, MIN(at) AS oldest FROM guest_lookup_failures WHERE key = ? AND at > ?',
  );
  const fail = db.prepare('INSERT INTO guest_lookup_failures (key, at) VALUES (?, ?)');
  const forget = db.prepare('DELETE FROM guest_lookup_failures WHERE key = ? AND at <= ?');
  const windowStart = () => now() - GUEST_LOOKUP_LIMIT.windowSeconds * 1000;

  return {
    /**
     * The order `orderId` for the caller `owner` (null without a session) giving `contact`.
     * `caller.key` names the caller for counting failures; `caller.retryAfter` hears the seconds to
     * wait before a 429 (for the Retry-After header). 404 and 429 as above.
     */
    find(
      caller: { key: string; owner: string | null; retryAfter(seconds: number): void },
      orderId: number | null,
      contact: GuestContact,
    ): OrderRecord {
      const { key: throttleKey, owner } = caller;
      const order = orderId === null ? null : orders.find(orderId);
      if (order && owner && orders.canAccess(owner, order)) return order;
      const { n, oldest } = oneRow<{ n: number; oldest: number | null }>(
        failures,
        throttleKey,
        windowStart(),
      )!;
      if (n >= GUEST_LOOKUP_LIMIT.maxFailures) {
        const retryAfter = Math.max(1, Math.ceil(((oldest ?? now()) - windowStart()) / 1000));
        caller.retryAfter(retryAfter);
        throw new HttpError(429, GUEST_LOOKUP_THROTTLED);
      }
      if (order && contactMatches(order, contact)) {
        if (owner) orders.grant(owner, order.id);
        return order;
      }
      forget.run(throttleKey, windowStart());
      fail.run(throttleKey, now());
      throw new HttpError(404, GUEST_ORDER_NOT_FOUND);
    },
  };
}

export type GuestLookup = ReturnType<typeof createGuestLookup>;
