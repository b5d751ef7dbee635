import { orderRatings } from '../../api/order-ratings';
import { ordersPage } from '../../api/orders';
import type { Order } from '@shop/contract/orders';
import type { OrderRatingItem } from '@shop/contract/ratings';
import { leftToRate, pendingFirst } from '../../lib/ratings/to-rate';
import type { ShopperApi } from './shopper';

/** Orders read per page while looking for delivered ones. */
const SCAN_PAGE_SIZE = 50;
/** Pages read at most: the newest 200 orders hold every delivered order still worth rating. */
const SCAN_PAGES = 4;
/** Delivered orders listed at most; each costs one read of its ratings. */
export const RATING_ORDERS_MAX = 20;
/** Ratings reads at once, so one buyer's page never floods the API. */
const READS_AT_ONCE = 4;

/** A delivered order on /ratings and what is left to rate of it. */
export interface OrderToRate {
  order: Order;
  /** Lines without stars; null when the API did not say (the order's own page will). */
  left: OrderRatingItem[] | null;
}

/** The customer's newest delivered orders, newest first, up to RATING_ORDERS_MAX. */
async function deliveredOrders(shopper: ShopperApi): Promise<Order[]> {
  const delivered: Order[] = [];
  for (let page = 1; page <= SCAN_PAGES && delivered.length < RATING_ORDERS_MAX; page += 1) {
    const list = await ordersPage(shopper.api.silent, page, SCAN_PAGE_SIZE);
    delivered.push(...list.data.filter((order) => order.can_rate));
    if (page >= list.meta.last_page) break;
  }
  return delivered.slice(0, RATING_ORDERS_MAX);
}

/**
 * The /ratings list of a signed-in customer: their delivered orders, those with products left to
 * rate first. The orders list failing is the page's failure (thrown); one order's ratings failing
 * only leaves that order without its details.
 */
export async function ordersToRate(shopper: ShopperApi): Promise<OrderToRate[]> {
  const orders = await deliveredOrders(shopper);
  const entries: OrderToRate[] = [];
  for (let start = 0; start < orders.length; start += READS_AT_ONCE) {
    const batch = orders.slice(start, start + READS_AT_ONCE);
    entries.push(
      ...(await Promise.all(
        batch.map(async (order) => ({
          order,
          left: await orderRatings(shopper.api.silent, order.id).then(
            (ratings) => leftToRate(ratings.items),
            () => null,
          ),
        })),
      )),
    );
  }
  return pendingFirst(entries);
}
