import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { currentRequest } from '../observability/request-context';
import { addressBlock } from './address-block';
import type { FormLimit } from './form-limits';
import { isExempt, limiterFor } from './limit-store';

/** One attempt at a limited form: which limit, and what it names (an e-mail, a code, an order number). */
export interface Attempt {
  limit: FormLimit;
  target: string;
}

/** The current request's client address (client-address.ts), 'unknown' outside a request. */
const currentAddress = (): string => currentRequest()?.clientAddress ?? 'unknown';

/** A target's key: a digest, so the store never holds shoppers' e-mails, phones or secrets. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The two counters an attempt goes against: the client's, then the target's (per client when the limit says). */
function countersOf({ limit, target }: Attempt, client: string) {
  const targetKey = limit.targetPerClient ? `${client} ${target}` : target.trim().toLowerCase();
  return [
    { limiter: limiterFor(`${limit.name}:client`, limit.perClient), key: client },
    { limiter: limiterFor(`${limit.name}:target`, limit.perTarget), key: digest(targetKey) },
  ];
}

/**
 * Counts an attempt of the client at `address` (by default the current request's) against both of its limits, the
 * client's first: a client over its own limit adds nothing to any target's. Seconds to wait (for
 * Retry-After, at least 1) when either refuses it, 0 when it may go on. A store that fails without
 * an answer (never with the memory store, nor with Redis's memory insurance) lets it go on, and an
 * exempt client (LIMITS_EXEMPT) is never counted.
 */
export async function takeAttempt(attempt: Attempt, address: string = currentAddress()): Promise<number> {
  if (isExempt(address)) return 0;
  for (const { limiter, key } of countersOf(attempt, addressBlock(address))) {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      console.error(
        `The ${attempt.limit.name} limit could not count an attempt; it is let through:`,
        refusal,
      );
    }
  }
  return 0;
}

/** Gives an attempt back (a right secret): only failures add up to a form's limit. */
export async function giveBack(attempt: Attempt, address: string = currentAddress()): Promise<void> {
  if (isExempt(address)) return;
  await Promise.all(
    countersOf(attempt, addressBlock(address)).map(({ limiter, key }) =>
      limiter
        .reward(key)
        .catch((error: unknown) => console.error('A limit could not give an attempt back:', error)),
    ),
  );
}
