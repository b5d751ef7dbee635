import type { BlockList } from 'node:net';
import { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { inNetworks, networkList } from '../observability/client-address';
import { RateLimiterBoundedMemory } from './bounded-memory';
import type { LimitRule } from './form-limits';

/** How long a limit waits for Redis before it counts in memory instead (ms): a form never hangs on it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** The longest pause between attempts to reach Redis again after it went away (ms). */
export const REDIS_RECONNECT_MAX_MS = 5_000;
/** Prefix of every key the shop's limits write (in Redis, shared with nothing else of ours). */
export const LIMIT_KEY_PREFIX = 'mt:limit';

/**
 * Where the counters live: this process's memory (the default, right for one process), or Redis
 * when REDIS_URL is set (shared by every instance and worker). With Redis each limiter is insured
 * by a memory one of the same rule: while Redis is down (or not ready yet) attempts are counted in
 * this process's memory, so the limit fails open to per-process counting, never closed, never a 5xx.
 * Memory counts are bounded in both cases, by the same limiter (bounded-memory.ts, LIMIT_MAX_KEYS).
 */
interface Store {
  redis: Redis | null;
  limiters: Map<string, RateLimiterAbstract>;
  /** Clients never limited (LIMITS_EXEMPT): the operator's own monitors, the test runs on this host. */
  exempt: BlockList;
}

// Process-wide, like the counters it holds (no request's state): set once when the server starts.
let store: Store = { redis: null, limiters: new Map(), exempt: networkList([]) };

/** The Redis client of `url`, which says in the log when it goes away and when it is back. */
function redisClient(url: string): Redis {
  const client = new Redis(url, {
    // A command while disconnected fails at once (the insurance counts it) instead of waiting.
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, REDIS_RECONNECT_MAX_MS),
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.error(
      `Redis (REDIS_URL) unreachable, the limits count in this process's memory until it is back: ${error.message}`,
    );
  });
  client.on('ready', () => {
    if (down) console.info('Redis (REDIS_URL) is back: the limits are shared again.');
    down = false;
  });
  return client;
}

/** The process's limit settings (src/server/README.md, "Form limits"): both read when the server starts. */
export interface LimitSettings {
  /** REDIS_URL: count in that Redis, shared by every instance; '' or undefined counts in memory. */
  redisUrl?: string | undefined;
  /** LIMITS_EXEMPT: comma-separated addresses or CIDRs whose clients are never limited; '' none. */
  exempt?: string | undefined;
}

/** Starts counting afresh with `settings` (the server's start; tests). */
export function configureLimits({ redisUrl, exempt = '' }: LimitSettings = {}): void {
  store.redis?.disconnect();
  store = {
    redis: redisUrl ? redisClient(redisUrl) : null,
    limiters: new Map(),
    exempt: networkList(exempt.split(',').filter((entry) => entry.trim() !== '')),
  };
}

/** Whether `address` (the client's, as the request context has it) is exempt from every limit. */
export const isExempt = (address: string): boolean => inNetworks(address, store.exempt);

/** The limiter of `rule` under `name` (one per rule and scope, made on first use). */
export function limiterFor(name: string, rule: LimitRule): RateLimiterAbstract {
  const known = store.limiters.get(name);
  if (known) return known;
  const options = {
    keyPrefix: `${LIMIT_KEY_PREFIX}:${name}`,
    points: rule.points,
    duration: rule.durationSeconds,
  };
  const memory = new RateLimiterBoundedMemory(options);
  const limiter = store.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: store.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  store.limiters.set(name, limiter);
  return limiter;
}
