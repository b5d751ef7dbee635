import type { $Fetch } from 'ofetch';
import type { Product } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/paginated';
import { call, send } from './call.ts';
import { nullOn404 } from './not-found.ts';

/** `GET /api/v1/wish-list/ids`: the wished product ids, newest first. */
export async function getWishlistIds(api: $Fetch): Promise<number[]> {
  return (await call(api, 'GET /api/v1/wish-list/ids')).data;
}

/** `GET /api/v1/wish-list?per_page&page`: the wished products, a page at a time. */
export function getWishlist(api: $Fetch, perPage: number, page = 1): Promise<Paginated<Product>> {
  return call(api, 'GET /api/v1/wish-list', { query: { per_page: perPage, page } });
}

/**
 * `GET /api/v1/wishlist/{id}` (no hyphen, as spec §7 writes it): whether the shopper has wished
 * this one product. 200 is yes, 404 is no; other failures are thrown.
 */
export async function isWished(api: $Fetch, productId: number): Promise<boolean> {
  const answer = await nullOn404(call(api, 'GET /api/v1/wishlist/{id}', { params: { id: productId } }));
  return answer?.data.wished ?? false;
}

/** `POST /api/v1/wish-list/{id}`; true only when the API answers 200 (spec §4). */
export async function addToWishlist(api: $Fetch, productId: number): Promise<boolean> {
  return (await send(api, 'POST /api/v1/wish-list/{id}', { params: { id: productId } })).status === 200;
}

/** `DELETE /api/v1/wish-list/{id}`; true only when the API answers 200 (spec §4, §7). */
export async function removeFromWishlist(api: $Fetch, productId: number): Promise<boolean> {
  return (await send(api, 'DELETE /api/v1/wish-list/{id}', { params: { id: productId } })).status === 200;
}
