import type { $Fetch } from 'ofetch';
import type {
  ChangePasswordRequest,
  ClientShop,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SendResetRequest,
  UpdateUserRequest,
  User,
} from '../contract/account';
import type { MessageBody } from '../contract/errors';
import type { Data } from '../contract/paginated';

/** Spec §7 "Authentication and account". The client fetches `/sanctum/csrf-cookie` before the first mutating call. */

export async function logIn(api: $Fetch, email: string, password: string, remember = false): Promise<User> {
  const body = await api<{ data: User }>('/api/v1/auth/login', {
    method: 'POST',
    body: { email, password, remember } satisfies LoginRequest,
  });
  return body.data;
}

export async function logOut(api: $Fetch): Promise<void> {
  await api('/api/v1/auth/logout');
}

/** `GET /api/v1/user`: the customer, or an `Unauthenticated.` 401 for a guest. */
export async function currentUser(api: $Fetch): Promise<User> {
  const body = await api<{ data: User }>('/api/v1/user');
  return body.data;
}

/**
 * Creates the account and logs it in: the new customer. Null when the API answered that it sent an
 * e-mail to continue instead (202 `{message}`): what it says when the e-mail already has an
 * account, so the form never tells whether it has.
 */
export async function register(
  api: $Fetch,
  email: string,
  password: string,
  passwordConfirmation: string,
): Promise<User | null> {
  const body = await api<Data<User> | MessageBody>('/api/v1/register', {
    method: 'POST',
    body: { email, password, password_confirmation: passwordConfirmation } satisfies RegisterRequest,
  });
  return 'data' in body ? body.data : null;
}

/** Asks for the reset e-mail; the answer is the same whether or not the e-mail has an account. */
export async function sendPasswordReset(api: $Fetch, email: string): Promise<string> {
  const body = await api<MessageBody>('/api/v1/password/send_reset', {
    method: 'POST',
    body: { username: email } satisfies SendResetRequest,
  });
  return body.message;
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
  return body.message;
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
  return body.data;
}

/** `GET api/v1/clients/{clientId}/shops`: the themed shops the customer's client buys in (the account dashboard). */
export async function clientShops(api: $Fetch, clientId: number): Promise<ClientShop[]> {
  const body = await api<{ data: ClientShop[] }>(`/api/v1/clients/${clientId}/shops`);
  return body.data;
}
