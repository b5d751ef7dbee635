import { normalizeSpanishPhone } from '../accounts/address-rules.ts';
import { HttpError } from '../http/errors.ts';
import { guestOwner } from '../http/owner.ts';
import { digestKey, type Limit, type Throttle, TOO_MANY_ATTEMPTS } from '../http/throttle.ts';
import type { SandboxLimits } from '../limits.ts';
import { isGuestOrder, type OrderRecord, type OrderStore } from './store.ts';

export const GUEST_ORDER_NOT_FOUND = 'No encontramos ningún pedido con esos datos.';
export { TOO_MANY_ATTEMPTS as GUEST_LOOKUP_THROTTLED };

/** What a guest proves they placed the order with. */
export interface GuestContact {
  email?: unknown;
  phone?: unknown;
}

/** Who is looking an order up. */
export interface LookupCaller {
  /** The browser session of the call (null without a session cookie): a success is granted to it alone. */
  sessionId: string | null;
  /** The client (http/client-address.ts: an address, an IPv6 /64), counted whether or not it sends cookies. */
  client: string;
  /** Hears the seconds to wait before a 429 (for the Retry-After header). */
  retryAfter(seconds: number): void;
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
 * The contact values a lookup tries, each as it is counted: the e-mail lower-cased, the phone as
 * its nine digits (as typed when it is no Spanish phone). Empty when nothing was given.
 */
export function contactValues(contact: GuestContact): string[] {
  const values: string[] = [];
  if (typeof contact.email === 'string' && contact.email.trim() !== '')
    values.push(`email:${contact.email.trim().toLowerCase()}`);
  if (typeof contact.phone === 'string' && contact.phone.trim() !== '')
    values.push(`phone:${normalizeSpanishPhone(contact.phone) ?? contact.phone.trim()}`);
  return values;
}

/** Stands in for a missing order, so that an unknown number costs the same work as a wrong contact. */
const NO_ORDER: Pick<OrderRecord, 'email' | 'phone' | 'owner'> = { email: '', phone: '', owner: '' };

/**
 * Guest order lookup (spec §7 "Guest"). It finds **guest orders only**: a customer's order is
 * theirs to see in the account, and a lookup of it is the same 404 as an unknown number or a wrong
 * contact (same status, same text, same work). The order's own guest session, and a browser
 * session a lookup succeeded in within GUEST_ORDER_GRANT_MINUTES, see it without contact data.
 *
 * Failed lookups are counted per client (an address, an IPv6 client's /64), per contact value and
 * per client and order number (SQLite, sliding windows of `limits().windowSeconds`); once any of
 * them is reached every lookup by contact that touches it answers 429 with Retry-After, the right
 * contact too, so numbers cannot be walked with guessed e-mails, a contact cannot be tried against
 * every number, and dropping cookies changes nothing. No count is the order's alone: a third
 * party's guesses lock only themself out, never the buyer. A refused (429) attempt is not counted again. A success grants the
 * browser session, never an account, and never the right to rate (routes/order-ratings.ts).
 */
export function createGuestLookup(
  orders: OrderStore,
  throttle: Throttle,
  limits: () => SandboxLimits['guestLookup'],
) {
  /** Whether this browser session may see the guest order without contact data. */
  const sessionMaySee = (sessionId: string | null, order: OrderRecord): boolean =>
    sessionId !== null &&
    isGuestOrder(order) &&
    (order.owner === guestOwner(sessionId) || orders.isGranted(sessionId, order.id));

  const notFound = () => new HttpError(404, GUEST_ORDER_NOT_FOUND);

  return {
    /**
     * The order `orderId` for `caller` giving `contact` (404 and 429 as above). Without contact
     * data only the session's own or granted order is found; a bare 404 otherwise, not counted:
     * nothing was guessed.
     */
    find(caller: LookupCaller, orderId: number | null, contact: GuestContact): OrderRecord {
      const order = orderId === null ? null : orders.find(orderId);
      if (order !== null && sessionMaySee(caller.sessionId, order)) return order;
      const values = contactValues(contact);
      if (values.length === 0) throw notFound();
      const { perClient, perContact, perClientOrder, windowSeconds } = limits();
      const counted: Limit[] = [
        { key: `lookup:client:${caller.client}`, max: perClient, windowSeconds },
        ...values.map((value) => ({
          key: digestKey('lookup:contact', value),
          max: perContact,
          windowSeconds,
        })),
        // Per client and order, never per order alone: nobody else's guesses lock the buyer out.
        ...(orderId === null
          ? []
          : [{ key: `lookup:order:${caller.client}:${orderId}`, max: perClientOrder, windowSeconds }]),
      ];
      const wait = throttle.wait(counted);
      if (wait > 0) {
        caller.retryAfter(wait);
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
      // Both checks run for every candidate, the stand-in included: the same work either way.
      const candidate = order ?? NO_ORDER;
      const contactRight = contactMatches(candidate, contact);
      const guestOrder = isGuestOrder(candidate);
      if (order !== null && contactRight && guestOrder) {
        if (caller.sessionId !== null) orders.grant(caller.sessionId, order.id);
        return order;
      }
      throttle.hit(counted);
      throw notFound();
    },
  };
}

export type GuestLookup = ReturnType<typeof createGuestLookup>;
