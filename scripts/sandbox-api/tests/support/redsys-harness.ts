import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { openDatabase } from '../../db.ts';
import type { AppEnv } from '../../http/env.ts';
import { errorResponse, HttpError } from '../../http/errors.ts';
import { issueSessionCookies } from '../../http/session-cookies.ts';
import { createSessionStore } from '../../http/sessions.ts';
import { type ContractBreach, contractCheck } from '../../middleware/contract-check.ts';
import { cors } from '../../middleware/cors.ts';
import { csrf } from '../../middleware/csrf.ts';
import type { PayableOrders, PaymentOutcome } from '../../payment/payable.ts';
import { chargeRoutes } from '../../routes/charges.ts';
import { paymentRoutes } from '../../routes/payment.ts';
import { redsysPageRoutes } from '../../routes/redsys-pages.ts';
import type { SessionClient, TestSandbox } from '../../testing/helpers.ts';

/** Orders in memory, behind the payment seam: what the orders code does, minus its tables. */
export interface FakeOrders extends PayableOrders {
  add(owner: string, totalCents: number, status?: string): number;
  status(orderId: number): string | undefined;
  outcomes: { orderId: number; outcome: PaymentOutcome }[];
}

export function fakeOrders(): FakeOrders {
  const orders = new Map<number, { owner: string; totalCents: number; status: string }>();
  const outcomes: FakeOrders['outcomes'] = [];
  let next = 1000;
  return {
    outcomes,
    add(owner, totalCents, status = 'pending_payment') {
      next += 1;
      orders.set(next, { owner, totalCents, status });
      return next;
    },
    status: (orderId) => orders.get(orderId)?.status,
    payable(payer, orderId) {
      const order = orders.get(orderId);
      return order && order.owner === payer.owner
        ? { id: orderId, totalCents: order.totalCents, status: order.status }
        : null;
    },
    settle(orderId, outcome) {
      outcomes.push({ orderId, outcome });
      const order = orders.get(orderId);
      if (order && outcome.authorised && order.status === 'pending_payment') order.status = 'paid';
    },
  };
}

export interface RedsysApp extends TestSandbox {
  orders: FakeOrders;
  db: DatabaseSync;
}

/**
 * The payment and Redsys routes on a bare Hono app with the sandbox's own CORS, contract check and
 * CSRF middleware and a Sanctum cookie route, over a fresh SQLite file, served on a free port.
 * Orders are fake. `close()` fails when an answer broke the contract.
 */
export async function startRedsysApp(): Promise<RedsysApp & { close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'redsys-test-'));
  const { db } = openDatabase(join(dir, 'sandbox.sqlite'));
  const sessions = createSessionStore(db);
  const orders = fakeOrders();
  const urls = { api: '', shop: 'http://localhost:4321' };
  const app = new Hono<AppEnv>();
  const shops = new Set<string>(['https://tienda.example']);
  const breaches: ContractBreach[] = [];
  app.use('*', cors(shops));
  app.use(
    '*',
    contractCheck((breach) => breaches.push(breach)),
  );
  app.use('*', csrf(sessions));
  app.get('/sanctum/csrf-cookie', (c) => {
    issueSessionCookies(c, sessions.create());
    return c.body(null, 204);
  });
  paymentRoutes(app, { db, sessions, urls }, orders, shops);
  redsysPageRoutes(app, { db, urls }, shops);
  chargeRoutes(app, { db });
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error.status, error.message, error.errors);
    throw error;
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  urls.api = url;
  return {
    url,
    dir,
    db,
    orders,
    get: (path, init) => fetch(`${url}${path}`, init),
    async json<T>(path: string, init?: RequestInit) {
      const response = await fetch(`${url}${path}`, init);
      return { status: response.status, body: (await response.json()) as T, response };
    },
    post: (path, body, headers = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    restart: () => Promise.reject(new Error('not supported')),
    routes: app.routes.filter((route) => route.method !== 'ALL'),
    async close() {
      await new Promise<void>((done) => {
        server.close(() => {
          db.close();
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      expect(breaches, 'answers outside the contract').toEqual([]);
    },
  };
}

/** The owner string the sandbox gives the session of a client (a guest). */
export function ownerOf(client: SessionClient): string {
  return `session:${client.cookies.get('sandbox_session')}`;
}

/** A form post, as a browser submits one (no cookies, no XSRF header), without following redirects. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** The value of a hidden input in a page. */
export function hiddenValue(html: string, name: string): string | undefined {
  return new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
}

/** The action of the page's form with this id. */
export function formAction(html: string, id: string): string | undefined {
  return new RegExp(`<form id="${id}" method="post" action="([^"]*)"`)
    .exec(html)?.[1]
    ?.replaceAll('&amp;', '&');
}
