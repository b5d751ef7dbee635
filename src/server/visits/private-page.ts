import { currentUser } from '../../api/auth';
import type { User } from '@shop/contract/account';
import { toApiError } from '../../api/api-error';
import { type ShopperApi, shopperApi } from './shopper';
import { customerFromCookies, forgetCustomerCookie } from '../../lib/account/customer-cookie';
import { PRIVATE_CACHE_CONTROL } from '../http/cache-control';
import { type PageFailure, pageFailureFor } from '../http/page-errors';
import { servedCookie } from '../http/site';

/**
 * The signed-in customer behind a shopper's request, or null for a guest (the API's 401). Other
 * failures are thrown: an outage must not look like being logged out.
 */
export async function signedInCustomer(shopper: ShopperApi): Promise<User | null> {
  try {
    return await currentUser(shopper.api.silent);
  } catch (error) {
    if (toApiError(error).status === 401) return null;
    throw error;
  }
}

/**
 * One of the shop's own Set-Cookie values (`mt_cliente`, the cart notice), as the server writes it:
 * `Secure` when the public origin (SITE_URL) is https, as the API's cookies it passes on (shopper.ts).
 */
export const shopCookie = servedCookie;

/**
 * Headers of a page or redirect that belongs to one shopper: never cached, with the API's cookies
 * passed on and the shop's own (`extraCookies`) set.
 */
export function privateHeaders(
  headers: Headers,
  shopper: ShopperApi,
  extraCookies: readonly string[] = [],
): Headers {
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  for (const cookie of shopper.setCookies()) headers.append('Set-Cookie', cookie);
  for (const cookie of extraCookies) headers.append('Set-Cookie', shopCookie(cookie));
  return headers;
}

/** Post/Redirect/Get: the answer to a form that worked. */
export function seeOther(
  location: string,
  shopper: ShopperApi,
  extraCookies: readonly string[] = [],
): Response {
  const headers = privateHeaders(new Headers({ Location: location }), shopper, extraCookies);
  return new Response(null, { status: 303, headers });
}

/** An account page's visitor: the customer, or why the API could not say (the page shows the outage). */
export type AccountVisit =
  | { shopper: ShopperApi; customer: User; failure?: undefined }
  | { shopper: ShopperApi; customer?: undefined; failure: PageFailure };

/**
 * The start of every account page: the shopper's API client and the customer, or the redirect to
 * the login page (with the way back) for a guest, forgetting a stale "signed in" note. The login
 * page says the session ended when the browser carried that note, unless `sessionEndedNotice` is
 * false (a page a guest may well open first, such as /ratings from a link).
 */
export async function accountVisit(
  request: Request,
  url: URL,
  { sessionEndedNotice = true }: { sessionEndedNotice?: boolean } = {},
): Promise<AccountVisit | Response> {
  const shopper = shopperApi(request);
  let customer: User | null;
  try {
    customer = await signedInCustomer(shopper);
  } catch (error) {
    return { shopper, failure: pageFailureFor(error) };
  }
  if (customer) return { shopper, customer };
  const next = encodeURIComponent(`${url.pathname}${url.search}`);
  // Only a browser that says it was signed in (the shop's note) had a session to end: a guest who
  // never logged in is just asked to.
  const wasSignedIn = customerFromCookies(request.headers.get('cookie')) !== null;
  const notice = sessionEndedNotice && wasSignedIn ? '&aviso=sesion-caducada' : '';
  return seeOther(`/login?next=${next}${notice}`, shopper, [forgetCustomerCookie()]);
}
