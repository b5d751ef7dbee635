import type { Order } from '@shop/contract/orders';
import { optionalRead } from '../../api/optional-read';
import { toApiError } from '../../api/api-error';
import type { PaymentMethod, PaymentMethodCode } from '@shop/contract/checkout';
import { paymentMethods } from '../../api/checkout';
import { lookedUpOrder, order, payGuestOrder, payOrder } from '../../api/orders';
import type { ShopperApi } from './shopper';
import { giveBack, takeAttempt } from '../limits/attempts';
import { FORM_LIMITS } from '../limits/form-limits';
import { placedOrdersFrom } from '../../lib/account/placed-orders-cookie';
import { parseId } from '../../lib/format/ids';

/**
 * The order a pay or outcome page is about, if this shopper may see it: their own (the owner's
 * route), or a guest order this browser session looked up a short while ago (the guest route
 * without contact data, which only the lookup's grant opens); null for a made-up or someone
 * else's id, which the API answers with a 404.
 */
export function visibleOrder(shopper: ShopperApi, idText: string | null): Promise<Order | null> {
  return throughEitherRoute(idText, [
    (id) => order(shopper.api.silent, id),
    (id) => lookedUpOrder(shopper.api.silent, id),
  ]);
}

/**
 * Pays a visible pending order by `method` from now on (a transfer after a denied card): the
 * same order, through the owner's route or the guest's grant. Null when this shopper cannot see it.
 */
export function repayOrder(
  shopper: ShopperApi,
  idText: string | null,
  method: PaymentMethodCode,
): Promise<Order | null> {
  return throughEitherRoute(idText, [
    (id) => payOrder(shopper.api.silent, id, method),
    (id) => payGuestOrder(shopper.api.silent, id, { payment_method: method }),
  ]);
}

/**
 * Statuses by which a route says this session may not see the order there: 404 (not theirs, or
 * no such order) and 401 (no customer signed in: a guest, or a stale or foreign API session the API
 * no longer knows). Either way the next route is asked, and none answering is the page's 404.
 */
const NOT_VISIBLE_HERE = new Set([401, 404]);

/** The first route's answer that is not a refusal of NOT_VISIBLE_HERE (the owner's, then the guest's); null when both refuse. */
async function throughEitherRoute(
  idText: string | null,
  routes: readonly ((id: number) => Promise<Order>)[],
): Promise<Order | null> {
  const id = parseId(idText);
  if (id === null) return null;
  for (const route of routes) {
    try {
      return await route(id);
    } catch (error) {
      if (!NOT_VISIBLE_HERE.has(toApiError(error).status ?? 0)) throw error;
    }
  }
  return null;
}

/** The ways to pay `order` other than its own, offered after a denied card; none when unknown. */
export async function otherPaymentMethods(
  shopper: ShopperApi,
  order: Order | null,
): Promise<PaymentMethod[]> {
  if (!order?.can_pay) return [];
  const methods = await optionalRead(paymentMethods(shopper.api.silent), []);
  return methods.filter((method) => method.code !== order.payment_method.code);
}

/**
 * The guest order `id` as the browser that placed it sees it from the thank-you page's
 * 'Ver el pedido', without asking the contact again; null for anyone else. The shop asks only
 * about an order its note says this browser placed (placed-orders-cookie.ts), and the API answers
 * only the session that placed it or holds its grant. An order number is a guessable key: a miss
 * (a forged or stale note) counts against the client's lookup limits (form-limits.ts), and a client
 * over them is not asked about (the lookup form follows).
 */
export async function sessionGuestOrder(
  shopper: ShopperApi,
  id: number | null,
  cookieHeader: string | null,
): Promise<Order | null> {
  if (id === null || !placedOrdersFrom(cookieHeader).includes(id)) return null;
  const attempt = { limit: FORM_LIMITS.guestLookup, target: String(id) };
  if ((await takeAttempt(attempt)) > 0) return null;
  try {
    const found = await lookedUpOrder(shopper.api.silent, id);
    await giveBack(attempt);
    return found;
  } catch {
    return null;
  }
}

/**
 * A customer's own order for its page: `missing` when the API says 404 (another customer's order,
 * the same not-found page as a made-up number); any other failure is thrown.
 */
export async function customerOrder(
  shopper: ShopperApi,
  id: number,
): Promise<{ order: Order | null; missing: boolean }> {
  try {
    return { order: await order(shopper.api.silent, id), missing: false };
  } catch (error) {
    if (toApiError(error).status !== 404) throw error;
    return { order: null, missing: true };
  }
}
