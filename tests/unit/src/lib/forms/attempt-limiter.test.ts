import { describe, expect, test } from 'vitest';
import { AttemptLimiter, addressBlock } from '../../../../../src/lib/forms/attempt-limiter';

describe('AttemptLimiter', () => {
  const limit = { maxFailures: 3, windowMs: 60_000, maxKeys: 2 };

  test('refuses after the allowed failures until the oldest leaves the window', () => {
    const limiter = new AttemptLimiter(limit);
    const start = 1_000_000;
    for (const at of [0, 10_000, 20_000]) {
      expect(limiter.wait('a', start + at)).toBe(0);
      limiter.fail('a', start + at);
    }
    expect(limiter.wait('a', start + 20_000)).toBe(40);
    expect(limiter.wait('a', start + 59_999)).toBe(1);
    expect(limiter.wait('a', start + 60_000)).toBe(0);
    expect(limiter.wait('b', start + 20_000)).toBe(0);
  });

  test('remembers at most maxKeys keys: the one that failed longest ago goes first', () => {
    const limiter = new AttemptLimiter(limit);
    limiter.fail('a', 1);
    limiter.fail('b', 2);
    limiter.fail('a', 3);
    limiter.fail('c', 4);
    expect(limiter.size).toBe(2);
    for (const at of [5, 6]) limiter.fail('a', at);
    expect(limiter.wait('a', 7)).toBeGreaterThan(0);
    expect(limiter.wait('b', 7)).toBe(0);
  });
});

describe('addressBlock', () => {
  test('IPv4 whole, IPv6 by its /64', () => {
    expect(addressBlock('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBlock('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressBlock('2001:DB8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('unknown')).toBe('unknown');
  });
});
