import type { ApiClient } from '../api/client';

/**
 * The islands' API client (public-api.ts, with ofetch and the query-string library), loaded with
 * the first call a store makes: a page only read or touched never downloads it, nor the contract's
 * schemas the calls read (src/islands/README.md, "JavaScript budgets").
 */
export function loadBrowserApi(): Promise<ApiClient> {
  return import('./public-api').then((module) => module.browserApi);
}
