import type { Order } from '../../contract/orders';
import { toApiError } from '../../api/api-error';
import { order } from '../../api/orders';
import type { ShopperApi } from './shopper';
import { parseId } from '../../lib/format/ids';

/**
 * The order a pay or outcome page is about, if this shopper may see it (their own, or the guest
 * session's); null for a made-up or someone else's id, which the API answers with a 404.
 */
export async function visibleOrder(shopper: ShopperApi, idText: string | null): Promise<Order | null> {
  const id = parseId(idText);
  if (id === null) return null;
  try {
    return await order(shopper.api.silent, id);
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}
