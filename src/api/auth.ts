import type { $Fetch } from 'ofetch';
import type { ClientShop, User } from '@shop/contract/account';
import { call } from './call.ts';

/** Spec §7 "Authentication and account". The client fetches `/sanctum/csrf-cookie` before the first mutating call. */

export async function logIn(api: $Fetch, email: string, password: string, remember = false): Promise<User> {
  return (await call(api, 'POST /api/v1/auth/login', { body: { email, password, remember } })).data;
}

export async function logOut(api: $Fetch): Promise<void> {
  await call(api, 'GET /api/v1/auth/logout');
}

/** `GET /api/v1/user`: the customer, or an `Unauthenticated.` 401 for a guest. */
export async function currentUser(api: $Fetch): Promise<User> {
  return (await call(api, 'GET /api/v1/user')).data;
}

/**
 * Asks for an account. The API always answers 202 with a message and logs no one in: it e-mails a
 * link that confirms a new account (or tells an existing account's owner that someone tried), so
 * the form never tells whether the e-mail has an account. The customer logs in after confirming.
 */
export async function register(
  api: $Fetch,
  email: string,
  password: string,
  passwordConfirmation: string,
): Promise<void> {
  const body = { email, password, password_confirmation: passwordConfirmation };
  await call(api, 'POST /api/v1/register', { body });
}

/** Asks for the reset e-mail; the answer is the same whether or not the e-mail has an account. */
export async function sendPasswordReset(api: $Fetch, email: string): Promise<string> {
  return (await call(api, 'POST /api/v1/password/send_reset', { body: { username: email } })).message;
}

export async function resetPassword(
  api: $Fetch,
  secret: string,
  password: string,
  passwordConfirmation: string,
): Promise<string> {
  const body = { secret, password, password_confirmation: passwordConfirmation };
  return (await call(api, 'POST /api/v1/password/reset', { body })).message;
}

export async function changePassword(
  api: $Fetch,
  current: string,
  password: string,
  passwordConfirmation: string,
): Promise<void> {
  const body = { current_password: current, password, password_confirmation: passwordConfirmation };
  await call(api, 'PUT /api/v1/user/change_password', { body });
}

export async function updateName(api: $Fetch, name: string): Promise<User> {
  return (await call(api, 'PUT /api/v2/user', { body: { name } })).data;
}

/** `GET api/v1/clients/{clientId}/shops`: the themed shops the customer's client buys in (the account dashboard). */
export async function clientShops(api: $Fetch, clientId: number): Promise<ClientShop[]> {
  return (await call(api, 'GET /api/v1/clients/{clientId}/shops', { params: { clientId } })).data;
}
