import { addToWishlistEvent } from '../lib/analytics/analytics-events';
import { loadBrowserApi } from './lazy-api';
import { track } from './consent';
import { showToast } from './toasts';
import { createWishlistStore } from './wishlist-store';
import { writeCountNote } from './count-note';
import { WISHLIST_NOTE } from '../lib/cart/count-notes';

/** The page's wishlist; browser-only, like the cart. */
export const wishlist = createWishlistStore({
  api: loadBrowserApi,
  notify: (toast) => showToast(toast),
  onAdded: (product) => track(addToWishlistEvent(product)),
  onCount: (count) => writeCountNote(WISHLIST_NOTE, count),
});
