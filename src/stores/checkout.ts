import { createCheckoutStore } from './checkout-store';
import { loadBrowserApi } from './lazy-api';
import { showToast } from './toasts';

/**
 * The page's checkout, shared by the checkout's islands (the steps' forms and the summary). Browser
 * state only: on the server the islands render from their props and never touch it.
 */
export const checkout = createCheckoutStore({
  api: loadBrowserApi,
  notify: (toast) => showToast(toast),
  // The cart store (and the mini cart's BroadcastChannel) loads only once a coupon changes the cart.
  onCart: (saved) => void import('./cart').then(({ cart }) => cart.adopt(saved)),
});

/** The checkout's state, as `$cart` is the cart's. */
export const $checkout = checkout.$checkout;
