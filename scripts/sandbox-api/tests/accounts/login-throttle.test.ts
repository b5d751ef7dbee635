/** The login throttle (accounts/login-throttle.ts): 5 failures per e-mail, then a minute's wait. */
import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_THROTTLE } from '../../accounts/login-throttle.ts';

describe('login throttle (pure)', () => {
  it('throttles an e-mail after 5 failures for the rest of the minute, case-insensitively', () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(() => now);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxAttempts; attempt++) {
      expect(throttle.lockedFor('a@example.com')).toBe(0);
      throttle.fail(attempt % 2 ? 'A@Example.com' : 'a@example.com');
    }
    expect(throttle.lockedFor('a@example.com')).toBe(60);
    expect(throttle.lockedFor('b@example.com')).toBe(0);
    now += 59_500;
    expect(throttle.lockedFor('a@example.com')).toBe(1);
    now += 500;
    expect(throttle.lockedFor('a@example.com')).toBe(0);
  });
});
