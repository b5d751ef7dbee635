import { AttemptLimiter, addressBlock } from '../../lib/forms/attempt-limiter';
import { currentRequest } from '../observability/request-context';

/** Failed guest order lookups one client (address, or IPv6 /64) may make in the window. */
export const GUEST_LOOKUP_CLIENT_MAX_FAILURES = 10;
export const GUEST_LOOKUP_CLIENT_WINDOW_MS = 15 * 60_000;
/** Clients remembered at most (about 1 MB): past it the longest quiet is forgotten first. */
export const GUEST_LOOKUP_MAX_CLIENTS = 10_000;

/**
 * The shop's own limit on guest order lookups, keyed by the client's address (never by session:
 * a client that drops its cookies is the same client), in front of the API's limits. It lives in
 * the memory of each server process: with several instances behind nginx a client gets this many
 * tries per instance, and the API's limits (per client, contact and order) are the shared ones.
 */
const failures = new AttemptLimiter({
  maxFailures: GUEST_LOOKUP_CLIENT_MAX_FAILURES,
  windowMs: GUEST_LOOKUP_CLIENT_WINDOW_MS,
  maxKeys: GUEST_LOOKUP_MAX_CLIENTS,
});

/** The current request's client, as the limit counts it. */
const clientKey = () => addressBlock(currentRequest()?.clientAddress ?? 'unknown');

/** Seconds before the current client may look an order up again; 0 when it may now. */
export function guestLookupWait(now: number = Date.now()): number {
  return failures.wait(clientKey(), now);
}

/** Counts a lookup of the current client that found nothing. */
export function guestLookupFailed(now: number = Date.now()): void {
  failures.fail(clientKey(), now);
}
