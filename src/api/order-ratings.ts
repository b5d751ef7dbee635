import type { $Fetch } from 'ofetch';
import { Data } from '@shop/contract/paginated';
import { OrderRatings, type RateRequest, type ReviewRequest } from '@shop/contract/ratings';
import { readAnswer } from './read-answer.ts';

/** Spec §7 "Ratings": an order's products to rate, a vote (stars) and a review per line. */
const RATING = '/store-front/api/rating';

/** The order's lines and what was voted; `token` is the WhatsApp link's proof for a buyer not logged in. */
export async function orderRatings(api: $Fetch, orderId: number, token?: string): Promise<OrderRatings> {
  const body = await api(`${RATING}/${orderId}/voted`, { query: token ? { token } : {} });
  return readAnswer(api, 'GET /store-front/api/rating/{orderId}/voted', Data(OrderRatings), body).data;
}

export async function rateLine(api: $Fetch, lineId: number, rating: number, token?: string): Promise<void> {
  await api(`${RATING}/${lineId}/rate`, {
    method: 'POST',
    body: { rating, ...(token ? { token } : {}) } satisfies RateRequest,
  });
}

export async function reviewLine(
  api: $Fetch,
  lineId: number,
  title: string,
  comment: string,
  token?: string,
): Promise<void> {
  await api(`${RATING}/${lineId}/review`, {
    method: 'POST',
    body: { title, comment, ...(token ? { token } : {}) } satisfies ReviewRequest,
  });
}
