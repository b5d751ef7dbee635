import { addToWishlistEvent } from '../lib/analytics/analytics-events';
import { loadBrowserApi } from './lazy-api';
import { track } from './consent';
import { showToast } from './toasts';
import { createWishlistStore } from './wishlist-store';
import { writeCountNote } from './count-note';
import { WISHLIST_NOTE } from '../lib/cart/count-notes';
import { shareAcrossTabs } from './wishlist-tabs';

// The other tabs hear what this one saved; what they saved arrives through `receive`.
const tellOtherTabs = shareAcrossTabs((ids) => wishlist.receive(ids));

/**
 * The page's wishlist; browser-only, like the cart. The hearts, the header's counter and the
 * /wishlist page all read it (islands/Wishlist), so a press shows everywhere at once.
 */
export const wishlist = createWishlistStore({
  api: loadBrowserApi,
  notify: (toast) => showToast(toast),
  onAdded: (product) => track(addToWishlistEvent(product)),
  onCount: (count) => writeCountNote(WISHLIST_NOTE, count),
  onSaved: (ids) => tellOtherTabs(ids),
});

/** The wished product ids, newest first. */
export const $wishlist = wishlist.$ids;
/** Products whose heart's call has not answered yet. */
export const $pending = wishlist.$pending;
export const { toggle, receive } = wishlist;
export type { HeartProduct } from './wishlist-store';
