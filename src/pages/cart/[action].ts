import type { APIRoute } from 'astro';
import { API_PRODUCT } from 'astro:env/client';
import { toApiError } from '../../api/api-error';
import { applyCoupon, confirmAdult, deleteCart, getCart, saveCart } from '../../api/cart';
import { shopperApi } from '../../server/visits/shopper';
import { es, format } from '../../i18n/es';
import { type CartFormAction, parseCartForm } from '../../lib/cart/cart-form';
import { NO_STORE } from '../../server/http/cache-control';
import { addLine, linesOf, setLineQuantity } from '../../lib/cart/cart-lines';
import { giftOverride } from '../../lib/cart/gift-card';
import { type CartNotice, noticeCookie } from '../../lib/cart/cart-notice';

export const prerender = false;

async function perform(
  api: ReturnType<typeof shopperApi>['api'],
  action: CartFormAction,
): Promise<CartNotice | null> {
  const silent = api.silent;
  switch (action.kind) {
    case 'age':
      await confirmAdult(silent, API_PRODUCT);
      return perform(api, { ...action, kind: 'add' });
    case 'add': {
      const cart = await getCart(silent);
      const saved = await saveCart(
        silent,
        addLine(cart ? linesOf(cart) : [], action.id, action.quantity, giftOverride(action.amount)),
      );
      const name = saved.items.find((item) => item.product.id === action.id)?.product.name ?? '';
      return { level: 'info', text: format(es.cart.added, { name }) };
    }
    case 'update': {
      const cart = await getCart(silent);
      await saveCart(silent, setLineQuantity(cart ? linesOf(cart) : [], action.id, action.quantity));
      return null;
    }
    case 'clear':
      await deleteCart(silent);
      return null;
    case 'coupon':
      await applyCoupon(silent, action.code);
      return { level: 'info', text: es.cart.couponApplied };
  }
}

/**
 * The cart as plain HTML forms (no JavaScript): each form posts here, the shop forwards it to the
 * API with the shopper's cookies and answers 303 to /cart, with a one-shot notice cookie. A 409
 * sends the shopper to the age question with the pending add in the address (numbers only).
 */
export const POST: APIRoute = async ({ params, request }) => {
  const form = await request.formData().catch(() => null);
  const action = form ? parseCartForm(params.action ?? '', form) : null;
  if (!action) {
    return new Response(es.cart.errors.badForm, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
    });
  }
  const shopper = shopperApi(request);
  let location = '/cart';
  let notice: CartNotice | null = null;
  try {
    notice = await perform(shopper.api, action);
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === 409 && action.kind === 'add') {
      location = `/cart?edad=${action.id}-${action.quantity}`;
    } else {
      const message = failure.body?.message?.trim();
      notice =
        failure.status === 422
          ? { level: 'warning', text: message || es.cart.errors.invalidData }
          : { level: 'error', text: es.cart.errors.server };
    }
  }
  const headers = new Headers({ Location: location, 'Cache-Control': NO_STORE });
  for (const cookie of shopper.setCookies()) headers.append('Set-Cookie', cookie);
  if (notice) headers.append('Set-Cookie', noticeCookie(notice));
  return new Response(null, { status: 303, headers });
};
