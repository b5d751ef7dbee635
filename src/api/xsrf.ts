import { stringifySetCookie } from 'cookie';
import { SESSION_CLAIM_COOKIE, SESSION_CLAIM_HEADER } from '@shop/contract/session-claim';

/** How long the browser keeps its claim key: the first calls of one visit, with room to spare. */
const SESSION_CLAIM_COOKIE_SECONDS = 10 * 60;

/** Laravel Sanctum's CSRF cookie (readable by scripts) and the header that echoes it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Route that sets the XSRF-TOKEN cookie and the session cookie. */
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request with this method must carry the XSRF header (Sanctum: mutating verbs only). */
export function isMutating(method: string | undefined): boolean {
  return MUTATING_METHODS.has((method ?? 'GET').toUpperCase());
}

/** The raw (still URL-encoded) value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The header a request needs under the Sanctum rule: for POST/PUT/PATCH/DELETE the URL-decoded
 * XSRF-TOKEN cookie; null for reads, or when the cookie is missing (fetch it first).
 */
export function xsrfHeaderFor(
  method: string | undefined,
  cookieString: string,
): Record<string, string> | null {
  if (!isMutating(method)) return null;
  const raw = readCookie(cookieString, XSRF_COOKIE);
  if (!raw) return null;
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    // A malformed escape cannot have come from Laravel; send it as is and let the server judge.
    token = raw;
  }
  return { [XSRF_HEADER]: token };
}

/**
 * The header that names the browser's claim on its first session (contract SESSION_CLAIM_HEADER),
 * from the claim cookie; in a page without one yet, a new random key is kept in that cookie first,
 * so the shop's server forwards the same key with a form the page posts meanwhile. Null on the
 * server for a shopper whose browser sent none (without JavaScript nothing races).
 */
export function sessionClaimHeader(cookieString: string, page: boolean): Record<string, string> | null {
  let key = readCookie(cookieString, SESSION_CLAIM_COOKIE);
  if (!key && page) {
    // getRandomValues, not randomUUID: the latter exists only in secure contexts.
    key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    const secure = location.protocol === 'https:';
    const maxAge = SESSION_CLAIM_COOKIE_SECONDS;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports; `cookie` builds the value.
    document.cookie = stringifySetCookie({
      name: SESSION_CLAIM_COOKIE,
      value: key,
      path: '/',
      maxAge,
      sameSite: 'lax',
      secure,
    });
  }
  return key ? { [SESSION_CLAIM_HEADER]: key } : null;
}
