import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { waitForFile } from '../../../scripts/lib/file-signal.ts';
import { run, startService, stop, waitForUrl } from '../../../scripts/lib/processes.ts';
import { SANDBOX_MAIN } from '@shop/sandbox-api';

/**
 * Starts a fresh sandbox API (its own SQLite file), builds the shop against it and serves the
 * build: the e2e suite drives the real server, never a dev server. Returns the teardown.
 */
/** The clients the shop never limits in the run (LIMITS_EXEMPT): this host. */
const LOOPBACK_CLIENTS = '127.0.0.0/8,::1';
/** The sandbox's per-client counts for the run: as many as it takes (its largest setting). */
const RUN_CLIENT_COUNT = 1_000_000;
const RUN_LIMITS = {
  registration: { perClient: RUN_CLIENT_COUNT },
  login: { perClient: RUN_CLIENT_COUNT },
  coupon: { perClient: RUN_CLIENT_COUNT },
  giftCard: { perClient: RUN_CLIENT_COUNT },
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  const shopPort = process.env.E2E_SHOP_PORT!;
  const sandboxPort = process.env.E2E_SANDBOX_PORT!;
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  // Both overridable so that two runs (two developers' agents) can share a checkout.
  const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
  const outDir = process.env.E2E_OUT_DIR ?? 'dist';
  const dbPath = `${dataDir}/sandbox.sqlite`;
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    SANDBOX_PORT: sandboxPort,
    SANDBOX_DB: dbPath,
    API_URL: sandboxUrl,
    PUBLIC_API_URL: sandboxUrl,
    SITE_URL: `http://localhost:${shopPort}`,
    // Links the sandbox writes into messages (password reset, order ratings) point at this shop.
    SANDBOX_SHOP_URL: `http://localhost:${shopPort}`,
    // A measurement id, so the consent tests can see when gtag.js would load (the tests stand in for Google).
    ANALYTICS_ID: 'G-E2ETEST000',
    // Every test's browser is this host: the shop's form limits would add them all up as one client.
    // A test of a limit names its client in X-Forwarded-For (the loopback is a trusted proxy).
    LIMITS_EXEMPT: LOOPBACK_CLIENTS,
    // The sandbox counts that one client too (the shop names it in X-Forwarded-For): the run's
    // registrations, logins, coupons and gift cards are many shoppers', not one attacker's.
    SANDBOX_LIMITS: JSON.stringify(RUN_LIMITS),
  };
  const sandbox = startService(process.execPath, [SANDBOX_MAIN], { env });
  await waitForUrl(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, 120_000);
  process.env.E2E_SANDBOX_URL = sandboxUrl;

  const built = await run(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir],
    { env },
  );
  if (built !== 0) {
    await stop(sandbox);
    throw new Error('The shop failed to build for the end-to-end tests.');
  }
  // `npm test` runs the type check once the build is done (scripts/test.ts): both write `.astro/`.
  if (process.env.E2E_BUILT_FILE) writeFileSync(process.env.E2E_BUILT_FILE, '');
  // The access log (a JSON line per request on stdout) goes to a file beside the sandbox's data;
  // errors (stderr) stay in the test output.
  mkdirSync(dataDir, { recursive: true });
  const accessLog = openSync(`${dataDir}/shop-access.log`, 'a');
  const shop = startService(process.execPath, [`${outDir}/server/entry.mjs`], {
    // The production configuration shoppers get (React's production build on the server).
    env: { ...env, NODE_ENV: 'production', PORT: shopPort, HOST: 'localhost' },
    stdio: ['ignore', accessLog, 'inherit'],
  });
  await waitForUrl(`http://localhost:${shopPort}/`, 30_000);
  const teardown = async () => {
    await Promise.all([stop(shop), stop(sandbox)]);
  };
  // `npm test` installs the browser (apt-get) while this builds: the tests wait for it, and the
  // workers, started after this, launch the path it names (playwright.config.ts).
  if (process.env.E2E_BROWSER_FILE) {
    const browser = await waitForFile(process.env.E2E_BROWSER_FILE);
    if (!browser) {
      await teardown();
      throw new Error('No Chromium for the end-to-end tests (see the message above).');
    }
    process.env.CHROMIUM_PATH = browser;
  }
  return teardown;
}
