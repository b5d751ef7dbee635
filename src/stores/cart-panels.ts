import { atom } from 'nanostores';
import type { CartItem } from '@shop/contract/cart';
import { es, format } from '../i18n/es';
import { MINI_CART_CLOSE_MS, QUICK_BUY_MAX_WIDTH_PX } from '../lib/constants';
import { showToast } from './toasts';

/** Why the mini cart is open: a fresh add closes by itself, a hover closes when the pointer leaves. */
export type MiniCartReason = 'added' | 'hover' | 'focus';

/** The mini cart panel: closed (null) or open for a reason. */
export const $miniCart = atom<MiniCartReason | null>(null);

/** The line the quick-buy popup shows (under 768 px, spec §4), by product id. */
export const $quickBuy = atom<number | null>(null);

let autoClose: ReturnType<typeof setTimeout> | undefined;

export function openMiniCart(reason: MiniCartReason): void {
  clearTimeout(autoClose);
  $miniCart.set(reason);
  if (reason === 'added') autoClose = setTimeout(() => closeMiniCart(), MINI_CART_CLOSE_MS);
}

export function closeMiniCart(): void {
  clearTimeout(autoClose);
  $miniCart.set(null);
}

export function closeQuickBuy(): void {
  $quickBuy.set(null);
}

/**
 * Panels close on route change (spec §4). A multi-page shop starts every page closed, except a page
 * the browser restores from its back/forward cache, which comes back as it was left.
 */
export function closeCartPanelsOnRestore(event: PageTransitionEvent): void {
  if (!event.persisted) return;
  closeMiniCart();
  closeQuickBuy();
}

/**
 * What follows a saved add (spec §4): the mini cart opens and closes after 3 s; under 768 px the
 * quick-buy popup shows the line, on wider screens a toast names the product.
 */
export function showAdded(item: CartItem, viewportWidth: number): void {
  openMiniCart('added');
  if (viewportWidth < QUICK_BUY_MAX_WIDTH_PX) {
    $quickBuy.set(item.product.id);
  } else {
    showToast({ level: 'info', title: format(es.cart.added, { name: item.product.name }) });
  }
}

/**
 * What follows "Volver a comprar": the mini cart opens with the order's products (and closes after
 * 3 s, like an add), and a toast says so, which a screen reader announces and a phone, where the
 * mini cart never shows (spec §2, under 600 px), needs.
 */
export function showReordered(): void {
  openMiniCart('added');
  showToast({ level: 'info', title: es.cart.orderToCartDone });
}
