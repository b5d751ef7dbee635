import { toApiError } from '../api/api-error';
import { toastForFailure } from '../api/errors';
import type { Cart } from '@shop/contract/cart';
import { es } from '../i18n/es';
import { addedUnits } from '../lib/cart/cart-lines';
import type { CartKit, CartState } from './cart-state';

// The cart's actions that only the cart, checkout and account pages' islands take (empty the
// cart, a coupon, "Volver a comprar", the age check's yes): their code loads at their first use (cart-store.ts), not
// in the shell every page runs before its first interaction (issue 17: 15 KB gzip). The store's
// own helpers come in as a kit, so this module imports only its types. With them, in the same
// chunk, what makes two tabs' overlapping saves good (cart-mend.ts), needed as rarely.

export { hear } from './cart-mend';

/** Empties the cart (the caller has asked for confirmation, spec §5). */
export async function clear(
  { show, whileSaving, cartCalls, reload }: CartKit,
  state: CartState,
): Promise<boolean> {
  if (state.$saving.get()) return false;
  return whileSaving(state, async () => {
    try {
      const { deleteCart, api } = await cartCalls(state);
      await deleteCart(api.silent);
      for (const item of state.$cart.get()?.items ?? [])
        state.options.onQuantityChange?.(item, -item.quantity);
      show(state, null);
      state.options.onSaved?.(null);
      return true;
    } catch {
      state.options.notify({ level: 'error', title: es.cart.errors.server });
      await reload(state);
      return false;
    }
  });
}

/** Applies a coupon code; the API's 422 message reaches the shopper as a toast. */
export async function applyCoupon(
  { show, whileSaving, cartCalls }: CartKit,
  state: CartState,
  code: string,
): Promise<boolean> {
  if (state.$saving.get() || !code.trim()) return false;
  return whileSaving(state, async () => {
    try {
      const { applyCoupon: postCoupon, api } = await cartCalls(state);
      show(state, await postCoupon(api, code.trim()));
      state.options.onSaved?.(state.$cart.get());
      return true;
    } catch {
      return false;
    }
  });
}

/** The order's products are in the cart the API answered: the units it gained are reported. */
function reordered(show: CartKit['show'], state: CartState, before: Cart | null, cart: Cart): void {
  show(state, cart);
  state.$loaded.set(true);
  for (const { item, delta } of addedUnits(before, state.$cart.get()))
    state.options.onQuantityChange?.(item, delta);
  state.options.onSaved?.(state.$cart.get());
  state.options.onReordered?.();
}

/**
 * "Volver a comprar": the API puts a past order's products into the cart and answers the whole
 * cart, which becomes the page's; the units it gained are reported as additions (analytics), so
 * the cart is read first when the page has not. A failure is the §8 toast (or the cart's own),
 * the cart as it was.
 */
export async function reorder(
  { show, whileSaving, reload }: CartKit,
  state: CartState,
  orderId: number,
): Promise<boolean> {
  if (state.$saving.get()) return false;
  return whileSaving(state, async () => {
    try {
      if (!state.$loaded.get()) await reload(state);
      const before = state.$cart.get();
      const [{ orderToCart }, api] = await Promise.all([import('../api/orders'), state.options.api()]);
      reordered(show, state, before, await orderToCart(api.silent, orderId));
      return true;
    } catch (error) {
      const failure = toApiError(error);
      state.options.notify(toastForFailure(failure) ?? { level: 'error', title: es.cart.errors.server });
      return false;
    }
  });
}

/** The shopper says they are over 18: confirm with the API, then save again. */
export async function confirmAge(
  { cartCalls, reload, persist }: CartKit,
  state: CartState,
): Promise<boolean> {
  const check = state.$ageCheck.get();
  if (!check) return false;
  state.$ageCheck.set(null);
  try {
    const { confirmAdult, api } = await cartCalls(state);
    await confirmAdult(api, state.options.platformProduct);
  } catch {
    await reload(state);
    return false;
  }
  return persist(state, check.pending, check.change);
}
