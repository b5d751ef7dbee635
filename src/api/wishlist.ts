import type { $Fetch } from 'ofetch';
import { Product } from '@shop/contract/catalogue';
import { Data, Paginated } from '@shop/contract/paginated';
import { WishedProduct, WishlistIds } from '@shop/contract/wishlist';
import { ApiError } from './api-error.ts';
import { readAnswer } from './read-answer.ts';

/** `GET /api/v1/wish-list/ids`: the wished product ids, newest first. */
export async function getWishlistIds(api: $Fetch): Promise<number[]> {
  const body = await api<{ data: number[] }>('/api/v1/wish-list/ids');
  return readAnswer(api, 'GET /api/v1/wish-list/ids', Data(WishlistIds), body).data;
}

/** `GET /api/v1/wish-list?per_page&page`: the wished products, a page at a time. */
export function getWishlist(api: $Fetch, perPage: number, page = 1): Promise<Paginated<Product>> {
  return api<Paginated<Product>>('/api/v1/wish-list', { query: { per_page: perPage, page } }).then((body) =>
    readAnswer(api, 'GET /api/v1/wish-list', Paginated(Product), body),
  );
}

/**
 * `GET /api/v1/wishlist/{id}` (no hyphen, as spec §7 writes it): whether the shopper has wished
 * this one product. 200 is yes, 404 is no; other failures are thrown.
 */
export async function isWished(api: $Fetch, productId: number): Promise<boolean> {
  try {
    const body = await api<{ data: WishedProduct }>(`/api/v1/wishlist/${productId}`);
    return readAnswer(api, 'GET /api/v1/wishlist/{id}', Data(WishedProduct), body).data.wished;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** `POST /api/v1/wish-list/{id}`; true only when the API answers 200 (spec §4). */
export async function addToWishlist(api: $Fetch, productId: number): Promise<boolean> {
  const response = await api.raw(`/api/v1/wish-list/${productId}`, { method: 'POST' });
  return response.status === 200;
}

/** `DELETE /api/v1/wish-list/{id}`; true only when the API answers 200 (spec §4, §7). */
export async function removeFromWishlist(api: $Fetch, productId: number): Promise<boolean> {
  const response = await api.raw(`/api/v1/wish-list/${productId}`, { method: 'DELETE' });
  return response.status === 200;
}
