import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { HttpError } from '../http/errors.ts';
import { guestOwner, userOwner } from '../http/owner.ts';
import { SESSION_COOKIE, type SessionStore, type SessionUser } from '../http/sessions.ts';

/** Who is calling: the owner string of their data (as http/owner.ts builds it) and the customer, if logged in. */
export interface Shopper {
  owner: string;
  sessionId: string;
  user: SessionUser | null;
}

/** The caller's shopper, or null without a live session. */
export function currentShopper(c: Context, sessions: SessionStore): Shopper | null {
  const session = sessions.find(getCookie(c, SESSION_COOKIE));
  if (!session) return null;
  const user = sessions.user(session);
  return { owner: user ? userOwner(user.id) : guestOwner(session.id), sessionId: session.id, user };
}

/** The caller's shopper, or 401 'Unauthenticated.' (silent in the shop). */
export function requireShopper(c: Context, sessions: SessionStore): Shopper {
  const shopper = currentShopper(c, sessions);
  if (!shopper) throw new HttpError(401, 'Unauthenticated.');
  return shopper;
}
