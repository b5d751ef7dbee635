import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { serve } from '@hono/node-server';
import { type AppOptions, createApp } from './app.ts';
import { loadCatalogIndex } from './catalog/store.ts';
import { DEFAULT_DB, DEFAULT_PORT, DEFAULT_SHOP_URL, resolveSize, type SizeName } from './config.ts';
import { deleteDatabase, openDatabase } from './db.ts';
import { trustedProxies } from './http/client-address.ts';
import { createSessionStore } from './http/sessions.ts';
import { defaultLimits, mergeLimits } from './limits.ts';
import { createPayableOrders } from './orders/payable.ts';
import { createOutbox } from './outbox/store.ts';
import { noFaults } from './middleware/faults.ts';
import { isSeeded, type SeedReport, seedDatabase } from './seed/index.ts';
import type { SandboxState } from './state.ts';

export interface SandboxOptions {
  /** Port on 127.0.0.1; 0 lets the OS pick a free one. Default 4322. */
  port?: number;
  /** SQLite file; generated images are cached in `images/` beside it. Default .data/sandbox.sqlite. */
  dbPath?: string;
  size?: SizeName;
  /** Explicit counts, over the named size. */
  products?: number;
  categories?: number;
  /** Delete the database (and cached images) first. */
  reset?: boolean;
  /** Base of image URLs in JSON; default http://localhost:{port}. */
  publicUrl?: string;
  /** Base of product `url`s (the shop); default http://localhost:4321. */
  shopUrl?: string;
  /**
   * Attempt limits over the defaults of limits.ts, as `PUT /__sandbox/limits` takes them (tests
   * shorten windows).
   */
  limits?: Record<string, unknown>;
  /**
   * Peers trusted to name the client in X-Forwarded-For, comma-separated addresses or CIDRs
   * (`SANDBOX_TRUSTED_PROXIES`); default the loopback, where the shop runs.
   */
  trustedProxies?: string;
  /** Log the seed's timing (the CLI does; tests do not). */
  log?: (line: string) => void;
  /** Check every answer against the contract (tests; `SANDBOX_CHECK_CONTRACT=1` for the CLI). */
  checkContract?: AppOptions['checkContract'];
}

export interface RunningSandbox {
  /** Where to reach it: http://127.0.0.1:{port}. */
  url: string;
  port: number;
  /** The routes it serves, as Hono names them (`/api/v2/catalog/products/:idOrPath`). */
  routes: { method: string; path: string }[];
  close(): Promise<void>;
}

/** Opens the database, deleting it first on `reset` and seeding it when empty. */
export function prepareDatabase(options: SandboxOptions): { db: DatabaseSync; seeded: SeedReport | null } {
  const dbPath = options.dbPath ?? DEFAULT_DB;
  if (options.reset) {
    deleteDatabase(dbPath);
    rmSync(join(dirname(dbPath), 'images'), { recursive: true, force: true });
  }
  const { db, rebuilt } = openDatabase(dbPath);
  if (rebuilt) {
    rmSync(join(dirname(dbPath), 'images'), { recursive: true, force: true });
    options.log?.(`sandbox: ${dbPath} was written by another schema version; rebuilt it.`);
  }
  const seeded = isSeeded(db)
    ? null
    : seedDatabase(db, resolveSize(options.size, options.products, options.categories));
  if (seeded) {
    options.log?.(
      `sandbox seeded ${seeded.products} products and ${seeded.categories} categories in ${Math.round(seeded.milliseconds)} ms`,
    );
  }
  return { db, seeded };
}

/** The state the routes share, over an opened and seeded database. */
export function createState(db: DatabaseSync, options: SandboxOptions = {}): SandboxState {
  const dbPath = options.dbPath ?? DEFAULT_DB;
  const urls = { api: '', shop: (options.shopUrl ?? DEFAULT_SHOP_URL).replace(/\/+$/, '') };
  const outbox = createOutbox(db);
  const startLimits = mergeLimits(defaultLimits(), options.limits ?? {});
  return {
    db,
    index: loadCatalogIndex(db),
    urls,
    faults: noFaults(),
    limits: startLimits,
    startLimits,
    trustedProxies: trustedProxies(options.trustedProxies),
    sessions: createSessionStore(db),
    outbox,
    payableOrders: createPayableOrders(db, outbox, urls),
    imagesDir: join(dirname(dbPath), 'images'),
  };
}

/** Starts the sandbox API on 127.0.0.1, seeding an empty database first. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const { db } = prepareDatabase(options);
  const state = createState(db, options);
  const app = createApp(state, { checkContract: options.checkContract });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve(
      { fetch: app.fetch, port: options.port ?? DEFAULT_PORT, hostname: '127.0.0.1' },
      () => resolve(listening),
    );
    listening.once('error', (error) => {
      db.close();
      reject(error);
    });
  });
  const port = (server.address() as AddressInfo).port;
  // Browsers load images from `localhost`: the same site as the shop on localhost:4321.
  state.urls.api = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    routes: app.routes
      .filter((route) => route.method !== 'ALL')
      .map(({ method, path }) => ({ method, path })),
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        // Keep-alive connections would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      return closing;
    },
  };
}
