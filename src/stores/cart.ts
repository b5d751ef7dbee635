import { API_PRODUCT } from 'astro:env/client';
import { loadBrowserApi } from './lazy-api';
import type { Cart } from '@shop/contract/cart';
import type { SavedNote, TabSave } from '../lib/cart/tab-saves';
import { cartChangeEvent } from '../lib/analytics/analytics-events';
import { showAdded, showReordered } from './cart-panels';
import { track } from './consent';
import { createCartStore } from './cart-store';
import { writeCountNote } from './count-note';
import { CART_NOTE } from '../lib/cart/count-notes';
import { showToast } from './toasts';

/**
 * Tabs of the same browser tell each other about saved carts, so every tab shows the same one, and
 * what each save changed, so two saves at once lose nothing (lib/cart/tab-saves.ts).
 */
// Named anew with the notes' shape ([cart, save], not the bare cart): tabs of the release before
// keep their own channel meanwhile rather than misread these.
const CART_CHANNEL = 'cart-saves';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CART_CHANNEL);

/**
 * The page's cart. Browser state only: the server renders islands with the empty initial value
 * and never loads or saves a cart, so no shopper's cart can end up in shared HTML.
 */
export const cart = createCartStore({
  api: loadBrowserApi,
  platformProduct: API_PRODUCT,
  notify: (toast) => showToast(toast),
  onAdded: (item) => showAdded(item, window.innerWidth),
  onReordered: showReordered,
  onQuantityChange: (item, delta) => track(cartChangeEvent(item, delta)),
  onSaved: (saved: Cart | null, save?: TabSave | null) =>
    channel?.postMessage([saved, save] satisfies SavedNote),
  onUnits: (units) => writeCountNote(CART_NOTE, units),
});

channel?.addEventListener('message', ({ data: [saved, save] }: MessageEvent<SavedNote>) =>
  cart.receive(saved, save),
);
