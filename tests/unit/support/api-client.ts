import { createApiClient } from '../../../src/api/client';

/**
 * A store's `api` option: the shop's client on the test's `fetch`, as a browser would build it
 * (an XSRF-TOKEN cookie already there, unless `cookies` say otherwise).
 */
export const clientOn =
  (fetch: typeof globalThis.fetch, cookies = 'XSRF-TOKEN=abc') =>
  async () =>
    createApiClient({ baseURL: 'http://api.test', fetch, readCookies: () => cookies });
