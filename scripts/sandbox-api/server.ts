import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadCategoryIndex } from './catalogue.ts';
import type { Sandbox } from './context.ts';
import { isSeeded, openDatabase } from './db.ts';
import { noFaults } from './faults.ts';
import { SEED_SIZES, type SeedSize, seedCatalogue } from './seed/seed.ts';

export interface SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  dbPath?: string;
  size?: keyof typeof SEED_SIZES;
  products?: number;
  categories?: number;
  /** Delete the database first. */
  reset?: boolean;
  /** Origin of the shop, for the `url` of products. */
  shopUrl?: string;
  quiet?: boolean;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_DB_PATH = '.data/sandbox.sqlite';

/** The seed size from options: a named size, overridden per count. */
export function seedSize(options: Pick<SandboxOptions, 'size' | 'products' | 'categories'>): SeedSize {
  const base = SEED_SIZES[options.size ?? 'default'];
  return { products: options.products ?? base.products, categories: options.categories ?? base.categories };
}

/** Opens (seeding when empty) the database and seeds it; returns it with what seeding did. */
export function prepareDatabase(options: SandboxOptions) {
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  if (options.reset) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
    rmSync(join(dirname(dbPath), 'images'), { recursive: true, force: true });
  }
  const db = openDatabase(dbPath);
  const seeded = isSeeded(db) ? undefined : seedCatalogue(db, seedSize(options));
  return { db, dbPath, seeded };
}

/** Starts the sandbox API on 127.0.0.1 (seeding an empty database first). */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const { db, dbPath, seeded } = prepareDatabase(options);
  if (seeded && !options.quiet) console.log(`sandbox seeded ${seeded.products} products and ${seeded.categories} categories in ${seeded.ms} ms`);
  const sandbox: Sandbox = {
    db,
    index: loadCategoryIndex(db),
    urls: { api: '', shop: options.shopUrl ?? process.env.SANDBOX_SHOP_URL ?? 'http://localhost:4321' },
    faults: noFaults(),
  };
  const app = createApp(sandbox, join(dirname(dbPath), 'images'));
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 4322, hostname: '127.0.0.1' }, () => resolve(started));
    started.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  // Browsers reach it as localhost: same site as a shop on localhost, so its cookies are first-party.
  sandbox.urls.api = process.env.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
