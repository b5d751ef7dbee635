/**
 * The Playwright projects of the suite (playwright.config.ts). The sandbox's faults (maintenance,
 * forced statuses, latency) and its attempt limits and counts are process-wide: a test that
 * switches them would break whatever test another worker runs at the same time. So those tests live in tests/e2e/api-faults/ and run in a
 * project of their own, alone, after every other test has finished; the rest run in parallel.
 *
 * The tests that send thousands of requests (tagged BULK_TAG) form the bulk project: they start
 * first, one at a time, while the other worker runs the shop project's browser tests. Each keeps
 * the shop's server busy on its own, so two of them at once would only wait on each other, and
 * the longest tests starting first keeps one of them from finishing the run alone at the end.
 */
export const BULK_PROJECT = 'bulk';
export const BULK_TAG = '@bulk';
export const SHOP_PROJECT = 'shop';
export const FAULTS_PROJECT = 'api-faults';
/** Where the fault-switching tests live, relative to tests/e2e. */
export const FAULTS_DIR = 'api-faults';
