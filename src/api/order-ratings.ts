import type { $Fetch } from 'ofetch';
import type { ApiImage } from '../contract/catalogue';

/** Spec §7 "Ratings": an order's products to rate, a vote (stars) and a review per line. */
const RATING = '/store-front/api/rating';

export interface RatableLine {
  /** The order line's id. */
  id: number;
  product: { id: number; name: string; image: ApiImage; url_path: string };
  voted: boolean;
  rating: number | null;
  review: { title: string; comment: string } | null;
}

export interface OrderRatings {
  order_id: number;
  items: RatableLine[];
}

/** The order's lines and what was voted; `token` is the WhatsApp link's proof for a buyer not logged in. */
export async function orderRatings(api: $Fetch, orderId: number, token?: string): Promise<OrderRatings> {
  return (await api<{ data: OrderRatings }>(`${RATING}/${orderId}/voted`, { query: token ? { token } : {} }))
    .data;
}

export async function rateLine(api: $Fetch, lineId: number, rating: number, token?: string): Promise<void> {
  await api(`${RATING}/${lineId}/rate`, { method: 'POST', body: { rating, ...(token ? { token } : {}) } });
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
    body: { title, comment, ...(token ? { token } : {}) },
  });
}
