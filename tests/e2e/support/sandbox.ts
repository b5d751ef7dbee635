import { DatabaseSync } from 'node:sqlite';
import { test } from '@playwright/test';
import { FAULTS_DIR, FAULTS_PROJECT } from './projects';

/** Fault injection in the sandbox API (see scripts/sandbox-api/README.md). */
export interface Faults {
  latencyMs?: number;
  maintenance?: boolean;
  routes?: {
    pattern: string;
    method?: string;
    status?: number;
    body?: Record<string, unknown>;
    drop?: boolean;
    times?: number;
  }[];
}

export function sandboxUrl(path: string): string {
  return `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT}${path}`;
}

/**
 * Switches faults on in the sandbox (for every request, from every test). Only the tests of the
 * fault project may: they run alone, so a fault never reaches a test of another worker.
 */
export async function setFaults(faults: Faults): Promise<void> {
  const { project } = test.info();
  if (project.name !== FAULTS_PROJECT)
    throw new Error(
      `Sandbox faults are process-wide: switch them only from tests/e2e/${FAULTS_DIR}/ (project '${FAULTS_PROJECT}'), which runs alone; this test runs in '${project.name}'.`,
    );
  const response = await fetch(sandboxUrl('/__sandbox/faults'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`Could not set sandbox faults: ${response.status}`);
}

/** Puts the sandbox back to normal. */
export async function clearFaults(): Promise<void> {
  await fetch(sandboxUrl('/__sandbox/faults'), { method: 'DELETE' });
}

/** Reads JSON from the sandbox API directly, as the shop's server would. */
export async function sandboxGet<T>(path: string): Promise<T> {
  const response = await fetch(sandboxUrl(path), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The subcategories of a category, as the API lists them (the category's own read, a call of §7). */
export async function categoryChildren(id: number): Promise<{ id: number; slug: string }[]> {
  return (
    await sandboxGet<{ data: { childs: { id: number; slug: string }[] } }>(`/api/v2/catalog/categories/${id}`)
  ).data.childs;
}

/** Sends a request to the sandbox's operator routes (order status, …). */
export async function sandboxSend(
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
  body: unknown,
): Promise<void> {
  const response = await fetch(sandboxUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}

export interface OutboxMessage {
  channel: 'email' | 'whatsapp';
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
}

/** What the sandbox would have sent by e-mail or WhatsApp, newest first. */
export async function outbox(channel: OutboxMessage['channel'], to?: string): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ channel, ...(to ? { to } : {}) });
  return (await sandboxGet<{ data: OutboxMessage[] }>(`/__sandbox/outbox?${query}`)).data;
}

/** Every charge attempt the Redsys simulator recorded for an order. */
export async function charges(
  orderId: number,
): Promise<{ authorised: boolean | number; ds_response: string }[]> {
  return (
    await sandboxGet<{ data: { authorised: boolean | number; ds_response: string }[] }>(
      `/__sandbox/charges?order_id=${orderId}`,
    )
  ).data;
}

/** A gift-card request as the sandbox stores it: its owner (`session:{id}` or `user:{id}`) and the 9 digits. */
export interface GiftCardRequest {
  owner: string;
  mobile: string;
}

/**
 * The gift-card requests the sandbox recorded for a mobile (its 9 digits). The API has no call that
 * lists them and the sandbox no operator route, so this reads its database (read-only), in the
 * table its README documents: `gift_card_requests`. The file is where global-setup.ts puts it.
 */
export function giftCardRequests(mobile: string): GiftCardRequest[] {
  const db = new DatabaseSync(`${process.env.E2E_DATA_DIR ?? '.data/e2e'}/sandbox.sqlite`, {
    readOnly: true,
  });
  try {
    return db
      .prepare('SELECT owner, mobile FROM gift_card_requests WHERE mobile = ? ORDER BY id')
      .all(mobile)
      .map((row) => ({ owner: String(row.owner), mobile: String(row.mobile) }));
  } finally {
    db.close();
  }
}
