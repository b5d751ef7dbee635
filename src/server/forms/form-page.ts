import type { AstroGlobal } from 'astro';
import type { PageFailure } from '../http/page-errors';
import { privateHeaders } from '../visits/private-page';
import { type ShopperApi, shopperApi } from '../visits/shopper';
import { handleIntents, type IntentForm } from './intents';

/** Who is on a form page: the shopper, and why the API could not say more (an outage). */
interface Visit {
  shopper: ShopperApi;
  failure?: PageFailure | undefined;
}

/**
 * A form page's post (handleIntents): the redirect to return, or what to render again, with the
 * page's status the form's and its headers private to this shopper (never cached, the API's
 * cookies passed on). The visit is the request's shopper unless the page has read it already (an
 * account or checkout visit); one whose reading failed takes no post and has the failure's status.
 */
export async function formPage<V, X>(
  page: AstroGlobal,
  spec: IntentForm<V, X>,
  extra: X,
  visit: Visit = { shopper: shopperApi(page.request) },
) {
  const posted = await handleIntents(page, visit.shopper, spec, extra, !visit.failure);
  if (posted instanceof Response) return posted;
  page.response.status = visit.failure?.status ?? posted.status;
  privateHeaders(page.response.headers, visit.shopper);
  return posted;
}
