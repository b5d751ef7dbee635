import { browserApi } from './public-api';
import { addToWishlistEvent } from '../lib/analytics/analytics-events';
import { track } from './consent';
import { showToast } from './toasts';
import { createWishlistStore } from './wishlist-store';

/** The page's wishlist; browser-only, like the cart. */
export const wishlist = createWishlistStore({
  api: browserApi,
  notify: (toast) => showToast(toast),
  onAdded: (id) => {
    // The heart carries its product's name and price for the event.
    const button = document.querySelector<HTMLElement>(`[data-wishlist-toggle="${id}"]`);
    track(
      addToWishlistEvent({
        id,
        name: button?.dataset.itemName ?? '',
        price: Number(button?.dataset.itemPrice ?? 0),
      }),
    );
  },
});
