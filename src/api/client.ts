import { type $Fetch, type FetchContext, type FetchOptions, type FetchRequest, ofetch } from 'ofetch';
import { API_TIMEOUT_MS } from '../lib/constants';
import { type ApiError, toApiError } from './api-error';
import { serializeQueryHook } from './query';
import { type ContractPolicy, withContractPolicy } from './read-answer';
import {
  CSRF_COOKIE_PATH,
  isMutating,
  readCookie,
  sessionClaimHeader,
  XSRF_COOKIE,
  xsrfHeaderFor,
} from './xsrf';

export { ApiError, type ApiErrorKind, type ApiFailure, toApiError } from './api-error';

export interface ApiClientOptions {
  /** API host, e.g. `http://localhost:4322`. */
  baseURL: string;
  /** Called with every failed call (not for `api.silent`); the browser feeds the toast store. */
  onError?: (error: ApiError) => void;
  /** Called when a call starts and when it settles, exactly once each (the loading bar). */
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
  /** The fetch to use; tests pass a fake. */
  fetch?: typeof globalThis.fetch;
  /** Reads the page's cookies; null where there is no page (SSR), which skips the XSRF rule. */
  readCookies?: () => string | null;
  /** Milliseconds before a call is abandoned as a timeout. */
  timeout?: number;
  /**
   * The session the page opened before this client's code came (cart-ahead.ts): its call, if one
   * was sent, which the client's first calls wait for instead of sending a second one (one session
   * call per page), and whether nothing has been saved into it yet (then, like no session at all,
   * it holds no cart or wishlist to read: `sessionless`).
   */
  sessionAhead?: { opening(): Promise<unknown> | null; empty(): boolean };
  /** How answers outside the contract are met (read-answer.ts); strict outside production builds. */
  contract?: ContractPolicy;
}

/**
 * The API client: an ofetch `$Fetch` that throws ApiError, plus `silent` for callers that report
 * errors themselves, and `sessionless`: true in a page whose browser holds no API session yet
 * (no XSRF cookie), or only the empty one the page opened ahead (`sessionAhead`), where the
 * shopper has no saved cart or wishlist to read; `openSession` opens one ahead of the call that
 * will need it.
 */
/** The API's answer to a write whose XSRF token does not match its session (Laravel's 419). */
const SESSION_EXPIRED = 419;

export type ApiClient = $Fetch & { silent: $Fetch; sessionless(): boolean; openSession(): Promise<unknown> };

function browserCookies(): string | null {
  return typeof document === 'undefined' ? null : document.cookie;
}

/**
 * Whether a failed call is a write the API refused for its session (419): a stale or foreign
 * XSRF cookie, one whose session has expired or that another site set. The API did nothing; the
 * session is renewed (the CSRF-cookie fetch, whatever cookie the page holds) and the call made
 * once more, so the shopper is never stuck with the old cookie until it expires.
 */
function staleSession(failure: ApiError, request: FetchRequest, opts?: FetchOptions<never>): boolean {
  return failure.status === SESSION_EXPIRED && request !== CSRF_COOKIE_PATH && isMutating(opts?.method);
}

/**
 * The hook that opens the session before a call and puts a write's XSRF header on it; `onWrite`
 * hears of every write.
 */
function xsrfHook(
  openSession: () => Promise<unknown>,
  readCookies: () => string | null,
  onWrite: () => void,
) {
  return async (context: FetchContext): Promise<void> => {
    const method = context.options.method;
    if (context.request === CSRF_COOKIE_PATH) return;
    await openSession();
    if (!isMutating(method)) return;
    onWrite();
    // Read again: the cookie fetch has just set it (or the server could not, and 419 will tell).
    const header = xsrfHeaderFor(method, readCookies() ?? '');
    if (!header) return;
    const headers = new Headers(context.options.headers);
    for (const [name, value] of Object.entries(header)) headers.set(name, value);
    context.options.headers = headers;
  };
}

