/** Sliding-window attempt counters (http/throttle.ts). */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db.ts';
import { createThrottle, digestKey, TOO_MANY_ATTEMPTS } from '../../http/throttle.ts';

describe('createThrottle', () => {
  const { db } = openDatabase(':memory:');
  afterAll(() => db.close());
  let clock = 1_000_000;
  const throttle = createThrottle(db, () => clock);

  it('counts hits in a sliding window and says how long to wait', () => {
    const limit = { key: 'test:a', max: 2, windowSeconds: 60 };
    expect(throttle.wait([limit])).toBe(0);
    throttle.hit([limit]);
    clock += 20_000;
    throttle.hit([limit]);
    expect(throttle.wait([limit])).toBe(40);
    clock += 40_000;
    expect(throttle.wait([limit])).toBe(0);
  });

  it('answers the longest wait of several limits; take() refuses with 429 and counts otherwise', () => {
    const short = { key: 'test:b', max: 1, windowSeconds: 10 };
    const long = { key: 'test:c', max: 1, windowSeconds: 100 };
    const waits: number[] = [];
    throttle.take([short, long], (seconds) => waits.push(seconds));
    expect(() => throttle.take([short, long], (seconds) => waits.push(seconds))).toThrow(TOO_MANY_ATTEMPTS);
    expect(waits).toEqual([100]);
  });

  it('stores digests of contact data, never the data', () => {
    const key = digestKey('lookup:contact', 'email:ana@example.com');
    expect(key).toMatch(/^lookup:contact:[\w-]{43}$/);
    expect(key).not.toContain('ana');
  });
});
