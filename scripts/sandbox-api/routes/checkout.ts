import type { Context, Hono } from 'hono';
import { ADDRESS_MESSAGES } from '../accounts/address-rules.ts';
import { createAddressStore } from '../accounts/addresses.ts';
import { EMPTY_CART } from '../cart/lines.ts';
import { priceRows } from '../cart/serialize.ts';
import type { CartStore } from '../cart/store.ts';
import { carrierJson, carriersFor, shippingZone } from '../checkout/carriers.ts';
import { parseCheckoutPatch } from '../checkout/input.ts';
import { PAYMENT_METHODS } from '../checkout/payment-methods.ts';
import { type CheckoutRecord, createCheckoutStore } from '../checkout/store.ts';
import { checkoutJson } from '../checkout/view.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody } from '../http/params.ts';
import { createOrderPlacer } from '../orders/place.ts';
import { orderJson } from '../orders/serialize.ts';
import { currentShopper, requireShopper, type Shopper } from '../orders/shopper.ts';
import { createOrderStore } from '../orders/store.ts';
import type { SandboxState } from '../state.ts';
import { CART_PATH } from './cart.ts';

const CHECKOUT_PATH = '/api/v2/sales/checkout';
export const NO_CHECKOUT = 'No tienes ningún pedido en curso.';
const ALREADY_PLACED = 'Este pedido ya está hecho; empieza uno nuevo desde el carrito.';

/**
 * The checkout of spec §7 "Checkout" and "Cart": one per owner, started from the cart, completed
 * step by step with `PUT`s (each step's data lives in SQLite), then placed as an order by
 * `POST /api/v1/cart/checkout`. Carriers depend on the postal code; payment is by card (Redsys) or
 * bank transfer.
 */
export function checkoutRoutes(app: Hono<AppEnv>, state: SandboxState, carts: CartStore): void {
  const checkouts = createCheckoutStore(state.db);
  const orders = createOrderStore(state.db);
  const addresses = createAddressStore(state.db);
  const placeOrder = createOrderPlacer({ db: state.db, carts, checkouts, orders });

  const body = (shopper: Shopper, record: CheckoutRecord | null) =>
    checkoutJson(
      record,
      {
        guest: shopper.user === null,
        accountEmail: shopper.user?.email ?? null,
        rows: carts.lines(shopper.owner),
        coupon: carts.cartCoupon(shopper.owner),
      },
      state.index,
      state.urls,
    );
  const amountCents = (owner: string) => {
    const priced = priceRows(carts.lines(owner), carts.cartCoupon(owner));
    return priced.subtotalCents - priced.discountCents;
  };
  /** Starts (or reopens) the checkout from a cart that has lines. */
  const start = (c: Context) => {
    const shopper = requireShopper(c, state.sessions);
    if (carts.lines(shopper.owner).length === 0)
      throw new HttpError(422, EMPTY_CART, { items: [EMPTY_CART] });
    const { checkout, created } = checkouts.start(shopper.owner);
    return c.json({ data: body(shopper, checkout) }, created ? 201 : 200);
  };

  app.get(CHECKOUT_PATH, (c) => {
    const shopper = currentShopper(c, state.sessions);
    const record = shopper ? checkouts.find(shopper.owner) : null;
    if (!shopper || !record) throw new HttpError(404, NO_CHECKOUT);
    return c.json({ data: body(shopper, record) });
  });

  app.post(CHECKOUT_PATH, start);
  // The spec's cart → checkout transition: the same as starting the checkout.
  app.post(`${CART_PATH}/transition`, start);

  app.put(CHECKOUT_PATH, async (c) => {
    const shopper = requireShopper(c, state.sessions);
    const current = checkouts.find(shopper.owner);
    if (!current) throw new HttpError(404, NO_CHECKOUT);
    if (current.order_id !== null) throw new HttpError(422, ALREADY_PLACED);
    const patch = parseCheckoutPatch(await jsonBody(c), {
      current,
      userId: shopper.user?.id ?? null,
      savedAddress: (userId, id) => addresses.find(userId, id),
      amountCents: amountCents(shopper.owner),
    });
    return c.json({ data: body(shopper, checkouts.update(shopper.owner, patch)) });
  });

  // The checkout view of the cart: the checkout when one was started, else what starting it would show.
  app.get('/store-front/api/sales/checkout_b2c', (c) => {
    const shopper = currentShopper(c, state.sessions);
    if (!shopper) return c.body(null, 204);
    const record = checkouts.find(shopper.owner);
    if (!record && carts.lines(shopper.owner).length === 0) return c.body(null, 204);
    return c.json({ data: body(shopper, record) });
  });

  app.post('/api/v2/sales/carriers/availables', async (c) => {
    const { postal_code: postalCode } = await jsonBody(c);
    if (typeof postalCode !== 'string' || shippingZone(postalCode) === null) {
      throw new HttpError(422, ADDRESS_MESSAGES.postalCode, { postal_code: [ADDRESS_MESSAGES.postalCode] });
    }
    const shopper = currentShopper(c, state.sessions);
    const carriers = carriersFor(postalCode, shopper ? amountCents(shopper.owner) : 0);
    return c.json({ data: carriers.map(carrierJson) });
  });

  app.get('/api/v2/sales/payments/available', (c) => c.json({ data: PAYMENT_METHODS }));

  app.post('/api/v1/cart/checkout', (c) => {
    const shopper = requireShopper(c, state.sessions);
    const { orderId, created } = placeOrder(shopper);
    const order = orders.find(orderId)!;
    return c.json({ data: orderJson(order, orders.lines(orderId), state.urls) }, created ? 201 : 200);
  });
}
