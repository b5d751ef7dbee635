import type { Order } from '@shop/contract/orders';
import { es } from '../../i18n/es';
import { parseId } from '../../lib/format/ids';
import { handleIntents } from '../forms/intents';
import { type LookupFields, lookupIntents } from '../forms/intents/lookup';
import { sessionGuestOrder } from '../visits/order-visit';
import type { ShopperApi } from '../visits/shopper';

type PageContext = { request: Request; params: { id?: string }; response: { headers: Headers } };

/**
 * The guest order page (/guest/order/{id?}): its intents, then the order found by the lookup or,
 * on a visit, the one this browser session may see without the contact (the API's grant).
 */
export async function guestOrderPage(context: PageContext, shopper: ShopperApi) {
  const posted = await handleIntents<LookupFields, object, Order>(context, shopper, lookupIntents, {});
  if (posted instanceof Response) return posted;
  const { request, params } = context;
  const visiting = request.method === 'GET';
  const order =
    posted.shown ??
    (visiting ? await sessionGuestOrder(shopper, parseId(params.id), request.headers.get('cookie')) : null);
  // Someone else's order (or a wrong proof) is the API's 404: the same answer as a made-up number,
  // and as an address whose number is none (`/guest/order/abc`).
  const badAddress = visiting && params.id !== undefined && parseId(params.id) === null;
  const notFound = posted.problem?.status === 404 || badAddress;
  return {
    order,
    orderId: posted.values?.orderId ?? String(parseId(params.id) ?? ''),
    contact: posted.values?.contact ?? '',
    problem: notFound ? es.guestOrder.notFound : posted.problem?.message,
    status: notFound ? 404 : posted.status,
  };
}
