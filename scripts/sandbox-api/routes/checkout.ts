import type { Context, Hono } from 'hono';
import { ADDRESS_MESSAGES } from '../accounts/address-rules.ts';
import { createAddressStore } from '../accounts/addresses.ts';
import { EMPTY_CART } from '../cart/lines.ts';
import { priceRows } from '../cart/serialize.ts';
import { type CartStore, NOT_IN_CHECKOUT } from '../cart/store.ts';
import { availableCarrierJson, carriersFor, shippingZone } from '../checkout/carriers.ts';
import { parseCheckoutPatch } from '../checkout/input.ts';
import { PAYMENT_METHODS } from '../checkout/payment-methods.ts';
import { type CheckoutRecord, createCheckoutStore } from '../checkout/store.ts';
import { type CheckoutSource, checkoutCartJson, checkoutJson } from '../checkout/view.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody } from '../http/params.ts';
import { createOrderLifecycle } from '../orders/lifecycle.ts';
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
 * The checkout of spec §7 "Cart" and "Checkout", one call for each thing:
 * - `POST cart_b2c/transition` moves the owner's cart (with lines) into checkout: begin checkout;
 * - `GET checkout_b2c` is that cart in checkout, priced with the chosen carrier (the summary);
 * - `POST | PUT | GET /api/v2/sales/checkout` keep the checkout's own data (contact, addresses,
 *   carrier, payment method), one record per owner in SQLite, created by the POST once the cart is
 *   in checkout and completed step by step with PUTs;
 * - `POST /api/v1/cart/checkout` places the order from the cart in checkout and that data.
 * Carriers depend on the postal code; payment is by card (Redsys) or bank transfer.
 */
export function checkoutRoutes(app: Hono<AppEnv>, state: SandboxState, carts: CartStore): void {
  const checkouts = createCheckoutStore(state.db);
  const orders = createOrderStore(state.db);
  const addresses = createAddressStore(state.db);
  const lifecycle = createOrderLifecycle(state.db, state.outbox, state.urls);
  const placeOrder = createOrderPlacer({ db: state.db, carts, checkouts, orders, lifecycle });

  const source = (shopper: Shopper): CheckoutSource => ({
    guest: shopper.user === null,
    accountEmail: shopper.user?.email ?? null,
    rows: carts.lines(shopper.owner),
    coupon: carts.cartCoupon(shopper.owner),
  });
  /** What the carriers are priced on: the goods that ship (a digital gift card ships nothing). */
  const shipping = (owner: string) => priceRows(carts.lines(owner), carts.cartCoupon(owner));
  const requireLines = (owner: string) => {
    if (carts.lines(owner).length === 0) throw new HttpError(422, EMPTY_CART, { items: [EMPTY_CART] });
  };
  /** The fields of a POST or PUT body, validated against the current record (nothing saved on a 422). */
  const patchOf = async (c: Context, shopper: Shopper, current: CheckoutRecord) =>
    parseCheckoutPatch(await jsonBody(c), {
      current,
      userId: shopper.user?.id ?? null,
      savedAddress: (userId, id) => addresses.find(userId, id),
      amountCents: shipping(shopper.owner).shippedAmountCents,
    });

  app.post(`${CART_PATH}/transition`, (c) => {
    const shopper = requireShopper(c, state.sessions);
    requireLines(shopper.owner);
    const moved = carts.beginCheckout(shopper.owner);
    const cart = checkoutCartJson(checkouts.find(shopper.owner), source(shopper), state.index, state.urls);
    return c.json({ data: cart }, moved ? 201 : 200);
  });

  app.get('/store-front/api/sales/checkout_b2c', (c) => {
    const shopper = currentShopper(c, state.sessions);
    // An empty cart answers as the cart's GET does.
    if (!shopper || carts.lines(shopper.owner).length === 0) return c.body(null, 204);
    if (!carts.inCheckout(shopper.owner)) throw new HttpError(404, NOT_IN_CHECKOUT);
    const cart = checkoutCartJson(checkouts.find(shopper.owner), source(shopper), state.index, state.urls);
    return c.json({ data: cart });
  });

  app.get(CHECKOUT_PATH, (c) => {
    const shopper = currentShopper(c, state.sessions);
    const record = shopper ? checkouts.find(shopper.owner) : null;
    if (!shopper || !record) throw new HttpError(404, NO_CHECKOUT);
    return c.json({ data: checkoutJson(record, source(shopper)) });
  });

  // Creates the checkout's data (or opens a placed one again for the new cart, keeping its
  // contact, addresses and choices); the body may carry the PUT's fields at once.
  app.post(CHECKOUT_PATH, async (c) => {
    const shopper = requireShopper(c, state.sessions);
    requireLines(shopper.owner);
    if (!carts.inCheckout(shopper.owner)) throw new HttpError(409, NOT_IN_CHECKOUT);
    const existing = checkouts.find(shopper.owner);
    // Checked against the record as this POST leaves it, before anything is written.
    const patch = await patchOf(
      c,
      shopper,
      existing ? { ...existing, order_id: null } : emptyRecord(shopper.owner),
    );
    const { checkout, created } = checkouts.start(shopper.owner);
    const record = Object.keys(patch).length > 0 ? checkouts.update(shopper.owner, patch) : checkout;
    return c.json({ data: checkoutJson(record, source(shopper)) }, created ? 201 : 200);
  });

  app.put(CHECKOUT_PATH, async (c) => {
    const shopper = requireShopper(c, state.sessions);
    const current = checkouts.find(shopper.owner);
    if (!current) throw new HttpError(404, NO_CHECKOUT);
    // An order waiting for payment may still change (placing again replaces it); a paid one may not.
    if (checkouts.isSettled(current)) throw new HttpError(422, ALREADY_PLACED);
    const patch = await patchOf(c, shopper, current);
    return c.json({ data: checkoutJson(checkouts.update(shopper.owner, patch), source(shopper)) });
  });

  app.post('/api/v2/sales/carriers/availables', async (c) => {
    const { postal_code: postalCode } = await jsonBody(c);
    if (typeof postalCode !== 'string' || shippingZone(postalCode) === null) {
      throw new HttpError(422, ADDRESS_MESSAGES.postalCode, { postal_code: [ADDRESS_MESSAGES.postalCode] });
    }
    const shopper = currentShopper(c, state.sessions);
    const priced = shopper ? shipping(shopper.owner) : null;
    const carriers = carriersFor(postalCode, priced?.shippedAmountCents ?? 0, priced?.nothingShips);
    return c.json({ data: carriers.map(availableCarrierJson) });
  });

  app.get('/api/v2/sales/payments/available', (c) => c.json({ data: PAYMENT_METHODS }));

  app.post('/api/v1/cart/checkout', (c) => {
    const shopper = requireShopper(c, state.sessions);
    const { orderId, created } = placeOrder(shopper);
    const order = orders.find(orderId)!;
    return c.json({ data: orderJson(order, orders.lines(orderId), state.urls) }, created ? 201 : 200);
  });
}

/** A record with no data yet, to validate a first POST's fields against. */
function emptyRecord(owner: string): CheckoutRecord {
  return {
    id: 0,
    owner,
    email: null,
    phone: null,
    shipping_address: null,
    shipping_address_id: null,
    billing_address: null,
    carrier_id: null,
    payment_method: null,
    notes: null,
    order_id: null,
  };
}
