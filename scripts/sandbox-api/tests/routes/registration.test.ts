/** Registration with e-mail confirmation (routes/registration.ts) over HTTP. */
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shop/contract/errors';
import { REGISTRATION_NOTICE_PER_EMAIL } from '../../limits.ts';
import { REGISTRATION_MAILED, UNCONFIRMED_LOGIN, VERIFY_PATH } from '../../routes/registration.ts';
import {
  confirmEmail,
  DEMO_LOGIN,
  registerClient,
  type SessionClient,
  sessionClient,
  withSandbox,
} from '../../testing/helpers.ts';
import { currentUser, emailsTo, login, secretOf } from '../support/accounts.ts';

const sandbox = withSandbox();

const register = (client: SessionClient, body: Record<string, unknown>) =>
  client.json<ApiErrorBody>('POST', '/api/v1/register', body);

describe('register', () => {
  it('answers 202 without logging in, and the e-mailed link confirms the account for its first login', async () => {
    const client = await sessionClient(sandbox).start();
    const guestSession = client.cookies.get('sandbox_session');
    const email = `Nueva.Clienta-${Date.now()}@Example.com`;
    const { status, body } = await register(client, {
      email,
      password: 'Segura123',
      password_confirmation: 'Segura123',
    });
    expect(status).toBe(202);
    expect(body).toEqual({ message: REGISTRATION_MAILED });
    expect(client.cookies.get('sandbox_session')).toBe(guestSession);
    expect((await currentUser(client)).status).toBe(401);

    const [mail] = await emailsTo(sandbox, email.toLowerCase());
    expect(mail).toMatchObject({ template: 'registration_confirm', recipient: email.toLowerCase() });
    expect(new URL(mail!.payload.link).pathname).toBe(VERIFY_PATH);
    // Before the link: the right password says "confirm first" (and mails the link again).
    const early = await login(client, email, 'Segura123');
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(UNCONFIRMED_LOGIN);
    expect(
      (await emailsTo(sandbox, email.toLowerCase())).filter((m) => m.template === 'registration_confirm'),
    ).toHaveLength(2);
    // The older link was replaced by the newer one.
    const stale = await sandbox.get(`${VERIFY_PATH}?secret=${secretOf(mail!)}`, { redirect: 'manual' });
    expect(stale.headers.get('location')).toBe('http://localhost:4321/auth/callback?verified=0');

    expect(await confirmEmail(sandbox, email.toLowerCase())).toBe(
      'http://localhost:4321/auth/callback?verified=1',
    );
    const loggedIn = await login(client, email, 'Segura123');
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data).toMatchObject({ email: email.toLowerCase(), logged_in: true });
    expect(loggedIn.body.data.name).toBe(email.slice(0, email.indexOf('@')));
    expect(client.cookies.get('sandbox_session')).not.toBe(guestSession);
    // A link works once.
    const reused = await sandbox.get(
      `${VERIFY_PATH}?secret=${secretOf((await emailsTo(sandbox, email.toLowerCase()))[0]!)}`,
      {
        redirect: 'manual',
      },
    );
    expect(reused.headers.get('location')).toBe('http://localhost:4321/auth/callback?verified=0');

    const second = await registerClient(sandbox, { name: '  Marta Ruiz  ' });
    expect(second.user.name).toBe('Marta Ruiz');
    expect(second.user.client.id).not.toBe(loggedIn.body.data.client.id);
    expect(second.user.client.id).toBeGreaterThan(5001);
  });

  it('registering an unconfirmed e-mail again sends its link again and keeps the first password', async () => {
    const client = await sessionClient(sandbox).start();
    const email = `pendiente-${Date.now()}@example.com`;
    await register(client, { email, password: 'Primera123', password_confirmation: 'Primera123' });
    const again = await register(client, {
      email,
      password: 'Segunda123',
      password_confirmation: 'Segunda123',
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: REGISTRATION_MAILED });
    expect((await emailsTo(sandbox, email)).map((m) => m.template)).toEqual([
      'registration_confirm',
      'registration_confirm',
    ]);
    await confirmEmail(sandbox, email);
    expect((await login(client, email, 'Segunda123')).status).toBe(422);
    expect((await login(client, email, 'Primera123')).status).toBe(200);
  });

  it('a garbled or missing confirmation link confirms nothing', async () => {
    for (const query of ['', '?secret=', `?secret=${'x'.repeat(500)}`, '?secret=abc']) {
      const response = await sandbox.get(`${VERIFY_PATH}${query}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('http://localhost:4321/auth/callback?verified=0');
    }
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
    const [notice] = await emailsTo(sandbox, email);
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
    const notices = (await emailsTo(sandbox, email)).filter(
      (message) => message.template === 'registration_attempt',
    );
    expect(notices).toHaveLength(REGISTRATION_NOTICE_PER_EMAIL);
  });
});
