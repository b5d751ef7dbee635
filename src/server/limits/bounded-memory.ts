import { LRUCache } from 'lru-cache';
import { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';

/**
 * The most keys (clients or targets) one limiter counts in a process's memory. Keys come from
 * clients (an IPv6 /48 alone holds 65,536 /64s), so the table is bounded: past it the key counted
 * least recently is forgotten first. A sprayer only makes old counts be forgotten; a client
 * counted now is the last one dropped, and 10,000 keys of a window is far above a real shop's
 * traffic. A full limiter takes about 2.7 MB (measured with digest keys, the longest), so the 14 of
 * the shop's 7 forms stay under some 40 MB a process.
 */
export const LIMIT_MAX_KEYS = 10_000;

/** A key's count in its window; `expiresAt` (ms since the epoch) null for a window without end. */
interface Count {
  points: number;
  expiresAt: number | null;
  first: boolean;
}

type LimiterOptions = ConstructorParameters<typeof RateLimiterStoreAbstract>[0];

/**
 * rate-limiter-flexible's memory limiter with a bound: a store for its documented extension
 * point (RateLimiterStoreAbstract's four methods) over lru-cache, whose `max` forgets the least
 * recently counted key when a new one comes. Windows are the library's (fixed, from a key's first
 * point); a count whose window has ended is dropped when its key is read again or by the bound.
 */
export class RateLimiterBoundedMemory extends RateLimiterStoreAbstract {
  readonly #counts: LRUCache<string, Count>;

  constructor(options: Omit<LimiterOptions, 'storeClient'>, maxKeys: number = LIMIT_MAX_KEYS) {
    const counts = new LRUCache<string, Count>({ max: maxKeys });
    super({ ...options, storeClient: counts });
    this.#counts = counts;
  }

  /** How many keys it holds now (never more than its bound). */
  get size(): number {
    return this.#counts.size;
  }

  /** The count of `rlKey` while its window lasts (and marks it counted now), undefined after. */
  #live(rlKey: string): Count | undefined {
    const count = this.#counts.get(rlKey);
    if (count && (count.expiresAt === null || count.expiresAt > Date.now())) return count;
    this.#counts.delete(rlKey);
    return undefined;
  }

  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Count> {
    const known = forceExpire ? undefined : this.#live(rlKey);
    const count: Count = known
      ? { points: known.points + points, expiresAt: known.expiresAt, first: false }
      : { points, expiresAt: msDuration > 0 ? Date.now() + msDuration : null, first: true };
    this.#counts.set(rlKey, count);
    return Promise.resolve(count);
  }

  _get(rlKey: string): Promise<Count | null> {
    return Promise.resolve(this.#live(rlKey) ?? null);
  }

  _delete(rlKey: string): Promise<boolean> {
    return Promise.resolve(this.#counts.delete(rlKey));
  }

  _getRateLimiterRes(_rlKey: string, _changedPoints: number, count: Count): RateLimiterRes {
    const msBeforeNext = count.expiresAt === null ? -1 : Math.max(count.expiresAt - Date.now(), 0);
    const remaining = Math.max(this.points - count.points, 0);
    return new RateLimiterRes(remaining, msBeforeNext, count.points, count.first);
  }
}
