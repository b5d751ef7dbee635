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
import { createUserStore, userJson } from '../accounts/users.ts';
import { fieldErrors, validationError } from '../accounts/validation.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody } from '../http/params.ts';
import type { SandboxState } from '../state.ts';
import { accountRoutes } from './account.ts';
import { addressRoutes } from './addresses.ts';

const RESET_SENT = 'Si el correo está registrado, recibirás un enlace para restablecer la contraseña.';
const RESET_DONE = 'Tu contraseña se ha restablecido.';
const RESET_INVALID = 'El enlace para restablecer la contraseña no es válido o ha caducado.';
/** The shop's page that reads `?secret=` and posts the new password. */
const RESET_PAGE = '/login/reset_password';

/**
 * Accounts, Laravel Sanctum SPA style (spec §7 "Authentication and account"): cookie sessions that
 * log in and out, registration, password reset by e-mail (to the outbox) and, in their own
 * modules, the account calls and the addresses.
 */
export function authRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const users = createUserStore(state.db);
  const throttle = createLoginThrottle();
  const secrets = createResetSecrets(state.db);
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
    const wait = throttle.lockedFor(email);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new HttpError(429, throttleMessage(wait));
    }
    const user = users.byEmail(email);
    // An unknown e-mail costs a hash check too: timing does not tell which e-mails have accounts.
    const valid = await verifyPassword(password, user?.password_hash ?? DECOY_HASH);
    if (!user || !valid) {
      throttle.fail(email);
      throw validationError({ email: [ACCOUNT_MESSAGES.credentials] });
    }
    throttle.clear(email);
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
    if (email && users.byEmail(email)) out.add('email', ACCOUNT_MESSAGES.emailTaken);
    const password = checkNewPassword(body, out);
    const name =
      body.name === undefined || body.name === null ? defaultName(email) : checkName(body.name, out);
    out.throwIfAny();
    const passwordHash = await hashPassword(password);
    // Checked again by the UNIQUE column: another registration may have taken it during the hash.
    if (users.byEmail(email)) throw validationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
    const user = users.create({ email, name, passwordHash });
    logIn(c, user);
    return c.json({ data: userJson(user) }, 201);
  });

  app.post('/api/v1/password/send_reset', async (c) => {
    const body = await jsonBody(c);
    const out = fieldErrors();
    const email = checkEmail(body, 'username', out);
    out.throwIfAny();
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
