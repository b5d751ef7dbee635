import type { User } from '@shop/contract/account';
import { ApiError } from '../../../api/api-error';
import { logIn, register, resetPassword, sendPasswordReset } from '../../../api/auth';
import { es } from '../../../i18n/es';
import { customerCookie } from '../../../lib/account/customer-cookie';
import { FORM_LIMITS } from '../../limits/form-limits';
import { field, newPasswordOf, secretField } from '../form-problem';
import { FormRefusal } from '../handle-form';
import { defineIntents, limitPer } from '../intents';

/** The e-mailed reset secret's longest accepted length (more is cut, as the address's). */
export const SECRET_MAX_LENGTH = 200;

/**
 * Login and registration (spec §2) on one page: the e-mail is shown again, the passwords only read.
 * `action` is the page's own address (with its `?next=`), `next` where a login leads.
 */
export const loginIntents = defineIntents<
  { intent: string; email: string },
  { action: string; next: string }
>({
  fields: (form) => ({ intent: field(form, 'intent'), email: field(form, 'email') }),
  otherwise: 'login',
  intents: {
    // The same "check your e-mail" whether or not the address had an account: the link in it
    // confirms a new account, which then logs in here.
    // Each registration mails the address: limited per client and per e-mail (form-limits.ts).
    register: {
      limit: limitPer(FORM_LIMITS.register, 'email'),
      run: (api, { email }, { form }) => register(api, email, ...newPasswordOf(form)),
      redirect: (_, __, { action }) => action,
      notice: 'registro-enviado',
    },
    // Limited per client, whatever the e-mails, and per account; a right password is not counted.
    login: {
      limit: limitPer(FORM_LIMITS.login, 'email'),
      async run(api, { email }, { form }) {
        try {
          return await logIn(api, email, secretField(form, 'password'), form.get('remember') === 'on');
        } catch (error) {
          // The right password of an account not confirmed yet (the API has mailed the link again).
          if (error instanceof ApiError && error.status === 403)
            throw new FormRefusal(es.auth.confirmFirst, 403);
          throw error;
        }
      },
      redirect: (_, __, { next }) => next,
      cookies: (user: User) => [customerCookie(user.name)],
    },
  },
});

/**
 * Asks the API to e-mail a reset link. The page then says the same whether the e-mail has an
 * account or not (as the API does), after a redirect, so a reload never sends a second e-mail.
 * Each asks for an e-mail: the shop's limits per client and per address, then the API's.
 */
export const recoverIntents = defineIntents({
  fields: (form) => ({ email: field(form, 'email') }),
  otherwise: 'send',
  intents: {
    send: {
      limit: limitPer(FORM_LIMITS.resetEmail, 'email'),
      run: (api, { email }) => sendPasswordReset(api, email),
      redirect: '/login/recover_password',
      notice: 'enlace-enviado',
    },
  },
});

/** The page of the e-mailed link (`?secret=`): a new password, then the login page. */
export const resetIntents = defineIntents({
  fields: (form) => ({ secret: field(form, 'secret').slice(0, SECRET_MAX_LENGTH) }),
  otherwise: 'reset',
  intents: {
    reset: {
      // The e-mailed secret is guessable in principle: a secret that works is not counted.
      limit: limitPer(FORM_LIMITS.resetSecret, 'secret'),
      run: (api, { secret }, { form }) => resetPassword(api, secret, ...newPasswordOf(form)),
      redirect: '/login',
      notice: 'contrasena-restablecida',
    },
  },
});
