import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../http/env.ts';
import { SESSION_COOKIE, type SessionStore, tokensMatch } from '../http/sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Mutating calls that only read: the search is a POST because its body is structured. */
const READ_ONLY = [/^\/api\/v2\/search\/?$/];

/** True when this request must prove it comes from the shop (Sanctum's CSRF rule). */
export function needsCsrf(method: string, path: string): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (!path.startsWith('/api/') && !path.startsWith('/store-front/')) return false;
  return !(method === 'POST' && READ_ONLY.some((pattern) => pattern.test(path)));
}

/**
 * Sanctum's check: a mutating call carries `X-XSRF-TOKEN` equal to the (URL-decoded) XSRF-TOKEN
 * cookie of its session, else 419. Without a live session there is no token to match.
 */
export function csrf(sessions: SessionStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!needsCsrf(c.req.method, c.req.path)) return next();
    const session = sessions.find(getCookie(c, SESSION_COOKIE));
    if (!session || !tokensMatch(c.req.header('X-XSRF-TOKEN'), session.xsrf)) {
      // 419 is Laravel's own status, unknown to Hono's list of statuses.
      return c.json({ message: 'CSRF token mismatch.' }, 419 as ContentfulStatusCode);
    }
    return next();
  };
}
