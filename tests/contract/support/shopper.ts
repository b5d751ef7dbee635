import { parseSetCookie } from 'cookie';
import { inject } from 'vitest';
import { type ApiClient, createApiClient } from '../../../src/api/client.ts';

/** The API the suite walks: CONTRACT_API_URL, or the sandbox the global setup started. */
export const API_URL = inject('contractApiUrl');

/** The platform's product code of the age check (`/store-front/api/{product}/greater-18`), as the shop's API_PRODUCT. */
export const API_PRODUCT = process.env.CONTRACT_API_PRODUCT ?? 'mercado';

/**
 * One shopper: the shop's own API client, as a browser would use it (Sanctum's cookies and the
 * X-XSRF-TOKEN header from them), with a cookie jar of its own. Answers are read strictly: one
 * outside the contract fails the test with the endpoint and the path of the bad field.
 */
export function shopper(): ApiClient {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', cookieHeader());
    const response = await globalThis.fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      // Kept as sent (still URL-encoded), as a browser keeps them: the client decodes XSRF-TOKEN itself.
      const { name, value, maxAge, expires } = parseSetCookie(line, { decode: (raw) => raw });
      const expired = maxAge !== undefined ? maxAge <= 0 : (expires?.getTime() ?? Infinity) < Date.now();
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return createApiClient({ baseURL: API_URL, fetch, readCookies: cookieHeader, contract: { strict: true } });
}
