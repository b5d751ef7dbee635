import type { AstroGlobal } from 'astro';
import { privateHeaders } from '../visits/private-page';
import { type ShopperApi, shopperApi } from '../visits/shopper';
import { handleIntents, type IntentForm } from './intents';

/**
 * A form page's post (handleIntents): the redirect to return, or what to render again, with the
 * page's status the form's and its headers private to this shopper (never cached, the API's
 * cookies passed on). The shopper is the request's unless the page has already read its visit.
 */
export async function formPage<V, X>(
  page: AstroGlobal,
  spec: IntentForm<V, X>,
  extra: X,
  shopper: ShopperApi = shopperApi(page.request),
) {
  const posted = await handleIntents(page, shopper, spec, extra);
  if (posted instanceof Response) return posted;
  page.response.status = posted.status;
  privateHeaders(page.response.headers, shopper);
  return posted;
}
