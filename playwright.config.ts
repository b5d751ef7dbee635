import { defineConfig, devices } from '@playwright/test';
import { endToEndChromiumPath } from './scripts/lib/chromium.ts';
import {
  BULK_PROJECT,
  BULK_TAG,
  FAULTS_DIR,
  FAULTS_PROJECT,
  SHOP_PROJECT,
} from './tests/e2e/support/projects.ts';

// The suite runs against the built server and a sandbox API on their own ports, both started by
// global-setup.ts. `npm test` picks free ports; a bare `npx playwright test` uses these.
process.env.E2E_SHOP_PORT ??= '4331';
process.env.E2E_SANDBOX_PORT ??= '4332';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Two workers (the machines have two cores), every test of the shop project in parallel with
  // any other: each test has its own browser context and its own shopper (a unique e-mail, a
  // session of its own). Tests that switch the sandbox's process-wide faults are the exception:
  // see the projects below.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A guard against a hung test, not a performance budget: on a loaded 2-core machine (other
  // checkouts running their suites) a whole purchase beside another worker's test took up to 33 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${process.env.E2E_SHOP_PORT}`,
    locale: 'es-ES',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: endToEndChromiumPath(),
      // Playwright passes its own switches already (no sandbox, no background networking, component
      // updates, sync or first-run screens, no /dev/shm). Only switches that cut the browser's CPU
      // are added here, each measured (issue 30: Chromium's CPU while
      // tests/e2e/quality and tests/e2e/checkout run, one worker; README, "Toolchain notes").
      args: [
        // Software compositing rather than the GPU process emulating GL: 5–9 % less CPU (one run).
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      // The two tests of 10,000 requests: first in the queue (the longest tests start first), and
      // one at a time (both wait on the shop's server), beside the shop project's tests.
      name: BULK_PROJECT,
      grep: new RegExp(BULK_TAG),
      testIgnore: `${FAULTS_DIR}/**`,
      use: { ...devices['Desktop Chrome'], channel: undefined },
      workers: 1,
      teardown: FAULTS_PROJECT,
    },
    {
      name: SHOP_PROJECT,
      grepInvert: new RegExp(BULK_TAG),
      testIgnore: `${FAULTS_DIR}/**`,
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // Playwright's "teardown" runs the fault project after every test of this project and of the
      // bulk one has finished, whether they passed or not (a dependency would be skipped after a
      // failure).
      teardown: FAULTS_PROJECT,
    },
    {
      // Tests that switch the sandbox's faults (maintenance, forced statuses, latency): those hit
      // every request of every test, so this project runs alone (after the others), in one worker,
      // one test at a time. setFaults() refuses to run in any other project.
      name: FAULTS_PROJECT,
      testMatch: `${FAULTS_DIR}/**/*.e2e.ts`,
      use: { ...devices['Desktop Chrome'], channel: undefined },
      fullyParallel: false,
      workers: 1,
    },
  ],
});
