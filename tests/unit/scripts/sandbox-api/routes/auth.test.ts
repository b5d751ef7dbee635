/** Login, register, logout and password reset (routes/auth.ts) over HTTP. */
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../../src/contract/cart.ts';
import type { ApiErrorBody } from '../../../../../src/contract/errors.ts';
import {
  PASSWORD_RESET_PER_CLIENT,
  PASSWORD_RESET_PER_EMAIL,
  PASSWORD_RESET_WINDOW_SECONDS,
  REGISTRATION_NOTICE_PER_EMAIL,
} from '../../../../../scripts/sandbox-api/limits.ts';
import {
  DEMO_LOGIN,
  loginClient,
  registerClient,
  type SessionClient,
  sessionClient,
  withSandbox,
} from '../support/helpers.ts';

const sandbox = withSandbox();

interface User {
  id: number;
  name: string;
  email: string;
  client: { id: number };
  logged_in: true;
}
interface OutboxMessage {
  channel: string;
  recipient: string;
  template: string;
  payload: { link: string; expires_at: string; login_link?: string; reset_link?: string };
}

const CART = '/store-front/api/sales/cart_b2c';
const PAN = 26; // 200 in stock
const BOARD = 36;
const CREDENTIALS = 'Estas credenciales no coinciden con nuestros registros.';
const RESET_INVALID = 'El enlace para restablecer la contraseña no es válido o ha caducado.';

const login = (client: SessionClient, email: string, password: string, extra: object = {}) =>
  client.json<{ data: User } & ApiErrorBody>('POST', '/api/v1/auth/login', { email, password, ...extra });
const currentUser = (client: SessionClient) =>
  client.json<{ data: User } & ApiErrorBody>('GET', '/api/v1/user');
const register = (client: SessionClient, body: Record<string, unknown>) =>
  client.json<{ data: User } & ApiErrorBody>('POST', '/api/v1/register', body);
const outbox = async (to: string) =>
  (
    await sandbox.json<{ data: OutboxMessage[] }>(
      `/__sandbox/outbox?channel=email&to=${encodeURIComponent(to)}`,
    )
  ).body.data;
const secretOf = (message: OutboxMessage) => new URL(message.payload.link).searchParams.get('secret')!;

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

