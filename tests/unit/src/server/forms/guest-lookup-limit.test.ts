import { describe, expect, test } from 'vitest';
import {
  GUEST_LOOKUP_CLIENT_MAX_FAILURES,
  GUEST_LOOKUP_CLIENT_WINDOW_MS,
  guestLookupFailed,
  guestLookupWait,
} from '../../../../../src/server/forms/guest-lookup-limit';
import { withRequestContext } from '../../../../../src/server/observability/request-context';

/** Runs `work` as a request from `clientAddress`, whatever session it has (the limit never looks). */
const as = <T>(clientAddress: string, work: () => T) =>
  withRequestContext({ id: 'test', clientAddress }, work);

describe("the shop's limit on guest order lookups, per client address", () => {
  test(`${GUEST_LOOKUP_CLIENT_MAX_FAILURES} failures in the window, then a wait until the oldest leaves it`, () => {
    const start = Date.UTC(2026, 0, 1);
    for (let attempt = 0; attempt < GUEST_LOOKUP_CLIENT_MAX_FAILURES; attempt += 1) {
      expect(as('198.51.100.20', () => guestLookupWait(start + attempt))).toBe(0);
      as('198.51.100.20', () => guestLookupFailed(start + attempt));
    }
    expect(as('198.51.100.20', () => guestLookupWait(start + 100))).toBe(
      GUEST_LOOKUP_CLIENT_WINDOW_MS / 1000,
    );
    // Another address is another client; the same address with any cookies is the same one.
    expect(as('198.51.100.21', () => guestLookupWait(start + 100))).toBe(0);
    expect(as('198.51.100.20', () => guestLookupWait(start + GUEST_LOOKUP_CLIENT_WINDOW_MS + 1))).toBe(0);
  });

  test('an IPv6 client is counted by its /64, so rotating addresses inside it changes nothing', () => {
    const start = Date.UTC(2026, 1, 1);
    for (let attempt = 0; attempt < GUEST_LOOKUP_CLIENT_MAX_FAILURES; attempt += 1)
      as(`2001:db8:7:7::${attempt + 1}`, () => guestLookupFailed(start));
    expect(as('2001:db8:7:7:ffff::1', () => guestLookupWait(start + 1))).toBeGreaterThan(0);
    expect(as('2001:db8:7:8::1', () => guestLookupWait(start + 1))).toBe(0);
  });
});
