import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What the server learns about one request while answering it, for its log line and metrics. */
export interface RequestContext {
  /** The request id: echoed as X-Request-Id and sent on to the API. */
  id: string;
  /** The route that answered (`/[slug]`), set by the middleware; unset for static files. */
  route?: string;
  /**
   * The shopper's address (client-address.ts, from the socket and the trusted proxies' header):
   * sent on to the API with every call made for the shopper, and the key of the shop's own limits.
   */
  clientAddress?: string;
}

// Per request, never in module scope: each request runs inside its own store.
const requests = new AsyncLocalStorage<RequestContext>();

/** A proxy's request id is kept when it looks like one (so logs join up); else a new one. */
const INCOMING_ID = /^[\w.:-]{8,128}$/;

/** The id for a request: the one a proxy sent in X-Request-Id, if well formed, or a fresh UUID. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** Runs `answer` with `context` as the current request (for the API client and the middleware). */
export function withRequestContext<T>(context: RequestContext, answer: () => T): T {
  return requests.run(context, answer);
}

/** The request being answered, or undefined outside one (the build, a timer). */
export function currentRequest(): RequestContext | undefined {
  return requests.getStore();
}