/** What a wrapped call reports to, and how it renews a stale session. */
interface CallHooks {
  options: ApiClientOptions;
  renewSession(): Promise<unknown>;
  /** Failures go to `options.onError` (false: `api.silent`, whose caller reports them). */
  report: boolean;
}

/** A call that starts and ends the loading bar, retries once on a stale session, and throws ApiError. */
function wrap<F extends (request: FetchRequest, opts?: FetchOptions<never>) => Promise<unknown>>(
  call: F,
  { options, renewSession, report }: CallHooks,
): F {
  return (async (request: FetchRequest, opts?: FetchOptions<never>) => {
    options.onRequestStart?.();
    try {
      return await call(request, opts);
    } catch (error) {
      let failure = toApiError(error);
      if (staleSession(failure, request, opts)) {
        try {
          await renewSession();
          return await call(request, opts);
        } catch (again) {
          failure = toApiError(again);
        }
      }
      if (report) options.onError?.(failure);
      throw failure;
    } finally {
      options.onRequestEnd?.();
    }
  }) as F;
}

/** The ofetch client with every call wrapped, held to the contract's answers. */
function client(inner: $Fetch, hooks: CallHooks): $Fetch {
  const fetcher = wrap(inner, hooks) as $Fetch;
  fetcher.raw = wrap(inner.raw, hooks) as $Fetch['raw'];
  fetcher.native = inner.native;
  // A derived client is plain ofetch: it has none of the hooks above.
  fetcher.create = inner.create;
  return withContractPolicy(fetcher, hooks.options.contract ?? {});
}

/**
 * Creates an API client. It keeps no state beyond its own instance (the pending CSRF-cookie
 * fetch), so server code creates one per request or uses one without cookies.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const readCookies = options.readCookies ?? browserCookies;
  // One CSRF-cookie fetch serves every call that starts while it is in flight.
  let csrfCookie: Promise<unknown> | null = null;
  // Whether this client has written (a saved cart, a wished product): the session the page opened
  // ahead is no longer empty then.
  let wrote = false;

  /**
   * Opens the page's API session when it has none: one CSRF-cookie fetch serves every call that
   * starts meanwhile. Without it every call, reads included, would start a session of its own, and
   * the browser would keep whichever answer came last: a first visit's cart could land in a session
   * the next page no longer has. It names the browser's claim key, which a form posted meanwhile
   * carries too (contract/session.ts). On the server (no page cookies) there is nothing to open.
   */
  async function openSession(): Promise<unknown> {
    if (sessionless()) await options.sessionAhead?.opening();
    const cookies = readCookies();
    if (cookies === null || readCookie(cookies, XSRF_COOKIE) !== null) return;
    return fetchSession(cookies);
  }

  /** The CSRF-cookie fetch: the API sets both cookies, a new session for a browser it does not know. */
  function fetchSession(cookies: string): Promise<unknown> {
    const claim = sessionClaimHeader(cookies, !options.readCookies);
    csrfCookie ??= inner(CSRF_COOKIE_PATH, claim ? { headers: claim } : {}).finally(() => {
      csrfCookie = null;
    });
    return csrfCookie;
  }

  const inner = ofetch.create(
    {
      baseURL: options.baseURL,
      credentials: 'include',
      headers: { Accept: 'application/json' },
      timeout: options.timeout ?? API_TIMEOUT_MS,
      // The shopper sees failures at once through the toasts; a silent retry would only delay them.
      retry: 0,
      onRequest: [
        serializeQueryHook,
        xsrfHook(openSession, readCookies, () => {
          wrote = true;
        }),
      ],
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  const renewSession = () => fetchSession(readCookies() ?? '');
  const sessionless = () => {
    const cookies = readCookies();
    if (cookies === null) return false;
    if (readCookie(cookies, XSRF_COOKIE) === null) return true;
    return !wrote && (options.sessionAhead?.empty() ?? false);
  };
  return Object.assign(client(inner, { options, renewSession, report: true }), {
    silent: client(inner, { options, renewSession, report: false }),
    sessionless,
    openSession,
  });
}
