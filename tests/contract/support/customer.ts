import { inject } from 'vitest';
import { register } from '../../../src/api/auth.ts';
import { API_URL, shopper } from './shopper.ts';

/** Who the suite logs in as. */
export interface Credentials {
  email: string;
  password: string;
}

/** The outbox of a sandbox (its operator route, not the contract): what it would have e-mailed. */
type Outbox = { data: { template: string; payload: { link?: string } }[] };

/**
 * The one place the suite gets a customer. Against a server of the real API: a test account of
 * theirs, CONTRACT_EMAIL and CONTRACT_PASSWORD. Against the sandbox the suite started: a new
 * customer, registered through the shop's own call and, when the sandbox asks for it, confirmed by
 * following the link in its outbox (`/__sandbox/outbox`, which no real API has).
 */
export async function contractCustomer(): Promise<Credentials> {
  const { CONTRACT_EMAIL: email, CONTRACT_PASSWORD: password } = process.env;
  if (email && password) return { email, password };
  if (!inject('contractOwnSandbox'))
    throw new Error(`set CONTRACT_EMAIL and CONTRACT_PASSWORD to a test account of ${API_URL}`);
  const created = {
    email: `contrato-${process.pid}-${Date.now()}@example.com`,
    password: 'Contraseña-segura-1',
  };
  await register(shopper(), created.email, created.password, created.password);
  const query = new URLSearchParams({ channel: 'email', to: created.email });
  const outbox = (await (await fetch(`${API_URL}/__sandbox/outbox?${query}`)).json()) as Outbox;
  const confirmation = outbox.data.find((message) => message.template === 'registration_confirm');
  if (confirmation?.payload.link) {
    const link = new URL(confirmation.payload.link);
    await fetch(`${API_URL}${link.pathname}${link.search}`, { redirect: 'manual' });
  }
  return created;
}
