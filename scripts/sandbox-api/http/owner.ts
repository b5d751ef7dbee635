import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { HttpError } from './errors.ts';
import { SESSION_COOKIE, type SessionStore, type SessionUser } from './sessions.ts';

/** The owner string of a logged-in customer's carts, wishlists and orders. */
export function userOwner(userId: number): string {
  return `user:${userId}`;
}

const GUEST_PREFIX = 'session:';

/** The owner string of a guest session's data. */
export function guestOwner(sessionId: string): string {
  return `${GUEST_PREFIX}${sessionId}`;
}

/** Whether an owner string is a guest session's (not a customer's). */
export function isGuestOwner(owner: string): boolean {
  return owner.startsWith(GUEST_PREFIX);
}

/**
 * Who a cart or wishlist belongs to: `user:{id}` when the session is logged in, else
 * `session:{id}` for a guest. Login moves the guest's rows to the customer (accounts/merge.ts).
 */
export function sessionOwner(c: Context, sessions: SessionStore): string | null {
  const session = sessions.find(getCookie(c, SESSION_COOKIE));
  if (!session) return null;
  return sessions.user(session) ? userOwner(session.userId!) : guestOwner(session.id);
}

/** The owner of a call that needs one; mutating calls always have it (the CSRF check needs a session). */
export function requireOwner(c: Context, sessions: SessionStore): string {
  const owner = sessionOwner(c, sessions);
  if (!owner) throw new HttpError(401, 'Unauthenticated.');
  return owner;
}

/** The logged-in customer of the call, or 401 'Unauthenticated.' (silent in the shop) for a guest. */
export function requireUser(c: Context, sessions: SessionStore): SessionUser {
  const session = sessions.find(getCookie(c, SESSION_COOKIE));
  const user = session ? sessions.user(session) : null;
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  return user;
}
