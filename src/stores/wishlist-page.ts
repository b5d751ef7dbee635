import type { Product } from '@shop/contract/catalogue';
import { loadBrowserApi } from './lazy-api';

/**
 * One page of the wished products, newest first: the /wishlist page reads what another tab added.
 * Its own module, so the code every page loads (the `shop` chunk, with the wishlist store) stays small.
 */
export async function readWishedPage(perPage: number, page: number): Promise<Product[]> {
  const [{ getWishlist }, api] = await Promise.all([import('../api/wishlist'), loadBrowserApi()]);
  return (await getWishlist(api.silent, perPage, page)).data;
}
