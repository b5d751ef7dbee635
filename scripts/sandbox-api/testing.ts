/**
 * The sandbox's Vitest fixtures (`@shop/sandbox-api/testing`): a sandbox per test file, clients
 * with a cookie jar, customers and orders made through its API, and the seed's money arithmetic.
 * Loads Vitest: Playwright tests take what they need from the front door (`@shop/sandbox-api`).
 */
export * from './testing/helpers.ts';
export * from './testing/order-helpers.ts';
export * from './testing/seed-facts.ts';
