import { cleanup } from '@testing-library/react';
import { clearToasts } from '../../../../../../src/stores/toasts';
import { wishlist } from '../../../../../../src/stores/wishlist';
import { calls } from './wishlist-api';

/** After each test of a wishlist island: nothing rendered, no call waiting, an empty unloaded list, no toast. */
export function resetWishlistIslands(): void {
  cleanup();
  clearToasts();
  calls.pending.length = 0;
  calls.pages.length = 0;
  wishlist.$ids.set([]);
  wishlist.$pending.set([]);
  wishlist.$loaded.set(false);
}
