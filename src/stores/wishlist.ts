import { browserApi } from '../api/public';
import { showToast } from './toasts';
import { createWishlistStore } from './wishlist-store';

/** The page's wishlist; browser-only, like the cart. */
export const wishlist = createWishlistStore({
  api: browserApi,
  notify: (toast) => showToast(toast),
});
