import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ContractBreach } from '../middleware/contract-check.ts';
import { prepareDatabase, type RunningSandbox, type SandboxOptions, startSandbox } from '../server.ts';

export interface TestSandbox {
  /** Base URL, set once beforeAll has run. */
  url: string;
  dir: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  json<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T; response: Response }>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Stops the sandbox and starts it again on the same database file (the port changes). */
  restart(): Promise<void>;
  /** The routes it serves, as Hono names them. */
  routes: RunningSandbox['routes'];
}

/** Where a process keeps its seeded databases: `globalThis`, which outlives a file's fresh modules. */
const SEEDED = Symbol.for('sandbox-api.testing.seeded-databases');
type SeededDatabases = { dir: string; bySize: Map<string, string> };

/**
 * Copies a seeded database to `dbPath`: seeding takes half a second of CPU (49 test files start a
 * sandbox each; issue 30: the suite's time), a copy a few milliseconds. The seed is the same for
 * the same sizes (it reads no clock), so each process seeds once per size, into a file of its own
 * that it removes when it exits, and every file's sandbox starts from a copy: a database of its own.
 */
function copySeededDatabase(dbPath: string, options: SandboxOptions): void {
  const g = globalThis as { [SEEDED]?: SeededDatabases };
  if (!g[SEEDED]) {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-seeded-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    g[SEEDED] = { dir, bySize: new Map() };
  }
  const seeded = g[SEEDED];
  const size = JSON.stringify([options.size, options.products, options.categories]);
  let source = seeded.bySize.get(size);
  if (!source) {
    source = join(seeded.dir, `${seeded.bySize.size}.sqlite`);
    // Closing checkpoints the write-ahead log into the file: the copy is the whole database.
    prepareDatabase({ ...options, dbPath: source, log: undefined }).db.close();
    seeded.bySize.set(size, source);
  }
  copyFileSync(source, dbPath);
}

/**
 * Starts a sandbox with its own temporary database for the tests of one file. Every answer it
 * sends is checked against the contract (src/contract/endpoints.ts): a test whose requests got one
 * the contract does not allow fails, whatever it asserted itself.
 */
