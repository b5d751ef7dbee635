import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium.ts';

// The suite runs against the built server and a sandbox API on their own ports, both started by
// global-setup.ts. `npm test` picks free ports; a bare `npx playwright test` uses these.
process.env.E2E_SHOP_PORT ??= '4331';
process.env.E2E_SANDBOX_PORT ??= '4332';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One worker: tests switch sandbox faults (maintenance, forced statuses) that are process-wide.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${process.env.E2E_SHOP_PORT}`,
    locale: 'es-ES',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
