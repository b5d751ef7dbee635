import type { Hono } from 'hono';
import { checkEmail, checkName, checkNewPassword, defaultName } from '../accounts/account-rules.ts';
import { createVerificationSecrets } from '../accounts/one-time-secrets.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { UserStore, UserWithPassword } from '../accounts/users.ts';
import { fieldErrors } from '../accounts/validation.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/params.ts';
import { requestClient } from '../http/client-address.ts';
import { createThrottle, digestKey, retryAfter } from '../http/throttle.ts';
import type { SandboxState } from '../state.ts';

/** The one answer to every registration: what happened is told to the address's owner, by e-mail. */
export const REGISTRATION_MAILED = 'Te hemos enviado un correo para continuar.';
/** A login with the right password of an account whose e-mail is not confirmed yet. */
export const UNCONFIRMED_LOGIN =
  'Confirma tu correo electrónico para entrar: te hemos enviado de nuevo el enlace.';
/** The link in the confirmation e-mail (an API address, as Laravel's `verification.verify`). */
export const VERIFY_PATH = '/api/v1/email/verify';
/** Where the confirmation link sends the browser: the shop's auth callback (spec §2), which leads to /login. */
const SHOP_CALLBACK = '/auth/callback';
/** The shop's pages the "someone tried to register with your e-mail" message links to. */
const LOGIN_PAGE = '/login';
const RECOVER_PAGE = '/login/recover_password';

/**
 * Registration with e-mail confirmation (spec §7 `POST /api/v1/register`; the confirmation link is
 * the sandbox's choice, see its README). Every registration answers 202 and the same text, and no
 * one is logged in: a free address gets an unconfirmed account and a confirmation link, a
 * confirmed account's owner hears that someone tried, an unconfirmed one gets its link again. So
 * the form cannot tell which addresses have accounts. Returns `resend`, which login uses for an
 * unconfirmed account.
 */
export function registrationRoutes(app: Hono<AppEnv>, state: SandboxState, users: UserStore) {
  const secrets = createVerificationSecrets(state.db);
  const throttle = createThrottle(state.db);

  /** At most a few e-mails of one kind per address and window: the form must not flood an inbox. */
  function mailOnce(kind: string, email: string, send: () => void): void {
    const { perEmail, windowSeconds } = state.limits.registrationNotice;
    const limit = [{ key: digestKey(`register:${kind}`, email), max: perEmail, windowSeconds }];
    if (throttle.wait(limit) > 0) return;
    throttle.hit(limit);
    send();
  }

  function sendConfirmation(user: Pick<UserWithPassword, 'id' | 'email'>): void {
    mailOnce('confirm', user.email, () => {
      const { secret, expiresAt } = secrets.issue(user.id);
      state.outbox.add('email', user.email, 'registration_confirm', {
        link: `${state.urls.api}${VERIFY_PATH}?secret=${encodeURIComponent(secret)}`,
        expires_at: expiresAt.toISOString(),
      });
    });
  }

  app.post('/api/v1/register', async (c) => {
    const body = await jsonBody(c);
    const out = fieldErrors();
    const email = checkEmail(body, 'email', out);
    const password = checkNewPassword(body, out);
    const name =
      body.name === undefined || body.name === null ? defaultName(email) : checkName(body.name, out);
    out.throwIfAny();
    // Every registration may send an e-mail: counted per client (the notices also per address).
    const { perClient, windowSeconds } = state.limits.registration;
    throttle.take(
      [{ key: `register:client:${requestClient(c, state.trustedProxies)}`, max: perClient, windowSeconds }],
      retryAfter(c),
    );
    // Hashed whatever happens next: the answer's timing must not tell either.
    const passwordHash = await hashPassword(password);
    const existing = users.byEmail(email);
    if (!existing) sendConfirmation(users.create({ email, name, passwordHash }));
    else if (!existing.email_verified_at) sendConfirmation(existing);
    else
      mailOnce('attempt', existing.email, () =>
        state.outbox.add('email', existing.email, 'registration_attempt', {
          login_link: `${state.urls.shop}${LOGIN_PAGE}`,
          reset_link: `${state.urls.shop}${RECOVER_PAGE}`,
        }),
      );
    return c.json({ message: REGISTRATION_MAILED }, 202);
  });

  // A GET because it is a link in an e-mail. It confirms and sends the browser to the shop, which
  // shows the login form with the outcome; it logs no one in (the link may be opened anywhere).
  app.get(VERIFY_PATH, (c) => {
    const userId = secrets.consume(c.req.query('secret'));
    const confirmed = userId !== null && users.markVerified(userId) !== null;
    return c.redirect(`${state.urls.shop}${SHOP_CALLBACK}?verified=${confirmed ? 1 : 0}`, 302);
  });

  return { resend: sendConfirmation };
}
