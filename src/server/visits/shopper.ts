import { API_URL } from 'astro:env/server';
import { parseCookie, parseSetCookie, stringifyCookie } from 'cookie';
import { type ApiClient, createApiClient } from '../../api/client';
import { observedFetch } from '../observability/api-calls';
import { SERVER_CONTRACT_POLICY } from '../observability/contract-log';
import { currentRequest } from '../observability/request-context';
import { servedCookie } from '../http/site';

/** The API as one shopper, from the server, plus the cookies the API set for them on the way. */
export interface ShopperApi {
  api: ApiClient;
  /** Set-Cookie headers the API sent (a new session, a fresh XSRF token), to pass on to the browser (`Secure` on https). */
  setCookies(): string[];
}

/** A cookie name as RFC 6265 allows it (a token); anything else cannot be sent on. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The browser's cookies to send on to the API. A malformed one (`a b=1`, an empty name) was never
 * set by the API and is dropped, so it can never turn a shopper's page into an error.
 */
export function forwardableCookies(header: string | null): Record<string, string | undefined> {
  const cookies: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(parseCookie(header ?? '')))
    if (COOKIE_NAME.test(name)) cookies[name] = value;
  return cookies;
}

/**
 * The header that names the shopper's address to the API (the sandbox's README, "The client's
 * address"): one address, the client as the shop determined it (observe.ts, TRUSTED_PROXIES). It
 * replaces whatever the shopper sent: the shop's own client sends no headers of the shopper's.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Forwarded-For';

/**
 * The API client for a shopper's own request on the server (the no-JavaScript cart forms): it
 * forwards the shopper's cookies and address, keeps the cookies the API sets during the request
 * (Sanctum's CSRF cookie first, then the XSRF header from it), and hands them back for the
 * response. Created per request and dropped with it: nothing of one shopper outlives their request.
 */
export function shopperApi(request: Request): ShopperApi {
  const jar = forwardableCookies(request.headers.get('cookie'));
  const received: string[] = [];
  const observed = observedFetch();
  // Read once, inside the request: the API limits its guest lookups and reset e-mails per client.
  const client = currentRequest()?.clientAddress;
  const forwarding: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', stringifyCookie(jar));
    if (client) headers.set(CLIENT_ADDRESS_HEADER, client);
    const response = await observed(input, { ...init, headers });
    for (const raw of response.headers.getSetCookie()) {
      received.push(raw);
      const { name, value } = parseSetCookie(raw);
      jar[name] = value;
    }
    return response;
  };
  const api = createApiClient({
    baseURL: API_URL,
    fetch: forwarding,
    readCookies: () => stringifyCookie(jar),
    contract: SERVER_CONTRACT_POLICY,
  });
  return { api, setCookies: () => received.map(servedCookie) };
}
