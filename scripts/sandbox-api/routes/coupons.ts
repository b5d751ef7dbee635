import type { Context, Hono } from 'hono';
import { EMPTY_CART } from '../cart/lines.ts';
import { couponJson, priceRows } from '../cart/serialize.ts';
import { formatEuros, toCents } from '../cart/pricing.ts';
import type { CartStore } from '../cart/store.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { requireOwner } from '../http/owner.ts';
import { jsonBody } from '../http/params.ts';
import { requestClient } from '../http/client-address.ts';
import { createThrottle, retryAfter } from '../http/throttle.ts';
import type { SandboxState } from '../state.ts';
import { cartBody } from './cart.ts';

export const UNKNOWN_COUPON = 'El cupón no existe o ha caducado.';
const MAX_CODE_LENGTH = 50;

const invalidCode = (message: string) => new HttpError(422, message, { code: [message] });

/** Coupons of spec §7 "Checkout": the list of live ones, applying one to the shopper's cart, and taking it off. */
export function couponRoutes(app: Hono<AppEnv>, state: SandboxState, store: CartStore): void {
  app.get('/store-front/api/sales/cart/coupon/available', (c) =>
    c.json({ data: store.availableCoupons().map(couponJson) }),
  );

  const throttle = createThrottle(state.db);

  app.post('/store-front/api/sales/cart/coupon/apply', async (c) => {
    const owner = requireOwner(c, state.sessions);
    const { code } = await jsonBody(c);
    // A code is a guessable secret: the codes that fail are counted per client.
    const { perClient, windowSeconds } = state.limits.coupon;
    const limit = [
      { key: `coupon:client:${requestClient(c, state.trustedProxies)}`, max: perClient, windowSeconds },
    ];
    return throttle.failures(limit, retryAfter(c), () => applyCode(owner, code, c));
  });

  /** Applies `code` to the cart of `owner` (a 422 naming the code when it cannot). */
  function applyCode(owner: string, code: unknown, c: Context<AppEnv>) {
    if (typeof code !== 'string' || code.trim() === '' || code.length > MAX_CODE_LENGTH) {
      throw invalidCode('Introduce el código del cupón.');
    }
    const rows = store.lines(owner);
    if (rows.length === 0) throw invalidCode(EMPTY_CART);
    const coupon = store.coupon(code.trim().toUpperCase());
    if (!coupon) throw invalidCode(UNKNOWN_COUPON);
    const minimum = toCents(coupon.min_subtotal);
    if (priceRows(rows, undefined).subtotalCents < minimum) {
      throw invalidCode(`Este cupón es válido para pedidos desde ${formatEuros(minimum)}.`);
    }
    store.applyCoupon(owner, coupon.code);
    return c.json({ data: cartBody(state, store, owner) });
  }

  // Not in the spec: taking the coupon off again. Idempotent (a cart without one answers as it is).
  app.delete('/store-front/api/sales/cart/coupon', (c) => {
    const owner = requireOwner(c, state.sessions);
    store.applyCoupon(owner, null);
    return c.json({ data: cartBody(state, store, owner) });
  });
}
