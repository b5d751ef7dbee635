import { randomBytes } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { fail, type Sandbox } from '../context.ts';

export const SESSION_COOKIE = 'sandbox_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Session lifetime, as Laravel's default 120 minutes. */
const SESSION_MINUTES = 120;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads that use POST for their body; they need no CSRF token (spec §7 search). */
const READ_ONLY_POSTS = [/^\/api\/v2\/search\/?$/];

const token = () => randomBytes(24).toString('base64url');

/** The session row of the request's cookie, if it exists. */
export function currentSession(c: Context, sandbox: Sandbox): { id: string; xsrf: string } | undefined {
  const id = getCookie(c, SESSION_COOKIE);
  if (!id) return undefined;
  return sandbox.db.prepare('SELECT id, xsrf FROM sessions WHERE id = ?').get(id) as { id: string; xsrf: string } | undefined;
}

/** `GET /sanctum/csrf-cookie`: starts (or keeps) the cookie session and hands out its XSRF token. */
export function sessionRoutes(app: Hono, sandbox: Sandbox): void {
  app.get('/sanctum/csrf-cookie', (c) => {
    let session = currentSession(c, sandbox);
    if (!session) {
      session = { id: token(), xsrf: token() };
      sandbox.db.prepare('INSERT INTO sessions (id, xsrf, created_at) VALUES (?, ?, ?)').run(session.id, session.xsrf, new Date().toISOString());
    }
    const maxAge = SESSION_MINUTES * 60;
    setCookie(c, SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge });
    setCookie(c, XSRF_COOKIE, session.xsrf, { path: '/', httpOnly: false, sameSite: 'Lax', maxAge });
    return c.body(null, 204);
  });
}

/** Sanctum's rule: a mutating call must echo the session's XSRF token in X-XSRF-TOKEN, else 419. */
export function csrfGuard(sandbox: Sandbox): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const guarded = MUTATING.has(c.req.method) && (path.startsWith('/api/') || path.startsWith('/store-front/'));
    if (!guarded || READ_ONLY_POSTS.some((pattern) => pattern.test(path))) return next();
    const session = currentSession(c, sandbox);
    const header = c.req.header(XSRF_HEADER);
    let sent = header;
    try {
      sent = header === undefined ? undefined : decodeURIComponent(header);
    } catch {
      sent = undefined;
    }
    if (!session || !sent || sent !== session.xsrf) return fail(c, 419, 'CSRF token mismatch.');
    return next();
  };
}
