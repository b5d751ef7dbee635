import { searchProducts } from '../../../src/api/catalog.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Product } from '@shop/contract/catalogue';

/** Spec §9's category ids: the drinks shop (adult products) and the kitchen shop. */
const DRINKS = 10000;
const KITCHEN = 10047;

/** A product of a shop that can be put in a cart: in stock, adult or not as asked. */
async function productOf(api: ApiClient, shop: number, adult: boolean): Promise<Product> {
  const { data } = await searchProducts(api, { categories: [[shop]], per_page: 100 });
  const found = data.find((product) => product.adult === adult && product.quantity > 0);
  if (!found) throw new Error(`no ${adult ? 'adult' : 'plain'} product in stock in category ${shop}`);
  return found;
}

/** Products the journeys buy, found through the search as a shopper would. */
export async function productsToBuy(api: ApiClient): Promise<{ plain: Product; adult: Product }> {
  const [plain, adult] = await Promise.all([productOf(api, KITCHEN, false), productOf(api, DRINKS, true)]);
  return { plain, adult };
}
