import { type RateLimiterAbstract, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LIMIT_MAX_KEYS, RateLimiterBoundedMemory } from '../../../../../src/server/limits/bounded-memory';
import { configureLimits, limiterFor } from '../../../../../src/server/limits/limit-store';

const RULE = { points: 3, durationSeconds: 60 };
/** More clients than the bound holds, as a sprayer of addresses (an IPv6 /48 has 65,536 /64s) sends. */
const SPRAY = LIMIT_MAX_KEYS + 500;

/** The counting in memory behind `limiter`: itself, or Redis's insurance. */
function memoryOf(limiter: RateLimiterAbstract): RateLimiterBoundedMemory {
  // The library's types leave out the insurance limiter's getter: read as the library does.
  const memory = limiter instanceof RateLimiterRedis ? Reflect.get(limiter, 'insuranceLimiter') : limiter;
  expect(memory).toBeInstanceOf(RateLimiterBoundedMemory);
  return memory as RateLimiterBoundedMemory;
}

/** Whether `key`'s attempt is refused (the limiter's answer, as attempts.ts reads it). */
const refused = (limiter: RateLimiterAbstract, key: string) =>
  limiter.consume(key).then(
    () => false,
    (refusal: unknown) => refusal instanceof RateLimiterRes,
  );

/** Counts one attempt of each of `count` clients, `2001:db8:<n>::` (each another /64). */
async function spray(limiter: RateLimiterAbstract, count: number, from = 0) {
  for (let client = from; client < from + count; client += 1)
    expect(await refused(limiter, `2001:db8:${client.toString(16)}::`)).toBe(false);
}

/** Starts counting with `settings`; Redis's "unreachable" line is expected, so kept out of the output. */
function limiterWith(settings: Parameters<typeof configureLimits>[0]) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  configureLimits(settings);
  return limiterFor('bound', RULE);
}

afterEach(() => {
  configureLimits();
  vi.restoreAllMocks();
});

describe.each([
  { store: 'memory (the default)', settings: {} },
  // Nothing listens on the discard port: Redis refuses every command, its memory insurance counts.
  { store: "Redis's memory insurance", settings: { redisUrl: 'redis://127.0.0.1:9' } },
])('the limits counted in $store hold at most LIMIT_MAX_KEYS keys', ({ settings }) => {
  test('a spray past the bound leaves it at the bound; the oldest keys are the ones forgotten', async () => {
    const limiter = limiterWith(settings);
    await spray(limiter, SPRAY);
    expect(memoryOf(limiter).size).toBe(LIMIT_MAX_KEYS);
    // The first clients were forgotten (they start afresh); the last ones are still counted.
    expect(await memoryOf(limiter).get('2001:db8:0::')).toBeNull();
    expect((await memoryOf(limiter).get(`2001:db8:${(SPRAY - 1).toString(16)}::`))?.consumedPoints).toBe(1);
  });

  test('a client counted now outlives a spray of the bound less one: still refused after its limit', async () => {
    const limiter = limiterWith(settings);
    await spray(limiter, LIMIT_MAX_KEYS);
    for (let attempt = 0; attempt < RULE.points; attempt += 1)
      expect(await refused(limiter, '198.51.100.7')).toBe(false);
    expect(await refused(limiter, '198.51.100.7')).toBe(true);
    await spray(limiter, LIMIT_MAX_KEYS - 1, LIMIT_MAX_KEYS);
    expect(memoryOf(limiter).size).toBe(LIMIT_MAX_KEYS);
    expect(await refused(limiter, '198.51.100.7')).toBe(true);
  });
});
