import type { Context, Hono } from 'hono';
import type { AdultCheckBody } from '@shop/contract/cart';
import type { Order } from '@shop/contract/orders';
import type { Paginated } from '@shop/contract/paginated';
import type { CartStore } from '../cart/store.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { intParam, jsonBody, pathId, pageMeta } from '../http/params.ts';
import { createOrderLifecycle } from '../orders/lifecycle.ts';
import { askedMethod, createPaymentSwitch } from '../orders/payment-switch.ts';
import { orderJson } from '../orders/serialize.ts';
import { currentShopper, requireShopper } from '../orders/shopper.ts';
import { isOrderStatus } from '../orders/status.ts';
import { createOrderStore, isOwner, type OrderRecord } from '../orders/store.ts';
import { addOrderToCart } from '../orders/to-cart.ts';
import type { SandboxState } from '../state.ts';
import { ADULT_MESSAGE, cartBody } from './cart.ts';

const ORDER_PATH = '/store-front/api/sales/order';
export const ORDER_NOT_FOUND = 'Pedido no encontrado.';
export const ALREADY_PAID = 'Este pedido ya está pagado.';
export const CANCELLED_NOT_PAYABLE = 'Este pedido está cancelado y no se puede pagar.';
const INVALID_STATUS = 'El estado debe ser pending_payment, paid, shipped, delivered o cancelled.';

/** What the owner's and the guest's order routes answer, once access is settled. */
export function createOrderAnswers(state: SandboxState, carts: CartStore) {
  const orders = createOrderStore(state.db);
  const json = (order: OrderRecord): Order => orderJson(order, orders.lines(order.id), state.urls);
  const switchMethod = createPaymentSwitch(state.db);
  const lifecycle = createOrderLifecycle(state.db, state.outbox, state.urls);
  return {
    orders,
    json,
    /**
     * `…/pay`: the order, when it waits for payment, for the shop to start the card payment (Redsys
     * routes) or show the transfer details again; with `payment_method`, paid that way from now on.
     * 422 once paid or cancelled, or for an unknown method.
     */
    pay(c: Context, order: OrderRecord, body: Record<string, unknown> = {}) {
      const method = askedMethod(body.payment_method);
      if (order.status === 'cancelled') throw new HttpError(422, CANCELLED_NOT_PAYABLE);
      if (order.status !== 'pending_payment') throw new HttpError(422, ALREADY_PAID);
      if (!method || method === order.payment_method) return c.json({ data: json(order) });
      switchMethod(order.id, method);
      if (method === 'bank_transfer') lifecycle.awaitTransfer(order.id);
      return c.json({ data: json(orders.find(order.id)!) });
    },
    /** `…/to-cart`: the order's lines added to the caller's cart; the cart's 409 for adult products. */
    toCart(c: Context, owner: string, order: OrderRecord) {
      const adult = addOrderToCart(carts, owner, orders.lines(order.id));
      if (adult.length > 0) {
        const body: AdultCheckBody = { message: ADULT_MESSAGE, products: adult };
        return c.json(body, 409);
      }
      return c.json({ data: cartBody(state, carts, owner) });
    },
  };
}

/**
 * The shopper's orders (spec §7 "Authentication and account"): their list, one order, paying a
 * pending one and buying one again. Another owner's order is a 404, as an unknown one is. Also the
 * operator's `PUT /__sandbox/orders/{id}/status` that moves an order on (tests, demos).
 */
export function orderRoutes(app: Hono<AppEnv>, state: SandboxState, carts: CartStore): void {
  const answers = createOrderAnswers(state, carts);
  const { orders } = answers;
  const lifecycle = createOrderLifecycle(state.db, state.outbox, state.urls);

  /** The caller's order from the path, else 404. */
  const ownOrder = (c: Context) => {
    const shopper = requireShopper(c, state.sessions);
    const order = orders.find(pathId(c.req.param('id'), ORDER_NOT_FOUND));
    // The owner's routes serve the owner only: a guest lookup's grant is for the guest routes.
    if (!order || !isOwner(shopper.owner, order)) throw new HttpError(404, ORDER_NOT_FOUND);
    return { shopper, order };
  };

  app.get(ORDER_PATH, (c) => {
    const perPage = intParam(c.req.query('per_page'), 'per_page', { min: 1, max: 100, fallback: 10 });
    const current = intParam(c.req.query('page'), 'page', { min: 1, max: 10_000, fallback: 1 });
    const owner = currentShopper(c, state.sessions)?.owner;
    const total = owner ? orders.count(owner) : 0;
    const rows = owner ? orders.page(owner, perPage, (current - 1) * perPage) : [];
    const body: Paginated<Order> = {
      data: rows.map(answers.json),
      meta: pageMeta(current, perPage, total),
    };
    return c.json(body);
  });

  app.get(`${ORDER_PATH}/:id`, (c) => c.json({ data: answers.json(ownOrder(c).order) }));

  app.post(`${ORDER_PATH}/:id/pay`, async (c) => {
    const { order } = ownOrder(c);
    return answers.pay(c, order, await jsonBody(c));
  });

  app.post(`${ORDER_PATH}/:id/to-cart`, (c) => {
    const { shopper, order } = ownOrder(c);
    return answers.toCart(c, shopper.owner, order);
  });

  app.put('/__sandbox/orders/:id/status', async (c) => {
    const id = pathId(c.req.param('id'), ORDER_NOT_FOUND);
    const { status } = await jsonBody(c);
    if (!isOrderStatus(status)) throw new HttpError(422, INVALID_STATUS, { status: [INVALID_STATUS] });
    return c.json({ data: answers.json(lifecycle.moveTo(id, status)) });
  });
}
