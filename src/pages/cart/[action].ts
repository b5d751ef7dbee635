import type { APIRoute } from 'astro';
import { seeOther } from '../../server/visits/private-page';
import { shopperApi } from '../../server/visits/shopper';
import { es } from '../../i18n/es';
import { NO_STORE } from '../../server/http/cache-control';
import { noticeCookie } from '../../lib/cart/cart-notice';
import { handleIntents } from '../../server/forms/intents';
import { cartIntents } from '../../server/forms/intents/cart';

export const prerender = false;

/** A short answer in words for a post the cart cannot take (a 400, a 429 with its Retry-After). */
function plainAnswer(text: string, status: number, retryAfter?: number): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': NO_STORE,
  };
  if (retryAfter) headers['Retry-After'] = String(retryAfter);
  return new Response(text, { status, headers });
}

/**
 * The cart as plain HTML forms (no JavaScript): each form posts here, the shop forwards it to the
 * API with the shopper's cookies (cartIntents) and answers 303 to /cart, with a one-shot notice
 * cookie. A form the shop cannot read is a 400 that names the problem, never a 5xx.
 */
export const POST: APIRoute = async (context) => {
  const shopper = shopperApi(context.request);
  const posted = await handleIntents(context, shopper, cartIntents, { action: context.params.action ?? '' });
  if (posted instanceof Response) return posted;
  if (posted.status === 400) return plainAnswer(es.cart.errors.badForm, 400);
  // Too many codes tried (the shop's limit or the API's): said with the wait, the cart untouched.
  if (posted.status === 429)
    return plainAnswer(posted.problem?.message ?? es.forms.failed, 429, posted.problem?.retryAfter);
  // Any other failure: back to the cart, which says so ('Fallo en el servidor.').
  return seeOther('/cart', shopper, [noticeCookie({ level: 'error', text: es.cart.errors.server })]);
};
