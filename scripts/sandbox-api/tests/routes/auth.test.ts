/** Login, logout and password reset (routes/auth.ts) over HTTP. */
import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import type { ApiErrorBody } from '@shop/contract/errors';
import {
  PASSWORD_RESET_PER_CLIENT,
  PASSWORD_RESET_PER_EMAIL,
  PASSWORD_RESET_WINDOW_SECONDS,
} from '../../limits.ts';
import {
  DEMO_LOGIN,
  loginClient,
  registerClient,
  type SessionClient,
  sessionClient,
  withSandbox,
} from '../../testing/helpers.ts';
import { SEED_FACTS } from '../../testing/seed-facts.ts';
import { currentUser, emailsTo, login, secretOf } from '../support/accounts.ts';

const sandbox = withSandbox();

const CART = '/store-front/api/sales/cart_b2c';
const PAN = SEED_FACTS.pan.id;
const BOARD = SEED_FACTS.cheap.id;
const CREDENTIALS = 'Estas credenciales no coinciden con nuestros registros.';
const RESET_INVALID = 'El enlace para restablecer la contraseña no es válido o ha caducado.';

describe('demo customer and login', () => {
  it('logs the seeded demo customer in and answers the user', async () => {
    const client = await sessionClient(sandbox).start();
    const { status, body } = await login(client, DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: 1,
      name: 'Lucía García',
      email: 'cliente@example.com',
      client: { id: 5001 },
      logged_in: true,
    });
    expect((await currentUser(client)).body.data).toEqual(body.data);
  });

  it('accepts the e-mail in any case and `remember`; a non-boolean remember is a 422', async () => {
    const client = await sessionClient(sandbox).start();
    expect((await login(client, 'CLIENTE@Example.com', DEMO_LOGIN.password, { remember: true })).status).toBe(
      200,
    );
    const other = await sessionClient(sandbox).start();
    const { status, body } = await login(other, DEMO_LOGIN.email, DEMO_LOGIN.password, { remember: 'yes' });
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('remember');
  });

  it('answers 422 with the same message for a wrong password and for an unknown e-mail', async () => {
    const client = await sessionClient(sandbox).start();
    for (const [email, password] of [
      [DEMO_LOGIN.email, 'incorrecta'],
      ['nadie@example.com', DEMO_LOGIN.password],
    ] as const) {
      const { status, body } = await login(client, email, password);
      expect(status).toBe(422);
      expect(body).toEqual({ message: CREDENTIALS, errors: { email: [CREDENTIALS] } });
    }
    expect((await currentUser(client)).status).toBe(401);
  });

  it('validates the login body in Spanish', async () => {
    const client = await sessionClient(sandbox).start();
    const { status, body } = await client.json<ApiErrorBody>('POST', '/api/v1/auth/login', {});
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      email: ['El correo electrónico es obligatorio.'],
      password: ['La contraseña es obligatoria.'],
    });
  });

  it('a login without the XSRF token is a 419', async () => {
    const client = await sessionClient(sandbox).start();
    const response = await client.request('POST', '/api/v1/auth/login', DEMO_LOGIN, { xsrf: false });
    expect(response.status).toBe(419);
  });

  it('throttles after 5 failed attempts: 429 with Retry-After, even with the right password', async () => {
    const { email, password } = await registerClient(sandbox);
    const client = await sessionClient(sandbox).start();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(client, attempt % 2 ? email.toUpperCase() : email, 'incorrecta')).status).toBe(422);
    }
    const { status, body, response } = await login(client, email, password);
    expect(status).toBe(429);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body).toEqual({
      message: `Demasiados intentos de acceso. Inténtalo de nuevo en ${retryAfter} segundos.`,
    });
    // Other e-mails are not affected.
    expect((await login(client, DEMO_LOGIN.email, DEMO_LOGIN.password)).status).toBe(200);
  });

  it('rotates the session at login: the old session cookie and token are not logged in', async () => {
    const client = await sessionClient(sandbox).start();
    const before = {
      session: client.cookies.get('sandbox_session')!,
      xsrf: client.cookies.get('XSRF-TOKEN')!,
    };
    const { response } = await login(client, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const set = response.headers.getSetCookie();
    expect(set.find((cookie) => cookie.startsWith('sandbox_session='))).toMatch(/HttpOnly/);
    expect(set.find((cookie) => cookie.startsWith('XSRF-TOKEN='))).toMatch(/SameSite=Lax/);
    expect(client.cookies.get('sandbox_session')).not.toBe(before.session);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(before.xsrf);
    expect((await currentUser(client)).status).toBe(200);

    const stale = await sandbox.json<ApiErrorBody>('/api/v1/user', {
      headers: { Cookie: `sandbox_session=${before.session}` },
    });
    expect(stale.status).toBe(401);
    const staleWrite = await sandbox.get('/api/v2/user', {
      method: 'PUT',
      headers: {
        Cookie: `sandbox_session=${before.session}`,
        'X-XSRF-TOKEN': decodeURIComponent(before.xsrf),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: 'Intrusa' }),
    });
    expect(staleWrite.status).toBe(419);
  });

  it('keeps the guest session data (consent) across the login', async () => {
    const client = await sessionClient(sandbox).start();
    await client.json('PUT', '/api/store-front/session/data', { consent: { default: true } });
    await login(client, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const { body } = await client.json<{ data: { consent: unknown } }>(
      'PUT',
      '/api/store-front/session/data',
      {},
    );
    expect(body.data.consent).toEqual({ default: true });
  });
});

