import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { HttpError } from './errors.ts';
import { SESSION_COOKIE, type SessionStore } from './sessions.ts';

/**
 * Who a cart or wishlist belongs to: `session:{id}` for a guest (the only owner so far). Logged-in
 * customers will be `user:{id}`, and login will move the guest's rows to that owner.
 */
export function sessionOwner(c: Context, sessions: SessionStore): string | null {
  const session = sessions.find(getCookie(c, SESSION_COOKIE));
  return session ? `session:${session.id}` : null;
}

/** The owner of a call that needs one; mutating calls always have it (the CSRF check needs a session). */
export function requireOwner(c: Context, sessions: SessionStore): string {
  const owner = sessionOwner(c, sessions);
  if (!owner) throw new HttpError(401, 'Unauthenticated.');
  return owner;
}
