import type { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { SESSION_CLAIM_HEADER } from '@shop/contract/session';
import type { AppEnv } from '../http/env.ts';
import { invalidField } from '../http/errors.ts';
import { jsonBody } from '../http/params.ts';
import { issueSessionCookies } from '../http/session-cookies.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from '../http/sessions.ts';
import type { SandboxState } from '../state.ts';

/** Keys of the guest session the shop may store (spec §7: consent and userData). */
const SESSION_DATA_KEYS = ['consent', 'userData'];

/**
 * Sanctum's cookie flow and the guest session calls of spec §7. The XSRF cookie is readable by
 * scripts (the client copies it into X-XSRF-TOKEN); the session cookie is HttpOnly.
 */
export function sessionRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const { sessions } = state;

  app.get('/sanctum/csrf-cookie', (c) => {
    // An existing session keeps its token, so tabs sharing the cookie do not invalidate each other;
    // first calls racing without one share the session their claim key started (sessions.start).
    const session =
      sessions.find(getCookie(c, SESSION_COOKIE)) ?? sessions.start(c.req.header(SESSION_CLAIM_HEADER));
    issueSessionCookies(c, session);
    return c.body(null, 204);
  });

  // CSRF middleware already required a live session for these two.
  app.put('/api/store-front/session/data', async (c) => {
    const session = sessions.find(getCookie(c, SESSION_COOKIE))!;
    const body = await jsonBody(c);
    for (const key of Object.keys(body)) {
      if (!SESSION_DATA_KEYS.includes(key)) throw invalidField(key, `Campo no admitido: ${key}.`);
      const value = body[key];
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw invalidField(key, `El campo ${key} debe ser un objeto.`);
      }
      session.data[key] = { ...(session.data[key] as object | undefined), ...value };
    }
    sessions.save(session);
    return c.json({ data: session.data });
  });

  app.delete('/api/store-front/session', (c) => {
    sessions.destroy(getCookie(c, SESSION_COOKIE)!);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    deleteCookie(c, XSRF_COOKIE, { path: '/' });
    return c.body(null, 204);
  });
}
