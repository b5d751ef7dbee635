import type { Hono } from 'hono';
import {
  ACCOUNT_MESSAGES,
  checkEmail,
  checkGivenPassword,
  checkNewPassword,
} from '../accounts/account-rules.ts';
import { createLogin, logOut } from '../accounts/login.ts';
import { createLoginThrottle, throttleMessage } from '../accounts/login-throttle.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { createResetSecrets } from '../accounts/one-time-secrets.ts';
import { createUserStore, normalizeEmail, sessionUserOf, userJson } from '../accounts/users.ts';
import { fieldErrors, validationError } from '../accounts/validation.ts';
import { requestClient } from '../http/client-address.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody } from '../http/params.ts';
import { createThrottle, digestKey, retryAfter } from '../http/throttle.ts';
import type { SandboxState } from '../state.ts';
import { accountRoutes } from './account.ts';
import { addressRoutes } from './addresses.ts';
import { registrationRoutes, UNCONFIRMED_LOGIN } from './registration.ts';

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
  const loginThrottle = createLoginThrottle();
  const secrets = createResetSecrets(state.db);
  const throttle = createThrottle(state.db);
  const logIn = createLogin(state);
  const confirmation = registrationRoutes(app, state, users);

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
    // Failures per client too, whatever the e-mails: one client cannot walk through accounts.
    const { perClient, windowSeconds } = state.limits.login;
    const perClientLimit = [
      { key: `login:client:${requestClient(c, state.trustedProxies)}`, max: perClient, windowSeconds },
    ];
    const user = await throttle.failures(perClientLimit, retryAfter(c), async () => {
      const found = users.byEmail(email);
      // An unknown e-mail costs a hash check too: timing does not tell which e-mails have accounts.
      if (!(await verifyPassword(password, found?.password_hash ?? DECOY_HASH)) || !found) {
        loginThrottle.fail(email);
        throw validationError({ email: [ACCOUNT_MESSAGES.credentials] });
      }
      return found;
    });
    loginThrottle.clear(email);
    if (!user.email_verified_at) {
      // Only the account's own password gets here, so saying "confirm first" reveals nothing.
      confirmation.resend(user);
      throw new HttpError(403, UNCONFIRMED_LOGIN);
    }
    const account = sessionUserOf(user);
    logIn(c, account);
    return c.json({ data: userJson(account) });
  });

  // A GET in the spec; it changes the session, which only the session's own cookies can name.
  app.get('/api/v1/auth/logout', (c) => {
    logOut(c, state);
    return c.body(null, 204);
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
      retryAfter(c),
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
    // The link came by e-mail: following it proves the address as the confirmation link would.
    users.markVerified(userId);
    // Whoever knew the old password is logged out everywhere.
    state.sessions.forgetUser(userId);
    return c.json({ message: RESET_DONE });
  });

  accountRoutes(app, state, users);
  addressRoutes(app, state);
}
