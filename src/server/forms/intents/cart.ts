import type { Cart } from '@shop/contract/cart';
import { API_PRODUCT } from 'astro:env/client';
import type { $Fetch } from 'ofetch';
import { toApiError } from '../../../api/api-error';
import { applyCoupon, confirmAdult, deleteCart, getCart, saveCart } from '../../../api/cart';
import { getProduct } from '../../../api/catalog';
import { es, format } from '../../../i18n/es';
import { type CartFormAction, parseCartForm } from '../../../lib/cart/cart-form';
import { addLine, linesOf, setLineQuantity } from '../../../lib/cart/cart-lines';
import { type CartNotice, noticeCookie } from '../../../lib/cart/cart-notice';
import { giftOverride } from '../../../lib/cart/gift-card';
import { holdToStock } from '../../../lib/cart/stock-limit';
import { FORM_LIMITS } from '../../limits/form-limits';
import { defineIntents } from '../intents';
import { limited } from '../limited';

/** Where a cart form leads: the cart (with its one-shot notice) or the age question. */
type CartDone = { to: string; cookies?: readonly string[] };

const lineOf = (cart: Cart | null, id: number) => cart?.items.find((item) => item.product.id === id);
const lineQuantity = (cart: Cart | null, id: number) => lineOf(cart, id)?.quantity ?? 0;
const stockInCart = (cart: Cart | null, id: number) => lineOf(cart, id)?.product.quantity;

/** Does a form's change; a quantity above the stock is lowered to it and the notice says why. */
async function perform(silent: $Fetch, action: CartFormAction): Promise<CartNotice | null> {
  switch (action.kind) {
    case 'age':
      await confirmAdult(silent, API_PRODUCT);
      return perform(silent, { ...action, kind: 'add' });
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
const toCart = (notice: CartNotice | null): CartDone => ({
  to: '/cart',
  cookies: notice ? [noticeCookie(notice)] : [],
});

/** The cart's rules of spec §8: a 409 asks the age question (the pending add in the address, numbers only), a 422 warns with the API's message. */
async function change(silent: $Fetch, action: CartFormAction): Promise<CartDone> {
  try {
    return toCart(await perform(silent, action));
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === 409 && action.kind === 'add')
      return { to: `/cart?edad=${action.id}-${action.quantity}` };
    if (failure.status === 422)
      return toCart({ level: 'warning', text: failure.body?.message?.trim() || es.cart.errors.invalidData });
    throw error;
  }
}

/**
 * The cart as plain HTML forms: `/cart/{action}` (the page's `action`, from the address) names what
 * the form does; a form the shop cannot read is refused (the endpoint answers it 400 in words).
 */
export const cartIntents = defineIntents<CartFormAction | null, { action: string }>({
  fields: (form, { action }) => parseCartForm(action, form),
  otherwise: 'change',
  intents: {
    change: {
      rules: [{ holds: (action) => action !== null, message: es.cart.errors.badForm }],
      run: (api, action) => change(api, action!),
      redirect: (done: CartDone) => done.to,
      cookies: (done: CartDone) => done.cookies ?? [],
    },
  },
});
