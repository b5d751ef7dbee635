import type { $Fetch } from 'ofetch';
import type { OrderRatings } from '@shop/contract/ratings';
import { call } from './call.ts';

/** Spec §7 "Ratings": an order's products to rate, a vote (stars) and a review per line. */

/** The order's lines and what was voted; `token` is the WhatsApp link's proof for a buyer not logged in. */
export async function orderRatings(api: $Fetch, orderId: number, token?: string): Promise<OrderRatings> {
  const input = { params: { orderId }, query: token ? { token } : {} };
  return (await call(api, 'GET /store-front/api/rating/{orderId}/voted', input)).data;
}

export async function rateLine(api: $Fetch, lineId: number, rating: number, token?: string): Promise<void> {
  const body = { rating, ...(token ? { token } : {}) };
  await call(api, 'POST /store-front/api/rating/{lineId}/rate', { params: { lineId }, body });
}

export async function reviewLine(
  api: $Fetch,
  lineId: number,
  title: string,
  comment: string,
  token?: string,
): Promise<void> {
  const body = { title, comment, ...(token ? { token } : {}) };
  await call(api, 'POST /store-front/api/rating/{lineId}/review', { params: { lineId }, body });
}
