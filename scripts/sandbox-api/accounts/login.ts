import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { guestOwner, userOwner } from '../http/owner.ts';
import { replaceSession } from '../http/session-cookies.ts';
import { SESSION_COOKIE, type SessionStore, type SessionUser } from '../http/sessions.ts';
import { createGuestMerge } from './merge.ts';

/** What logging in and out touch of the sandbox's state (state.ts, which the routes pass). */
interface LoginState {
  db: DatabaseSync;
  sessions: SessionStore;
}

/**
 * Logging a customer in on the request's session (login and register): a guest's cart, wishlist
 * and age confirmation move to the customer, then the session is replaced by a new one (new id,
 * new XSRF token, same consent and tracking data) that is logged in. Logging in over another
 * customer's session moves nothing: that data stays with its customer.
 */
export function createLogin(state: LoginState) {
  const merge = createGuestMerge(state.db);
  return (c: Context, user: SessionUser): void => {
    const current = state.sessions.find(getCookie(c, SESSION_COOKIE));
    if (current && current.userId === null) merge(guestOwner(current.id), userOwner(user.id));
    replaceSession(c, state.sessions, { userId: user.id, data: current?.data ?? {} });
  };
}

/** Logging out: a fresh, empty guest session replaces the customer's (Laravel's invalidate()). */
export function logOut(c: Context, state: Pick<LoginState, 'sessions'>): void {
  replaceSession(c, state.sessions, { userId: null });
}
