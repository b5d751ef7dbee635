import type { $Fetch } from 'ofetch';
import {
  type ChangePasswordRequest,
  ClientShop,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendResetRequest,
  type UpdateUserRequest,
  User,
} from '@shop/contract/account';
import { MessageBody } from '@shop/contract/errors';
import { Data } from '@shop/contract/paginated';
import * as z from 'zod/mini';
import { readAnswer } from './read-answer.ts';

/** Spec §7 "Authentication and account". The client fetches `/sanctum/csrf-cookie` before the first mutating call. */

export async function logIn(api: $Fetch, email: string, password: string, remember = false): Promise<User> {
  const body = await api<{ data: User }>('/api/v1/auth/login', {
    method: 'POST',
    body: { email, password, remember } satisfies LoginRequest,
  });
  return readAnswer(api, 'POST /api/v1/auth/login', Data(User), body).data;
}

export async function logOut(api: $Fetch): Promise<void> {
  await api('/api/v1/auth/logout');
}

/** `GET /api/v1/user`: the customer, or an `Unauthenticated.` 401 for a guest. */
export async function currentUser(api: $Fetch): Promise<User> {
  const body = await api<{ data: User }>('/api/v1/user');
  return readAnswer(api, 'GET /api/v1/user', Data(User), body).data;
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
  await api<MessageBody>('/api/v1/register', {
    method: 'POST',
    body: { email, password, password_confirmation: passwordConfirmation } satisfies RegisterRequest,
  });
}

/** Asks for the reset e-mail; the answer is the same whether or not the e-mail has an account. */
export async function sendPasswordReset(api: $Fetch, email: string): Promise<string> {
  const body = await api<MessageBody>('/api/v1/password/send_reset', {
    method: 'POST',
    body: { username: email } satisfies SendResetRequest,
  });
  return readAnswer(api, 'POST /api/v1/password/send_reset', MessageBody, body).message;
}

export async function resetPassword(
  api: $Fetch,
  secret: string,
  password: string,
  passwordConfirmation: string,
): Promise<string> {
  const body = await api<MessageBody>('/api/v1/password/reset', {
    method: 'POST',
    body: { secret, password, password_confirmation: passwordConfirmation } satisfies ResetPasswordRequest,
  });
  return readAnswer(api, 'POST /api/v1/password/reset', MessageBody, body).message;
}

export async function changePassword(
  api: $Fetch,
  current: string,
  password: string,
  passwordConfirmation: string,
): Promise<void> {
  await api('/api/v1/user/change_password', {
    method: 'PUT',
    body: {
      current_password: current,
      password,
      password_confirmation: passwordConfirmation,
    } satisfies ChangePasswordRequest,
  });
}

export async function updateName(api: $Fetch, name: string): Promise<User> {
  const body = await api<{ data: User }>('/api/v2/user', {
    method: 'PUT',
    body: { name } satisfies UpdateUserRequest,
  });
  return readAnswer(api, 'PUT /api/v2/user', Data(User), body).data;
}

/** `GET api/v1/clients/{clientId}/shops`: the themed shops the customer's client buys in (the account dashboard). */
export async function clientShops(api: $Fetch, clientId: number): Promise<ClientShop[]> {
  const body = await api<{ data: ClientShop[] }>(`/api/v1/clients/${clientId}/shops`);
  return readAnswer(api, 'GET /api/v1/clients/{clientId}/shops', Data(z.array(ClientShop)), body).data;
}
