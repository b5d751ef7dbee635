/** Sanctum's CSRF cookie flow (routes/session.ts, middleware/csrf.ts). */
import { describe, expect, it } from 'vitest';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();

/** Cookies of a csrf-cookie answer, as a browser would keep them. */
async function startSession() {
  const response = await sandbox.get('/sanctum/csrf-cookie');
  const cookies = response.headers.getSetCookie();
  const value = (name: string) =>
    cookies
      .find((cookie) => cookie.startsWith(`${name}=`))!
      .split(';')[0]!
      .slice(name.length + 1);
  return { response, cookies, xsrf: value('XSRF-TOKEN'), session: value('sandbox_session') };
}

describe('Sanctum CSRF cookie flow', () => {
  it('GET /sanctum/csrf-cookie answers 204 with a script-readable XSRF-TOKEN and an HttpOnly session cookie', async () => {
    const { response, cookies, xsrf } = await startSession();
    expect(response.status).toBe(204);
    const xsrfCookie = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
    expect(xsrfCookie).toMatch(/Path=\//);
    expect(xsrfCookie).toMatch(/SameSite=Lax/);
    expect(xsrfCookie).not.toMatch(/HttpOnly/);
    expect(cookies.find((cookie) => cookie.startsWith('sandbox_session='))).toMatch(/HttpOnly/);
    // URL-encoded like Laravel's, so clients must decode it before sending it back.
    expect(xsrf).toMatch(/%3D$/);
  });

  it('a mutating call without X-XSRF-TOKEN answers 419 CSRF token mismatch', async () => {
    const { session } = await startSession();
    const response = await sandbox.get('/api/store-front/session/data', {
      method: 'PUT',
      headers: { Cookie: `sandbox_session=${session}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ consent: { default: true } }),
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('a wrong token, another session’s token or no session at all also answers 419', async () => {
    const first = await startSession();
    const second = await startSession();
    const put = (headers: Record<string, string>) =>
      sandbox.get('/store-front/api/sales/cart_b2c', { method: 'POST', headers });
    expect((await put({ Cookie: `sandbox_session=${first.session}`, 'X-XSRF-TOKEN': 'nope' })).status).toBe(
      419,
    );
    const foreign = decodeURIComponent(second.xsrf);
    expect((await put({ Cookie: `sandbox_session=${first.session}`, 'X-XSRF-TOKEN': foreign })).status).toBe(
      419,
    );
    expect((await put({ 'X-XSRF-TOKEN': decodeURIComponent(first.xsrf) })).status).toBe(419);
  });

  it('with the URL-decoded cookie in X-XSRF-TOKEN the call goes through', async () => {
    const { session, xsrf } = await startSession();
    const headers = {
      Cookie: `sandbox_session=${session}; XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      'Content-Type': 'application/json',
    };
    const saved = await sandbox.get('/api/store-front/session/data', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ consent: { default: true } }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ data: { consent: { default: true } } });
    // Past the CSRF check an unknown route is a plain 404, not a 419.
    expect((await sandbox.get('/api/v1/unknown', { method: 'POST', headers })).status).toBe(404);
    const left = await sandbox.get('/api/store-front/session', { method: 'DELETE', headers });
    expect(left.status).toBe(204);
    // The session is gone, so its token no longer opens anything.
    expect((await sandbox.get('/api/store-front/session', { method: 'DELETE', headers })).status).toBe(419);
  });

  it('a second csrf-cookie call in the same session keeps the token', async () => {
    const first = await startSession();
    const again = await sandbox.get('/sanctum/csrf-cookie', {
      headers: { Cookie: `sandbox_session=${first.session}` },
    });
    expect(again.headers.getSetCookie().find((cookie) => cookie.startsWith('XSRF-TOKEN='))).toContain(
      first.xsrf,
    );
  });

  it('the search POST is a read and needs no token', async () => {
    expect((await sandbox.post('/api/v2/search/', { query: 'vino' })).status).toBe(200);
  });
});

describe('first calls racing without a session (X-Session-Claim)', () => {
  const sessionOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('sandbox_session='))!
      .split(';')[0];
  const start = (claim?: string) =>
    sandbox.get('/sanctum/csrf-cookie', { headers: claim ? { 'X-Session-Claim': claim } : {} });

  it('csrf-cookie calls naming the same claim key start one session; without a key, one each', async () => {
    const key = 'e'.repeat(32);
    const [first, second] = await Promise.all([start(key), start(key)]);
    expect(sessionOf(first)).toBe(sessionOf(second));
    expect(sessionOf(await start())).not.toBe(sessionOf(await start()));
  });

  it('the claim header is allowed by CORS for the shop’s origin', async () => {
    const preflight = await sandbox.get('/sanctum/csrf-cookie', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Headers': 'x-session-claim' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('X-Session-Claim');
  });
});
