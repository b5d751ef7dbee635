import type { ClientShop } from '@shop/contract/account';
import { safeNext } from '../forms/redirects';

/**
 * Where a shop of the customer's client links on this site: the path of the API's `url` (which
 * names the API's idea of the shop's host), never another site; the shop's general catalogue
 * route when the address is unusable.
 */
export function clientShopHref(shop: ClientShop): string {
  let path: string | null = null;
  try {
    path = new URL(shop.url, 'https://shop.invalid').pathname;
  } catch {
    path = null;
  }
  return safeNext(path, `/c-catalogo-${shop.id}`);
}
