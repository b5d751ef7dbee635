import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../http/env.ts';
import { SESSION_COOKIE, type SessionStore, tokensMatch } from '../http/sessions.ts';
import { CHALLENGE_NOTIFICATION_PATH } from '../redsys/paths.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * POSTs that only read: the search (its body is structured) and the carriers' prices, which a
 * caller without a session gets for an empty cart (the product page's shipping figures).
 */
const READ_ONLY = ['/api/v2/search/', '/api/v2/sales/carriers/availables'];
/**
 * The one POST another site sends: the 3-D Secure bank page posts the CRes back as a plain form
 * (a top-level navigation, as EMV 3DS requires), which can carry no X-XSRF-TOKEN and, from a bank's
 * site, not even the Lax session cookie. It needs no CSRF proof because it grants nothing by
 * itself: the CRes names a payment in flight by a random 3DS transaction id, and its outcome comes
 * from Redsys's record of the bank's decision, never from the form. Exact path, POST only.
 */
const BANK_CALLBACK = CHALLENGE_NOTIFICATION_PATH;

/** True when this request must prove it comes from the shop (Sanctum's CSRF rule). */
export function needsCsrf(method: string, path: string): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (!path.startsWith('/api/') && !path.startsWith('/store-front/')) return false;
  if (method === 'POST' && path === BANK_CALLBACK) return false;
  return !(method === 'POST' && READ_ONLY.includes(path));
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
