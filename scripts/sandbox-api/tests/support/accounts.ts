import type { User } from '@shop/contract/account';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { SessionClient, TestSandbox } from '../../testing/helpers.ts';

// The account calls and fixtures the route tests share (accounts/, routes/auth, registration, account, addresses).

/** An e-mail the sandbox sent, as its outbox lists it. */
export interface OutboxMessage {
  channel: string;
  recipient: string;
  template: string;
  payload: { link: string; expires_at?: string; login_link?: string; reset_link?: string };
}

/** The e-mails the sandbox sent to `to`, oldest first. */
export const emailsTo = async (sandbox: TestSandbox, to: string): Promise<OutboxMessage[]> =>
  (
    await sandbox.json<{ data: OutboxMessage[] }>(
      `/__sandbox/outbox?channel=email&to=${encodeURIComponent(to)}`,
    )
  ).body.data;

/** The `secret` of an e-mailed link. */
export const secretOf = (message: OutboxMessage): string =>
  new URL(message.payload.link).searchParams.get('secret')!;

/** `POST /api/v1/auth/login` in `client`'s session (`extra`: the remember flag, a stray field). */
export const login = (client: SessionClient, email: string, password: string, extra: object = {}) =>
  client.json<{ data: User } & ApiErrorBody>('POST', '/api/v1/auth/login', { email, password, ...extra });

/** `GET /api/v1/user` in `client`'s session. */
export const currentUser = (client: SessionClient) =>
  client.json<{ data: User } & ApiErrorBody>('GET', '/api/v1/user');

/** A shipping address as a customer types it: Barcelona, a mobile written with +34, no province. */
export const HOME = {
  name: 'Ana',
  surname: 'Martín Pérez',
  street: 'Carrer de Mallorca',
  number: '120',
  floor: '2º 1ª',
  postal_code: '08036',
  city: 'Barcelona',
  phone: '+34 612 345 678',
};
