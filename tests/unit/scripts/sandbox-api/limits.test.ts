/** The sandbox's attempt limits (limits.ts): defaults and the settings that change them. */
import { describe, expect, it } from 'vitest';
import {
  defaultLimits,
  GUEST_LOOKUP_WINDOW_SECONDS,
  mergeLimits,
} from '../../../../scripts/sandbox-api/limits.ts';

describe('mergeLimits', () => {
  it('changes only what it is given, and leaves the defaults alone', () => {
    const defaults = defaultLimits();
    const merged = mergeLimits(defaults, { guestLookup: { windowSeconds: 3 } });
    expect(merged.guestLookup).toEqual({ ...defaults.guestLookup, windowSeconds: 3 });
    expect(merged.passwordReset).toEqual(defaults.passwordReset);
    expect(defaults.guestLookup.windowSeconds).toBe(GUEST_LOOKUP_WINDOW_SECONDS);
  });

  it('refuses unknown names and anything but a positive whole number (422 naming it)', () => {
    for (const [body, field] of [
      [{ guestLookup: { windowSeconds: 0 } }, 'guestLookup.windowSeconds'],
      [{ guestLookup: { perOrder: 1.5 } }, 'guestLookup.perOrder'],
      [{ passwordReset: { perEmail: '3' } }, 'passwordReset.perEmail'],
      [{ guestLookup: { nope: 1 } }, 'guestLookup.nope'],
      [{ somethingElse: {} }, 'somethingElse'],
      [{ guestLookup: [] }, 'guestLookup'],
      [{ guestLookup: { windowSeconds: 10 ** 9 } }, 'guestLookup.windowSeconds'],
    ] as const) {
      expect(() => mergeLimits(defaultLimits(), body)).toThrow(
        expect.objectContaining({ status: 422, errors: { [field]: [expect.any(String)] } }),
      );
    }
  });
});
