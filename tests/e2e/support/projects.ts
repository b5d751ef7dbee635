/**
 * The Playwright projects of the suite (playwright.config.ts). The sandbox's faults (maintenance,
 * forced statuses, latency) are process-wide: a test that switches them would break whatever test
 * another worker runs at the same time. So those tests live in tests/e2e/api-faults/ and run in a
 * project of their own, alone, after every other test has finished; the rest run in parallel.
 */
export const SHOP_PROJECT = 'shop';
export const FAULTS_PROJECT = 'api-faults';
/** Where the fault-switching tests live, relative to tests/e2e. */
export const FAULTS_DIR = 'api-faults';
