import type { APIRoute } from 'astro';
import { seeOther } from '../../server/visits/private-page';
import { shopperApi } from '../../server/visits/shopper';
import { addToWishlist, isWished, removeFromWishlist } from '../../api/wishlist';
import { es } from '../../i18n/es';
import { NO_STORE } from '../../server/http/cache-control';
import { parseId } from '../../lib/format/ids';
import { field } from '../../server/forms/form-problem';
import { safeNext } from '../../lib/forms/redirects';
import { FormRefusal, handleForm } from '../../server/forms/handle-form';

export const prerender = false;

/** Where to send the shopper back: the page they came from on this shop, else the wishlist. */
function backTo(request: Request): string {
  const referer = request.headers.get('referer');
  try {
    const from = referer ? new URL(referer) : null;
    const path = from ? `${from.pathname}${from.search}` : '';
    return from?.origin === new URL(request.url).origin ? safeNext(path, '/wishlist') : '/wishlist';
  } catch {
    return '/wishlist';
  }
}

/**
 * The wishlist heart without JavaScript: the shared HTML cannot know whether this shopper has
 * the product, so the server asks the API and toggles, then sends the shopper back.
 */
export const POST: APIRoute = async (context) => {
  const shopper = shopperApi(context.request);
  const back = backTo(context.request);
  const posted = await handleForm(context, shopper, {
    read: (form) => parseId(field(form, 'id')),
    async submit(id) {
      if (id === null) throw new FormRefusal(es.wishlist.badForm);
      // One product's state, not the whole list: the existence check of spec §7.
      await ((await isWished(shopper.api.silent, id))
        ? removeFromWishlist(shopper.api.silent, id)
        : addToWishlist(shopper.api.silent, id));
      return { to: back };
    },
  });
  if (posted instanceof Response) return posted;
  // An unknown product is the shopper's mistake (404 → 400); an outage must not look like one.
  if (posted.status === 400 || posted.problem?.status === 404)
    return new Response(es.wishlist.badForm, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
    });
  return seeOther(back, shopper);
};