describe('logout', () => {
  it('answers 204 with a fresh guest session; the cart stays with the customer', async () => {
    const { client, email, password } = await registerClient(sandbox);
    await client.json('POST', CART, { products: [{ id: BOARD, quantity: 4 }] });
    const loggedIn = client.cookies.get('sandbox_session');
    const { status, response } = await client.json('GET', '/api/v1/auth/logout');
    expect(status).toBe(204);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
    expect(client.cookies.get('sandbox_session')).not.toBe(loggedIn);
    expect((await currentUser(client)).status).toBe(401);
    expect((await client.json('GET', CART)).status).toBe(204);
    // The new guest session works for mutating calls with its new token.
    expect((await client.json('POST', `/api/v1/wish-list/${PAN}`)).status).toBe(200);

    await login(client, email, password);
    const { body } = await client.json<{ data: Cart }>('GET', CART);
    expect(body.data.items.map((item) => [item.product.id, item.quantity])).toEqual([[BOARD, 4]]);
  });

  it('without a session it still answers 204 with a guest session', async () => {
    const response = await sandbox.get('/api/v1/auth/logout');
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('sandbox_session='))).toBe(
      true,
    );
  });
});

describe('password reset by e-mail', () => {
  it('answers the same 200 for unknown e-mails and sends nothing', async () => {
    const client = await sessionClient(sandbox).start();
    const { status, body } = await client.json<ApiErrorBody>('POST', '/api/v1/password/send_reset', {
      username: 'nadie@example.com',
    });
    expect(status).toBe(200);
    expect(body.message).toBe(
      'Si el correo está registrado, recibirás un enlace para restablecer la contraseña.',
    );
    expect(await emailsTo(sandbox, 'nadie@example.com')).toEqual([]);
  });

  it('e-mails a one-use link valid 60 minutes; the new password logs in, the old does not', async () => {
    const { email, password } = await registerClient(sandbox);
    const other = await loginClient(sandbox, { email, password });
    const client = await sessionClient(sandbox).start();
    const sent = await client.json<ApiErrorBody>('POST', '/api/v1/password/send_reset', {
      username: email.toUpperCase(),
    });
    expect(sent.status).toBe(200);
    const [message] = await emailsTo(sandbox, email);
    expect(message).toMatchObject({ channel: 'email', recipient: email, template: 'password_reset' });
    const link = new URL(message!.payload.link);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4321/login/reset_password');
    const minutes = (Date.parse(message!.payload.expires_at!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const secret = secretOf(message!);
    const body = { secret, password: 'NuevaClave2026', password_confirmation: 'NuevaClave2026' };
    const reset = await client.json<ApiErrorBody>('POST', '/api/v1/password/reset', body);
    expect(reset).toMatchObject({ status: 200, body: { message: 'Tu contraseña se ha restablecido.' } });
    // It does not log in, and it logs the customer out of the other sessions.
    expect((await currentUser(client)).status).toBe(401);
    expect((await currentUser(other)).status).toBe(401);

    const again = await client.json<ApiErrorBody>('POST', '/api/v1/password/reset', body);
    expect(again).toMatchObject({ status: 422, body: { errors: { secret: [RESET_INVALID] } } });
    expect((await login(client, email, password)).status).toBe(422);
    expect((await login(client, email, 'NuevaClave2026')).status).toBe(200);
  });

  it('a reset link confirms an account whose e-mail was not confirmed yet', async () => {
    const client = await sessionClient(sandbox).start();
    const email = `sin-confirmar-${Date.now()}@example.com`;
    const registered = { email, password: 'Primera123', password_confirmation: 'Primera123' };
    expect((await client.json('POST', '/api/v1/register', registered)).status).toBe(202);
    await client.json('POST', '/api/v1/password/send_reset', { username: email });
    const [message] = await emailsTo(sandbox, email);
    expect(message!.template).toBe('password_reset');
    const body = {
      secret: secretOf(message!),
      password: 'NuevaClave2026',
      password_confirmation: 'NuevaClave2026',
    };
    expect((await client.json('POST', '/api/v1/password/reset', body)).status).toBe(200);
    expect((await login(client, email, 'NuevaClave2026')).status).toBe(200);
  });

  it('a newer link voids the older; bad secrets and passwords are 422', async () => {
    const { email } = await registerClient(sandbox);
    const client = await sessionClient(sandbox).start();
    await client.json('POST', '/api/v1/password/send_reset', { username: email });
    await client.json('POST', '/api/v1/password/send_reset', { username: email });
    const [newer, older] = await emailsTo(sandbox, email);
    const reset = (secret: unknown, password = 'OtraClave99', confirmation = password) =>
      client.json<ApiErrorBody>('POST', '/api/v1/password/reset', {
        secret,
        password,
        password_confirmation: confirmation,
      });
    expect((await reset(secretOf(older!))).body.errors).toEqual({ secret: [RESET_INVALID] });
    expect((await reset('inventado')).status).toBe(422);
    expect((await reset(undefined)).status).toBe(422);
    // A password error leaves the link usable.
    expect((await reset(secretOf(newer!), 'corta')).body.errors).toEqual({
      password: ['La contraseña debe tener al menos 8 caracteres.'],
    });
    expect((await reset(secretOf(newer!), 'OtraClave99', 'OtraClave98')).status).toBe(422);
    expect((await reset(secretOf(newer!))).status).toBe(200);
  });
});

describe('password reset limits', () => {
  const THROTTLED = 'Demasiados intentos. Inténtalo de nuevo dentro de unos minutos.';
  const send = (client: SessionClient, username: string) =>
    client.json<ApiErrorBody>('POST', '/api/v1/password/send_reset', { username });

  it(`per e-mail address: ${PASSWORD_RESET_PER_EMAIL} e-mails an hour, whether or not it has an account`, async () => {
    const { email } = await registerClient(sandbox);
    for (const [address, target] of [
      ['198.51.100.10', email],
      ['198.51.100.11', 'nadie-limite@example.com'],
    ] as const) {
      for (let attempt = 0; attempt < PASSWORD_RESET_PER_EMAIL; attempt += 1) {
        // A new client each time: the address asked for is counted on its own.
        const client = await sessionClient(sandbox, { forwardedFor: `${address}${attempt}` }).start();
        expect((await send(client, target)).status).toBe(200);
      }
      const client = await sessionClient(sandbox, { forwardedFor: address }).start();
      const refused = await send(client, target.toUpperCase());
      expect([refused.status, refused.body.message]).toEqual([429, THROTTLED]);
      const retryAfter = Number(refused.response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(PASSWORD_RESET_WINDOW_SECONDS - 60);
      expect(retryAfter).toBeLessThanOrEqual(PASSWORD_RESET_WINDOW_SECONDS);
    }
    const resets = (await emailsTo(sandbox, email)).filter(
      (message) => message.template === 'password_reset',
    );
    expect(resets).toHaveLength(PASSWORD_RESET_PER_EMAIL);
  });

  it(`per client address: ${PASSWORD_RESET_PER_CLIENT} an hour, cookies or not`, async () => {
    const address = '203.0.113.50';
    for (let attempt = 0; attempt < PASSWORD_RESET_PER_CLIENT; attempt += 1) {
      // A fresh session each time, as a client that drops its cookies.
      const client = await sessionClient(sandbox, { forwardedFor: address }).start();
      expect((await send(client, `persona${attempt}@example.com`)).status).toBe(200);
    }
    const client = await sessionClient(sandbox, { forwardedFor: address }).start();
    expect((await send(client, 'otra-mas@example.com')).status).toBe(429);
    // Another client still gets its e-mail.
    const other = await sessionClient(sandbox, { forwardedFor: '203.0.113.51' }).start();
    expect((await send(other, 'otra-mas@example.com')).status).toBe(200);
    // Only the shop (the loopback) may name the client: a header from elsewhere is not believed
    // (here every peer is the loopback, so the unit of that rule is http/client-address.ts).
  });
});

describe('persistence', () => {
  it('keeps accounts and logged-in sessions across a restart', async () => {
    const { client, email, password, user } = await registerClient(sandbox);
    await sandbox.restart();
    expect((await currentUser(client)).body.data).toEqual(user);
    const fresh = await sessionClient(sandbox).start();
    expect((await login(fresh, email, password)).status).toBe(200);
  });
});