export function withSandbox(options: SandboxOptions = {}): TestSandbox {
  let running: RunningSandbox;
  const breaches: ContractBreach[] = [];
  const sandbox: TestSandbox = {
    url: '',
    dir: '',
    routes: [],
    get: (path, init) => fetch(`${sandbox.url}${path}`, init),
    async json<T>(path: string, init?: RequestInit) {
      const response = await fetch(`${sandbox.url}${path}`, init);
      return { status: response.status, body: (await response.json()) as T, response };
    },
    post: (path, body, headers = {}) =>
      fetch(`${sandbox.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async restart() {
      await running.close();
      await start();
    },
  };
  const start = async () => {
    running = await startSandbox({
      port: 0,
      dbPath: join(sandbox.dir, 'sandbox.sqlite'),
      checkContract: (breach) => breaches.push(breach),
      ...options,
    });
    sandbox.url = running.url;
    sandbox.routes = running.routes;
  };
  beforeAll(async () => {
    sandbox.dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
    if (!options.dbPath) copySeededDatabase(join(sandbox.dir, 'sandbox.sqlite'), options);
    await start();
  });
  afterEach(() => {
    expect(breaches.splice(0), 'answers of the sandbox outside the contract').toEqual([]);
  });
  afterAll(async () => {
    await running?.close();
    rmSync(sandbox.dir, { recursive: true, force: true });
  });
  return sandbox;
}

export interface SessionClient {
  /** Starts the session: `GET /sanctum/csrf-cookie`, keeping its cookies. */
  start(): Promise<SessionClient>;
  /** A call with the session's cookies and, unless `xsrf: false`, its X-XSRF-TOKEN. */
  request(method: string, path: string, body?: unknown, options?: { xsrf?: boolean }): Promise<Response>;
  /** `request`, reading the JSON answer (null for a body-less one such as 204). */
  json<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T; response: Response }>;
  /** The cookies kept, by name (values as the server set them). */
  cookies: Map<string, string>;
}

/**
 * A browser-like client of one session: it keeps the cookies the sandbox sets and sends the
 * URL-decoded XSRF-TOKEN cookie back as X-XSRF-TOKEN, as the shop's API client does (Sanctum's SPA
 * flow). `forwardedFor` sends X-Forwarded-For as the shop would for its shopper's address.
 */
export function sessionClient(sandbox: TestSandbox, from: { forwardedFor?: string } = {}): SessionClient {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const client: SessionClient = {
    cookies,
    async start() {
      keep(await client.request('GET', '/sanctum/csrf-cookie'));
      return client;
    },
    async request(method, path, body, options = {}) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      // The tests run on the loopback, which the sandbox trusts as the shop: this names the client.
      if (from.forwardedFor) headers['X-Forwarded-For'] = from.forwardedFor;
      if (cookies.size > 0) {
        headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      const xsrf = cookies.get('XSRF-TOKEN');
      if (xsrf && options.xsrf !== false) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${sandbox.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      keep(response);
      return response;
    },
    async json<T>(method: string, path: string, body?: unknown) {
      const response = await client.request(method, path, body);
      const text = await response.text();
      return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T, response };
    },
  };
  return client;
}

/** The customer seeded in every sandbox (scripts/sandbox-api/seed/customers.ts). */
export const DEMO_LOGIN = { email: 'cliente@example.com', password: 'Mercado2026!' } as const;

/**
 * A session client logged in through `POST /api/v1/auth/login` (the demo customer unless told);
 * its cookies are the rotated ones the login set.
 */
export async function loginClient(
  sandbox: TestSandbox,
  credentials: { email: string; password: string } = DEMO_LOGIN,
): Promise<SessionClient> {
  const client = await sessionClient(sandbox).start();
  const response = await client.request('POST', '/api/v1/auth/login', credentials);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return client;
}

let registered = 0;

/** The newest link a template of the sandbox's outbox sent to `email`. */
export async function mailedLink(sandbox: TestSandbox, email: string, template: string): Promise<URL> {
  const query = new URLSearchParams({ channel: 'email', to: email });
  const { body } = await sandbox.json<{ data: { template: string; payload: { link?: string } }[] }>(
    `/__sandbox/outbox?${query}`,
  );
  const link = body.data.find((message) => message.template === template)?.payload.link;
  if (!link) throw new Error(`no ${template} e-mail to ${email}`);
  return new URL(link);
}

/**
 * Follows the confirmation link the sandbox e-mailed to a new account (on this sandbox's own
 * address: the link names the configured public one); returns where it sent the browser.
 */
export async function confirmEmail(sandbox: TestSandbox, email: string): Promise<string> {
  const link = await mailedLink(sandbox, email, 'registration_confirm');
  const response = await sandbox.get(`${link.pathname}${link.search}`, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`confirming ${email} answered ${response.status}`);
  return response.headers.get('location') ?? '';
}

/** A customer created by `registerClient`, with its logged-in client. */
export interface RegisteredCustomer {
  client: SessionClient;
  email: string;
  password: string;
  user: { id: number; name: string; email: string; client: { id: number }; logged_in: true };
}

/**
 * A session client of a new customer with an e-mail no other test uses unless one is given:
 * registered (`POST /api/v1/register`), confirmed through the e-mailed link, logged in.
 */
export async function registerClient(
  sandbox: TestSandbox,
  fields: { email?: string; password?: string; name?: string } = {},
): Promise<RegisteredCustomer> {
  registered += 1;
  const email = fields.email ?? `cliente-${process.pid}-${Date.now()}-${registered}@example.com`;
  const password = fields.password ?? 'Contraseña-segura-1';
  const client = await sessionClient(sandbox).start();
  const body = {
    email,
    password,
    password_confirmation: password,
    ...(fields.name ? { name: fields.name } : {}),
  };
  const response = await client.request('POST', '/api/v1/register', body);
  if (response.status !== 202)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  await confirmEmail(sandbox, email);
  const loggedIn = await client.request('POST', '/api/v1/auth/login', { email, password });
  if (loggedIn.status !== 200) throw new Error(`login failed: ${loggedIn.status} ${await loggedIn.text()}`);
  const { data: user } = (await loggedIn.json()) as { data: RegisteredCustomer['user'] };
  return { client, email, password, user };
}
