// The shop's API client (src/api/client.ts) in front of a real sandbox, with a browser's cookie
// jar: the tests of src/api call the shop's own functions, and the sandbox, which refuses any call
// spec §7 does not have (its contract gate), proves each is made as written.
import { createApiClient, type ApiClient } from '../../../../../src/api/client';

export { withSandbox, type TestSandbox } from '@shop/sandbox-api/testing';

/** One call as it left the client. */
export interface SentCall {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Headers;
}

export interface ShopClient {
  api: ApiClient;
  /** Every call made, the CSRF-cookie fetch included. */
  sent: SentCall[];
  cookies: Map<string, string>;
  /** The most calls that were in flight at once. */
  peak: () => number;
}

/** A browser-like client of the sandbox at `baseURL`: it keeps cookies and sends the XSRF header. */
export function shopClient(baseURL: string): ShopClient {
  const cookies = new Map<string, string>();
  const sent: SentCall[] = [];
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (cookies.size > 0) headers.set('cookie', cookieHeader());
    const url = new URL(request.url);
    sent.push({ method: request.method, url: `${url.pathname}${url.search}`, headers });
    const response = await globalThis.fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const api = createApiClient({ baseURL, fetch, readCookies: cookieHeader });
  return { api, sent, cookies, peak: () => 0 };
}

/**
 * A client like the shop's server reads (src/server/data/server-api.ts): no cookie jar, no CSRF
 * flow; whatever headers a call sets (the tree's visit, its Cookie) go out as they are.
 */
export function serverClient(baseURL: string): ShopClient {
  const sent: SentCall[] = [];
  let inFlight = 0;
  let peak = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: new Headers(request.headers),
    });
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    try {
      return await globalThis.fetch(request);
    } finally {
      inFlight -= 1;
    }
  };
  const api = createApiClient({ baseURL, fetch, readCookies: () => null });
  return { api, sent, cookies: new Map(), peak: () => peak };
}
