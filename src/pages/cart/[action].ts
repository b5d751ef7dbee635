import type { APIRoute } from 'astro';
import { API_PRODUCT } from 'astro:env/client';
import { toApiError } from '../../api/api-error';
import { applyCoupon, confirmAdult, deleteCart, getCart, saveCart } from '../../api/cart';
import { getProduct } from '../../api/catalog';
import type { Cart } from '@shop/contract/cart';
import { holdToStock } from '../../lib/cart/stock-limit';
import { seeOther } from '../../server/visits/private-page';
import { shopperApi } from '../../server/visits/shopper';
import { es, format } from '../../i18n/es';
import { type CartFormAction, parseCartForm } from '../../lib/cart/cart-form';
import { NO_STORE } from '../../server/http/cache-control';
import { addLine, linesOf, setLineQuantity } from '../../lib/cart/cart-lines';
import { giftOverride } from '../../lib/cart/gift-card';
import { type CartNotice, noticeCookie } from '../../lib/cart/cart-notice';
import { type FormDone, FormRefusal, handleForm } from '../../server/forms/handle-form';
import { limited } from '../../server/forms/limited';
import { FORM_LIMITS } from '../../server/limits/form-limits';

export const prerender = false;

type Api = ReturnType<typeof shopperApi>['api'];

const lineOf = (cart: Cart | null, id: number) => cart?.items.find((item) => item.product.id === id);
const lineQuantity = (cart: Cart | null, id: number) => lineOf(cart, id)?.quantity ?? 0;
const stockInCart = (cart: Cart | null, id: number) => lineOf(cart, id)?.product.quantity;

/** Does a form's change; a quantity above the stock is lowered to it and the notice says why. */
async function perform(api: Api, action: CartFormAction): Promise<CartNotice | null> {
  const silent = api.silent;
  switch (action.kind) {
    case 'age':
      await confirmAdult(silent, API_PRODUCT);
      return perform(api, { ...action, kind: 'add' });
    case 'add': {
      const cart = await getCart(silent);
      const add = (quantity: number) =>
        saveCart(
          silent,
          addLine(cart ? linesOf(cart) : [], action.id, quantity, giftOverride(action.amount)),
        );
      const inCart = lineQuantity(cart, action.id);
      let held = holdToStock(
        inCart + action.quantity,
        stockInCart(cart, action.id) ?? Number.POSITIVE_INFINITY,
      );
      let saved: Cart;
      try {
        saved = await add(held.quantity - inCart);
      } catch (error) {
        // Not in the cart yet, so its stock is unknown until the API refuses: read it and try once more.
        if (toApiError(error).status !== 422 || held.reason) throw error;
        held = holdToStock(inCart + action.quantity, (await getProduct(silent, action.id)).quantity);
        if (!held.reason || held.quantity <= inCart) throw error;
        saved = await add(held.quantity - inCart);
      }
      if (held.reason) return { level: 'warning', text: held.reason };
      const name = saved.items.find((item) => item.product.id === action.id)?.product.name ?? '';
      return { level: 'info', text: format(es.cart.added, { name }) };
    }
    case 'update': {
      const cart = await getCart(silent);
      const held = holdToStock(action.quantity, stockInCart(cart, action.id) ?? Number.POSITIVE_INFINITY);
      await saveCart(silent, setLineQuantity(cart ? linesOf(cart) : [], action.id, held.quantity));
      return held.reason ? { level: 'warning', text: held.reason } : null;
    }
    case 'clear':
      await deleteCart(silent);
      return null;
    case 'coupon':
      await limited({ limit: FORM_LIMITS.coupon, target: action.code }, () =>
        applyCoupon(silent, action.code),
      );
      return { level: 'info', text: es.cart.couponApplied };
  }
}

/** The cart page, with a one-shot notice for it. */
const toCart = (notice: CartNotice | null): FormDone<never> => ({
  to: '/cart',
  cookies: notice ? [noticeCookie(notice)] : [],
});

/** The cart's rules of spec §8: a 409 asks the age question (the pending add in the address, numbers only), a 422 warns with the API's message. */
async function submit(api: Api, action: CartFormAction | null): Promise<FormDone<never>> {
  if (!action) throw new FormRefusal(es.cart.errors.badForm);
  try {
    return toCart(await perform(api, action));
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === 409 && action.kind === 'add')
      return { to: `/cart?edad=${action.id}-${action.quantity}` };
    if (failure.status === 422)
      return toCart({ level: 'warning', text: failure.body?.message?.trim() || es.cart.errors.invalidData });
    throw error;
  }
}

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
 * API with the shopper's cookies and answers 303 to /cart, with a one-shot notice cookie. A form
 * the shop cannot read is a 400 that names the problem, never a 5xx.
 */
export const POST: APIRoute = async (context) => {
  const shopper = shopperApi(context.request);
  const posted = await handleForm(context, shopper, {
    read: (form) => parseCartForm(context.params.action ?? '', form),
    submit: (action) => submit(shopper.api, action),
  });
  if (posted instanceof Response) return posted;
  if (posted.status === 400) return plainAnswer(es.cart.errors.badForm, 400);
  // Too many codes tried (the shop's limit or the API's): said with the wait, the cart untouched.
  if (posted.status === 429)
    return plainAnswer(posted.problem?.message ?? es.forms.failed, 429, posted.problem?.retryAfter);
  // Any other failure: back to the cart, which says so ('Fallo en el servidor.').
  return seeOther('/cart', shopper, [noticeCookie({ level: 'error', text: es.cart.errors.server })]);
};
