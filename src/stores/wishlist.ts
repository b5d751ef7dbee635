import { addToWishlistEvent } from '../lib/analytics/analytics-events';
import { browserApi } from './public-api';
import { track } from './consent';
import { showToast } from './toasts';
import { createWishlistStore } from './wishlist-store';

/** The page's wishlist; browser-only, like the cart. */
export const wishlist = createWishlistStore({
  api: browserApi,
  notify: (toast) => showToast(toast),
  onAdded: (product) => track(addToWishlistEvent(product)),
});
