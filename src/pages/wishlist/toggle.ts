import type { APIRoute } from 'astro';
import { seeOther } from '../../server/visits/private-page';
import { shopperApi } from '../../server/visits/shopper';
import { es } from '../../i18n/es';
import { NO_STORE } from '../../server/http/cache-control';
import { cameFrom } from '../../server/forms/came-from';
import { handleIntents } from '../../server/forms/intents';
import { wishlistIntents } from '../../server/forms/intents/wishlist';

export const prerender = false;

/**
 * The wishlist heart without JavaScript (wishlistIntents): toggled, then back where the shopper
 * came from on this shop, else the wishlist.
 */
export const POST: APIRoute = async (context) => {
  const shopper = shopperApi(context.request);
  const back = cameFrom(context.request, '/wishlist');
  const posted = await handleIntents(context, shopper, wishlistIntents, { back });
  if (posted instanceof Response) return posted;
  // An unknown product is the shopper's mistake (404 → 400); an outage must not look like one.
  if (posted.status === 400 || posted.problem?.status === 404)
    return new Response(es.wishlist.badForm, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
    });
  return seeOther(back, shopper);
};
