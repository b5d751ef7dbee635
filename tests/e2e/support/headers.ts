import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';

/** Cache-Control of a page that holds a shopper's data: kept by no cache. */
export const PRIVATE = 'private, no-store';

/** The headers every response carries, whatever produced it. */
export function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
  expect(scriptSrc, `script-src of ${response.url()}`).toContain("'self'");
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toContain('camera=()');
  // The e2e shop runs over plain http: no Strict-Transport-Security (a browser would keep it a year).
  expect(headers['strict-transport-security']).toBeUndefined();
  return headers;
}

/**
 * A GET that does not follow redirects: with a page's cookies (its browser's), or from a client of
 * its own (the test's `request`: no browser context where no shopper's cookies are needed).
 */
export async function getRaw(client: Page | APIRequestContext, path: string): Promise<APIResponse> {
  const request = 'request' in client ? client.request : client;
  return request.get(path, { maxRedirects: 0 });
}