describe('register', () => {
  it('creates the customer, logs it in with a rotated session and a new client number', async () => {
    const client = await sessionClient(sandbox).start();
    const guestSession = client.cookies.get('sandbox_session');
    const email = `Nueva.Clienta-${Date.now()}@Example.com`;
    const { status, body } = await register(client, {
      email,
      password: 'Segura123',
      password_confirmation: 'Segura123',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ email: email.toLowerCase(), logged_in: true });
    expect(body.data.name).toBe(email.slice(0, email.indexOf('@')));
    expect(client.cookies.get('sandbox_session')).not.toBe(guestSession);
    expect((await currentUser(client)).body.data).toEqual(body.data);

    const second = await registerClient(sandbox, { name: '  Marta Ruiz  ' });
    expect(second.user.name).toBe('Marta Ruiz');
    expect(second.user.client.id).not.toBe(body.data.client.id);
    expect(second.user.client.id).toBeGreaterThan(5001);
    // The new account logs in with its password.
    const again = await sessionClient(sandbox).start();
    expect((await login(again, email, 'Segura123')).status).toBe(200);
  });

  it('validates in Laravel shape with Spanish messages', async () => {
    const client = await sessionClient(sandbox).start();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { email: 'no-es-correo', password: 'corta', password_confirmation: 'corta' },
        {
          email: ['El correo electrónico no es válido.'],
          password: ['La contraseña debe tener al menos 8 caracteres.'],
        },
      ],
      [
        { email: 'otra@example.com', password: 'Segura123', password_confirmation: 'Segura124' },
        { password: ['La confirmación de la contraseña no coincide.'] },
      ],
      [
        {
          email: `${'a'.repeat(250)}@example.com`,
          password: 'x'.repeat(73),
          password_confirmation: 'x'.repeat(73),
        },
        {
          email: ['El correo electrónico no es válido.'],
          password: ['La contraseña no puede tener más de 72 caracteres.'],
        },
      ],
      [
        { email: 'otra@example.com', password: 'Segura123', password_confirmation: 'Segura123', name: ' ' },
        { name: ['El nombre debe tener entre 1 y 100 caracteres.'] },
      ],
      [{}, { email: ['El correo electrónico es obligatorio.'], password: ['La contraseña es obligatoria.'] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await register(client, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
      expect(answer.body.message).toBe(Object.values(errors)[0]![0]);
    }
    expect((await currentUser(client)).status).toBe(401);
  });
});

describe('registering an e-mail that has an account', () => {
  it('answers like a sign-up by e-mail and tells the account’s owner instead, never the caller', async () => {
    const { email, password, user } = await registerClient(sandbox);
    const client = await sessionClient(sandbox).start();
    const before = client.cookies.get('sandbox_session');
    const answer = await register(client, {
      email: email.toUpperCase(),
      password: 'OtraClave2026',
      password_confirmation: 'OtraClave2026',
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: 'Te hemos enviado un correo para continuar.' });
    // Not logged in, not as anyone: the session is the guest's it was.
    expect(client.cookies.get('sandbox_session')).toBe(before);
    expect((await currentUser(client)).status).toBe(401);
    const [notice] = await outbox(email);
    expect(notice).toMatchObject({ channel: 'email', recipient: email, template: 'registration_attempt' });
    expect(notice!.payload).toEqual({
      login_link: 'http://localhost:4321/login',
      reset_link: 'http://localhost:4321/login/recover_password',
    });
    // The account is untouched: its password still logs in, the one typed does not.
    const again = await sessionClient(sandbox).start();
    expect((await login(again, email, 'OtraClave2026')).status).toBe(422);
    expect((await login(again, email, password)).body.data.id).toBe(user.id);
  });

  it('a mistake in the form is still a 422, with no word about the e-mail', async () => {
    const client = await sessionClient(sandbox).start();
    const answer = await register(client, {
      email: DEMO_LOGIN.email,
      password: 'Segura123',
      password_confirmation: 'Segura124',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: ['La confirmación de la contraseña no coincide.'] });
  });

  it('sends the owner at most a few notices an hour', async () => {
    const { email } = await registerClient(sandbox);
    const client = await sessionClient(sandbox).start();
    for (let attempt = 0; attempt < REGISTRATION_NOTICE_PER_EMAIL + 2; attempt += 1) {
      const body = { email, password: 'Segura123', password_confirmation: 'Segura123' };
      expect((await register(client, body)).status).toBe(202);
    }
    const notices = (await outbox(email)).filter((message) => message.template === 'registration_attempt');
    expect(notices).toHaveLength(REGISTRATION_NOTICE_PER_EMAIL);
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
    expect(await outbox('nadie@example.com')).toEqual([]);
  });

  it('e-mails a one-use link valid 60 minutes; the new password logs in, the old does not', async () => {
    const { email, password } = await registerClient(sandbox);
    const other = await loginClient(sandbox, { email, password });
    const client = await sessionClient(sandbox).start();
    const sent = await client.json<ApiErrorBody>('POST', '/api/v1/password/send_reset', {
      username: email.toUpperCase(),
    });
    expect(sent.status).toBe(200);
    const [message] = await outbox(email);
    expect(message).toMatchObject({ channel: 'email', recipient: email, template: 'password_reset' });
    const link = new URL(message!.payload.link);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4321/login/reset_password');
    const minutes = (Date.parse(message!.payload.expires_at) - Date.now()) / 60_000;
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

  it('a newer link voids the older; bad secrets and passwords are 422', async () => {
    const { email } = await registerClient(sandbox);
    const client = await sessionClient(sandbox).start();
    await client.json('POST', '/api/v1/password/send_reset', { username: email });
    await client.json('POST', '/api/v1/password/send_reset', { username: email });
    const [newer, older] = await outbox(email);
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
    expect(await outbox(email)).toHaveLength(PASSWORD_RESET_PER_EMAIL);
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
