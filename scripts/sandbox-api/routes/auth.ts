import type { Hono } from 'hono';
import {
  ACCOUNT_MESSAGES,
  checkEmail,
  checkGivenPassword,
  checkName,
  checkNewPassword,
  defaultName,
} from '../accounts/account-rules.ts';
import { createLogin, logOut } from '../accounts/login.ts';
import { createLoginThrottle, throttleMessage } from '../accounts/login-throttle.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { createResetSecrets } from '../accounts/reset-secrets.ts';
import { createUserStore, normalizeEmail, userJson } from '../accounts/users.ts';
import { fieldErrors, validationError } from '../accounts/validation.ts';
import { requestClient } from '../http/client-address.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody } from '../http/params.ts';
import { createThrottle, digestKey } from '../http/throttle.ts';
import type { SandboxState } from '../state.ts';
import { accountRoutes } from './account.ts';
import { addressRoutes } from './addresses.ts';

const RESET_SENT = 'Si el correo está registrado, recibirás un enlace para restablecer la contraseña.';
/** The answer to a registration of an e-mail that has an account: what a mail-confirmed sign-up would say. */
export const REGISTRATION_MAILED = 'Te hemos enviado un correo para continuar.';
const RESET_DONE = 'Tu contraseña se ha restablecido.';
const RESET_INVALID = 'El enlace para restablecer la contraseña no es válido o ha caducado.';
/** The shop's page that reads `?secret=` and posts the new password. */
const RESET_PAGE = '/login/reset_password';
/** The shop's pages the registration notice links to. */
const LOGIN_PAGE = '/login';
const RECOVER_PAGE = '/login/recover_password';

/**
 * Accounts, Laravel Sanctum SPA style (spec §7 "Authentication and account"): cookie sessions that
 * log in and out, registration, password reset by e-mail (to the outbox) and, in their own
 * modules, the account calls and the addresses.
 */
export function authRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const users = createUserStore(state.db);
  const loginThrottle = createLoginThrottle();
  const secrets = createResetSecrets(state.db);
  const throttle = createThrottle(state.db);
  const logIn = createLogin(state);

  app.post('/api/v1/auth/login', async (c) => {
    const body = await jsonBody(c);
    const out = fieldErrors();
    const email = checkEmail(body, 'email', out);
    const password = checkGivenPassword(body, 'password', out);
    if (body.remember !== undefined && typeof body.remember !== 'boolean') {
      out.add('remember', 'El campo remember debe ser verdadero o falso.');
    }
    out.throwIfAny();
    const wait = loginThrottle.lockedFor(email);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new HttpError(429, throttleMessage(wait));
    }
    const user = users.byEmail(email);
    // An unknown e-mail costs a hash check too: timing does not tell which e-mails have accounts.
    const valid = await verifyPassword(password, user?.password_hash ?? DECOY_HASH);
    if (!user || !valid) {
      loginThrottle.fail(email);
      throw validationError({ email: [ACCOUNT_MESSAGES.credentials] });
    }
    loginThrottle.clear(email);
    const { password_hash: _, ...account } = user;
    logIn(c, account);
    return c.json({ data: userJson(account) });
  });

  // A GET in the spec; it changes the session, which only the session's own cookies can name.
  app.get('/api/v1/auth/logout', (c) => {
    logOut(c, state);
    return c.body(null, 204);
  });

  app.post('/api/v1/register', async (c) => {
    const body = await jsonBody(c);
    const out = fieldErrors();
    const email = checkEmail(body, 'email', out);
    const password = checkNewPassword(body, out);
    const name =
      body.name === undefined || body.name === null ? defaultName(email) : checkName(body.name, out);
    out.throwIfAny();
    // Hashed whether or not the e-mail is free: the answer's timing must not tell either.
    const passwordHash = await hashPassword(password);
    const existing = users.byEmail(email);
    if (existing) {
      // Never "already registered": the owner of the address hears of it by e-mail instead
      // (at most a few such e-mails an hour), and the caller gets the same answer whatever happened.
      const { perEmail, windowSeconds } = state.limits.registrationNotice;
      const notices = [{ key: digestKey('register:email', existing.email), max: perEmail, windowSeconds }];
      if (throttle.wait(notices) === 0) {
        throttle.hit(notices);
        state.outbox.add('email', existing.email, 'registration_attempt', {
          login_link: `${state.urls.shop}${LOGIN_PAGE}`,
          reset_link: `${state.urls.shop}${RECOVER_PAGE}`,
        });
      }
      return c.json({ message: REGISTRATION_MAILED }, 202);
    }
    const user = users.create({ email, name, passwordHash });
    logIn(c, user);
    return c.json({ data: userJson(user) }, 201);
  });

  app.post('/api/v1/password/send_reset', async (c) => {
    const body = await jsonBody(c);
    const out = fieldErrors();
    const email = checkEmail(body, 'username', out);
    out.throwIfAny();
    // Counted per address asked for (whether or not it has an account, so a 429 tells nothing)
    // and per client: a form that sends e-mails must not become a way to flood an inbox.
    const { perEmail, perClient, windowSeconds } = state.limits.passwordReset;
    throttle.take(
      [
        { key: digestKey('reset:email', normalizeEmail(email)), max: perEmail, windowSeconds },
        { key: `reset:client:${requestClient(c, state.trustedProxies)}`, max: perClient, windowSeconds },
      ],
      (seconds) => c.header('Retry-After', String(seconds)),
    );
    const user = users.byEmail(email);
    if (user) {
      const { secret, expiresAt } = secrets.issue(user.id);
      const link = `${state.urls.shop}${RESET_PAGE}?secret=${encodeURIComponent(secret)}`;
      state.outbox.add('email', user.email, 'password_reset', { link, expires_at: expiresAt.toISOString() });
    }
    // The same answer either way: the form must not tell who has an account.
    return c.json({ message: RESET_SENT });
  });

  app.post('/api/v1/password/reset', async (c) => {
    const body = await jsonBody(c);
    const out = fieldErrors();
    const password = checkNewPassword(body, out);
    out.throwIfAny();
    const userId = secrets.consume(body.secret);
    if (userId === null) throw validationError({ secret: [RESET_INVALID] });
    users.setPassword(userId, await hashPassword(password));
    // Whoever knew the old password is logged out everywhere.
    state.sessions.forgetUser(userId);
    return c.json({ message: RESET_DONE });
  });

  accountRoutes(app, state, users);
  addressRoutes(app, state);
}
