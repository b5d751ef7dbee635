import type { Order } from '../../contract/orders';
import { toApiError } from '../../api/api-error';
import { lookedUpOrder, order } from '../../api/orders';
import type { ShopperApi } from './shopper';
import { parseId } from '../../lib/format/ids';

/**
 * The order a pay or outcome page is about, if this shopper may see it: their own (the owner's
 * route), or a guest order this browser session looked up a short while ago (the guest route
 * without contact data, which only the lookup's grant opens); null for a made-up or someone
 * else's id, which the API answers with a 404.
 */
export async function visibleOrder(shopper: ShopperApi, idText: string | null): Promise<Order | null> {
  const id = parseId(idText);
  if (id === null) return null;
  for (const read of [order, lookedUpOrder]) {
    try {
      return await read(shopper.api.silent, id);
    } catch (error) {
      if (toApiError(error).status !== 404) throw error;
    }
  }
  return null;
}
