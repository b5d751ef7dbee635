/**
 * The sandbox's attempt limits (limits.ts): defaults, the settings that change them, and the
 * per-client limits of login, registration, coupons and gift cards over HTTP (IPv6 by /64).
 */
import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../http/throttle.ts';
import {
  COUPON_PER_CLIENT,
  defaultLimits,
  GIFT_CARD_PER_CLIENT,
  GIFT_CARD_PER_MOBILE,
  GUEST_LOOKUP_WINDOW_SECONDS,
  LOGIN_PER_CLIENT,
  mergeLimits,
  REGISTRATION_PER_CLIENT,
} from '../limits.ts';
import { DEMO_LOGIN, type SessionClient, sessionClient, withSandbox } from '../testing/helpers.ts';
import { CART, PRODUCTS } from '../testing/order-helpers.ts';

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
      [{ guestLookup: { perClientOrder: 1.5 } }, 'guestLookup.perClientOrder'],
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

const sandbox = withSandbox();
let clients = 0;
/** A client of its own (TEST-NET-3), so that one test's attempts never count against another's. */
const freshAddress = () => {
  clients += 1;
  return `203.0.113.${clients}`;
};
const client = (address: string) => sessionClient(sandbox, { forwardedFor: address }).start();

/** Sends `call` until the sandbox refuses it; how many went through, and the refusal. */
async function untilRefused(call: (attempt: number) => Promise<Response>, most: number) {
  for (let attempt = 0; attempt < most; attempt += 1) {
    const response = await call(attempt);
    if (response.status === 429) return { passed: attempt, response };
  }
  throw new Error(`never refused in ${most} calls`);
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(((await response.json()) as { message: string }).message).toBe(TOO_MANY_ATTEMPTS);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

const logIn = (from: SessionClient, email: string, password: string) =>
  from.request('POST', '/api/v1/auth/login', { email, password });

describe('per-client limits of the API', () => {
  it(`failed logins with different e-mails: ${LOGIN_PER_CLIENT} from one client, then 429, the right password too`, async () => {
    const attacker = await client(freshAddress());
    const { passed, response } = await untilRefused(
      (attempt) => logIn(attacker, `nadie${attempt}@example.com`, 'Incorrecta-1'),
      LOGIN_PER_CLIENT + 5,
    );
    expect(passed).toBe(LOGIN_PER_CLIENT);
    await expectTooMany(response);
    await expectTooMany(await logIn(attacker, DEMO_LOGIN.email, DEMO_LOGIN.password));
    // Another client logs in; a right password is never counted.
    const shopper = await client(freshAddress());
    expect((await logIn(shopper, DEMO_LOGIN.email, DEMO_LOGIN.password)).status).toBe(200);
  });

  it('an IPv6 client is one /64: rotating addresses inside it is the same client', async () => {
    const { passed, response } = await untilRefused(
      async (attempt) =>
        logIn(await client(`2001:db8:9:9::${attempt + 1}`), `v6-${attempt}@example.com`, 'Mal-1'),
      LOGIN_PER_CLIENT + 5,
    );
    expect(passed).toBe(LOGIN_PER_CLIENT);
    await expectTooMany(response);
    const neighbour = await client('2001:db8:9:a::1');
    expect((await logIn(neighbour, 'otro@example.com', 'Mal-1')).status).toBe(422);
  });

  it(`registrations: ${REGISTRATION_PER_CLIENT} from one client, then 429`, async () => {
    const from = await client(freshAddress());
    const { passed, response } = await untilRefused(
      (attempt) =>
        from.request('POST', '/api/v1/register', {
          email: `alta${attempt}.${Date.now()}@example.com`,
          password: 'Compras2026!',
          password_confirmation: 'Compras2026!',
        }),
      REGISTRATION_PER_CLIENT + 2,
    );
    expect(passed).toBe(REGISTRATION_PER_CLIENT);
    await expectTooMany(response);
  });

  it(`coupon codes that fail: ${COUPON_PER_CLIENT} from one client, then 429`, async () => {
    const from = await client(freshAddress());
    expect((await from.json('POST', CART, { products: [{ id: PRODUCTS.pan, quantity: 1 }] })).status).toBe(
      200,
    );
    const { passed, response } = await untilRefused(
      (attempt) =>
        from.request('POST', '/store-front/api/sales/cart/coupon/apply', { code: `NOEXISTE${attempt}` }),
      COUPON_PER_CLIENT + 2,
    );
    expect(passed).toBe(COUPON_PER_CLIENT);
    await expectTooMany(response);
  });

  it(`gift-card requests: ${GIFT_CARD_PER_MOBILE} per mobile from anywhere, ${GIFT_CARD_PER_CLIENT} per client`, async () => {
    const request = async (address: string, mobile: string) =>
      (await client(address)).request('POST', '/store-front/api/sales/cart_b2c/gift-card/request', {
        mobile,
      });
    const perMobile = await untilRefused(
      () => request(freshAddress(), '611 222 333'),
      GIFT_CARD_PER_MOBILE + 2,
    );
    expect(perMobile.passed).toBe(GIFT_CARD_PER_MOBILE);
    await expectTooMany(perMobile.response);
    const address = freshAddress();
    const perClient = await untilRefused(
      (attempt) => request(address, `6${String(10_000_000 + attempt).padStart(8, '0')}`),
      GIFT_CARD_PER_CLIENT + 2,
    );
    expect(perClient.passed).toBe(GIFT_CARD_PER_CLIENT);
    await expectTooMany(perClient.response);
  });
});
