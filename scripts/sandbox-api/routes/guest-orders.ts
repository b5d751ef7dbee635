import type { Context, Hono } from 'hono';
import type { CartStore } from '../cart/store.ts';
import type { AppEnv } from '../http/env.ts';
import { requestClient } from '../http/client-address.ts';
import { jsonBody } from '../http/params.ts';
import { createThrottle, retryAfter } from '../http/throttle.ts';
import { createGuestLookup, type GuestContact } from '../orders/guest-lookup.ts';
import { currentShopper, requireShopper } from '../orders/shopper.ts';
import type { SandboxState } from '../state.ts';
import { createOrderAnswers } from './orders.ts';

const GUEST_ORDER_PATH = '/store-front/api/guest/sales/order';
/** Path ids that could name an order; anything else is a failed lookup like an unknown id. */
const ORDER_ID = /^\d{1,9}$/;

/**
 * Guest order lookup (spec §7 "Guest", the shop's /guest/order/{id}): a guest order by id with the
 * e-mail or phone it was placed with (`?email=` / `?phone=` on the GET, `{email|phone}` in the
 * body of `pay` and `to-cart`), or without them for the session that placed it or looked it up
 * within the grant's time. Guest orders only, throttled per client, contact and order; see
 * orders/guest-lookup.ts.
 */
export function guestOrderRoutes(app: Hono<AppEnv>, state: SandboxState, carts: CartStore): void {
  const answers = createOrderAnswers(state, carts);
  const lookup = createGuestLookup(answers.orders, createThrottle(state.db), () => state.limits.guestLookup);

  const find = (c: Context<AppEnv>, contact: GuestContact) => {
    const shopper = currentShopper(c, state.sessions);
    const id = c.req.param('id') ?? '';
    return lookup.find(
      {
        sessionId: shopper?.sessionId ?? null,
        client: requestClient(c, state.trustedProxies),
        retryAfter: retryAfter(c),
      },
      ORDER_ID.test(id) ? Number(id) : null,
      contact,
    );
  };
  const bodyContact = async (c: Context<AppEnv>): Promise<GuestContact> => {
    const { email, phone } = await jsonBody(c);
    return { email, phone };
  };

  app.get(`${GUEST_ORDER_PATH}/:id`, (c) => {
    const order = find(c, { email: c.req.query('email'), phone: c.req.query('phone') });
    return c.json({ data: answers.json(order) });
  });

  app.post(`${GUEST_ORDER_PATH}/:id/pay`, async (c) => {
    const body = await jsonBody(c);
    return answers.pay(c, find(c, { email: body.email, phone: body.phone }), body);
  });

  app.post(`${GUEST_ORDER_PATH}/:id/to-cart`, async (c) => {
    const order = find(c, await bodyContact(c));
    return answers.toCart(c, requireShopper(c, state.sessions).owner, order);
  });
}
