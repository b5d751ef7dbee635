import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';

import { SESSION_CLAIM_HEADER } from '@shop/contract/session';

const ALLOWED_HEADERS = `Content-Type, X-XSRF-TOKEN, ${SESSION_CLAIM_HEADER}, Accept, X-Requested-With`;
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** Any port of the developer's own machine: the shop runs on localhost:4321 or a test port. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** Origins allowed besides local ones, from SANDBOX_ALLOWED_ORIGINS (comma-separated). */
export function allowedOrigins(env = process.env.SANDBOX_ALLOWED_ORIGINS): Set<string> {
  return new Set(
    (env ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );
}

/**
 * CORS with credentials: the shop's islands call the API with cookies, so the origin is reflected
 * (never `*`, which browsers refuse with credentials) and only for trusted origins. Preflights are
 * answered here, before fault injection, so maintenance still reaches the page as a readable 503.
 */
export function cors(extraOrigins: Set<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const allowed = origin !== undefined && (LOCAL_ORIGIN.test(origin) || extraOrigins.has(origin));
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin' });
      if (allowed) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    }
  };
}
