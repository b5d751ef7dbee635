#!/usr/bin/env node
// `npm run sandbox`: the local commerce API (see README.md). `npm run sandbox:reset`: delete and
// re-seed its database, then exit.
import { parseArgs } from 'node:util';
import { DEFAULT_DB, DEFAULT_PORT, DEFAULT_SHOP_URL, envNumber, isSizeName } from './config.ts';
import { prepareDatabase, type SandboxOptions, startSandbox } from './server.ts';

function fail(message: string): never {
  console.error(`sandbox: ${message}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    size: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'reset-only': { type: 'boolean', default: false },
  },
});

const size = values.size ?? process.env.SANDBOX_SIZE ?? 'default';
if (!isSizeName(size)) fail(`unknown size '${size}': use default or bench.`);
const portText = values.port ?? process.env.SANDBOX_PORT ?? String(DEFAULT_PORT);
if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65_535) fail(`invalid port '${portText}'.`);

let options: SandboxOptions;
try {
  options = {
    port: Number(portText),
    dbPath: process.env.SANDBOX_DB || DEFAULT_DB,
    size,
    products: envNumber('SANDBOX_PRODUCTS'),
    categories: envNumber('SANDBOX_CATEGORIES'),
    publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
    shopUrl: process.env.SANDBOX_SHOP_URL || DEFAULT_SHOP_URL,
    trustedProxies: process.env.SANDBOX_TRUSTED_PROXIES || undefined,
    // Attempt limits over the defaults, as `PUT /__sandbox/limits` takes them (JSON).
    limits: process.env.SANDBOX_LIMITS
      ? (JSON.parse(process.env.SANDBOX_LIMITS) as Record<string, unknown>)
      : undefined,
    reset: values.reset || values['reset-only'],
    log: (line) => console.log(line),
    checkContract:
      process.env.SANDBOX_CHECK_CONTRACT === '1'
        ? (breach) => console.error(`sandbox: answer outside the contract: ${JSON.stringify(breach)}`)
        : undefined,
  };
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (values['reset-only']) {
  prepareDatabase(options).db.close();
  console.log(`sandbox database ${options.dbPath} re-seeded.`);
} else {
  const sandbox = await startSandbox(options).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
  console.log(`sandbox API listening on http://127.0.0.1:${sandbox.port}`);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
    // A second signal, or a close that hangs, still ends the process.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
