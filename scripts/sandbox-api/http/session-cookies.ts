import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  type Session,
  type SessionStore,
  XSRF_COOKIE,
} from './sessions.ts';

/**
 * Sets the session's two cookies as Sanctum does: XSRF-TOKEN readable by scripts (the client copies
 * it into X-XSRF-TOKEN), the session id HttpOnly.
 */
export function issueSessionCookies(c: Context, session: Session): void {
  const options = { path: '/', sameSite: 'Lax', maxAge: SESSION_TTL_SECONDS } as const;
  setCookie(c, XSRF_COOKIE, session.xsrf, options);
  setCookie(c, SESSION_COOKIE, session.id, { ...options, httpOnly: true });
}

/**
 * Replaces the request's session with a new one (new id, new XSRF token) and sets its cookies:
 * Laravel regenerates the session at login (a session id known before login is useless after
 * it: session fixation) and invalidates it at logout. The old session row is deleted.
 */
export function replaceSession(
  c: Context,
  sessions: SessionStore,
  start: { userId: number | null; data?: Record<string, unknown> },
): Session {
  const old = getCookie(c, SESSION_COOKIE);
  if (old) sessions.destroy(old);
  const session = sessions.create(start);
  issueSessionCookies(c, session);
  return session;
}
