import type { APIRoute } from 'astro';
import { toApiError } from '../../api/api-error';
import { shopperApi } from '../../server/visits/shopper';
import { addToWishlist, getWishlistIds, removeFromWishlist } from '../../api/wishlist';
import { es } from '../../i18n/es';
import { NO_STORE } from '../../server/http/cache-control';
import { parseId } from '../../lib/format/ids';

export const prerender = false;

/** Where to send the shopper back: the page they came from on this shop, else the wishlist. */
function backTo(request: Request): string {
  const referer = request.headers.get('referer');
  try {
    const from = referer ? new URL(referer) : null;
    return from && from.origin === new URL(request.url).origin
      ? `${from.pathname}${from.search}`
      : '/wishlist';
  } catch {
    return '/wishlist';
  }
}

/**
 * The wishlist heart without JavaScript: the shared HTML cannot know whether this shopper has
 * the product, so the server asks the API and toggles, then sends the shopper back.
 */
export const POST: APIRoute = async ({ request }) => {
  const form = await request.formData().catch(() => null);
  const idText = form?.get('id');
  const id = parseId(typeof idText === 'string' ? idText : null);
  if (id === null) {
    return new Response(es.wishlist.badForm, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
    });
  }
  const shopper = shopperApi(request);
  let status = 303;
  try {
    const wished = await getWishlistIds(shopper.api.silent);
    await (wished.includes(id)
      ? removeFromWishlist(shopper.api.silent, id)
      : addToWishlist(shopper.api.silent, id));
  } catch (error) {
    // An unknown product is the shopper's mistake (404 → 400); an outage must not look like one.
    status = toApiError(error).status === 404 ? 400 : 303;
    if (status === 400)
      return new Response(es.wishlist.badForm, {
        status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
      });
  }
  const headers = new Headers({ Location: backTo(request), 'Cache-Control': NO_STORE });
  for (const cookie of shopper.setCookies()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status, headers });
};
