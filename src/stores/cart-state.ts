import type { WritableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import type { ToastSpec } from '../api/errors';
import type { Cart, CartItem } from '@shop/contract/cart';
import type { TabSave } from '../lib/cart/tab-saves';

// The cart store's types (cart-store.ts), apart so that the actions loaded later
// (cart-page-actions.ts) can name them without importing the store back.

/** A save the server refused until the shopper confirms their age (spec §5). */
export interface AgeCheck {
  products: number[];
  /** The cart that was being saved, to save again once confirmed. */
  pending: Cart;
  /** The change being saved, reported once the save succeeds. */
  change?: CartChange;
}

export interface CartChange {
  item: CartItem;
  delta: number;
  added: boolean;
}

export interface CartStoreOptions {
  /**
   * The API client, asked for at the first call: in the browser it loads with the cart's calls
   * and the contract's schemas, so a page that never calls the API never downloads them
   * (src/islands/README.md, "JavaScript budgets").
   */
  api(): Promise<ApiClient>;
  /** Platform product code of `/store-front/api/{product}/greater-18`. */
  platformProduct: string;
  notify(toast: ToastSpec): void;
  /** A product was added and saved: the mini cart, quick-buy or toast follow (spec §4). */
  onAdded?(item: CartItem): void;
  /** A line's quantity changed by `delta` units once saved (analytics add/remove events). */
  onQuantityChange?(item: CartItem, delta: number): void;
  /** The saved cart changed: other tabs hear of it, and of the save that changed it (lib/cart/tab-saves.ts). */
  onSaved?(cart: Cart | null, save?: TabSave | null): void;
  /** The number of units the cart holds is known (loaded, saved, or heard from another tab). */
  onUnits?(units: number): void;
  /** A past order's products are back in the cart ("Volver a comprar"): the mini cart shows them. */
  onReordered?(): void;
}

/** One cart's state: its atoms, the options it reports to, and the read of the saved cart in flight. */
export interface CartState {
  options: CartStoreOptions;
  /** The cart as shown: null when empty (or not loaded yet). */
  $cart: WritableAtom<Cart | null>;
  $loaded: WritableAtom<boolean>;
  $saving: WritableAtom<boolean>;
  $ageCheck: WritableAtom<AgeCheck | null>;
  /** An add is coming (a buy button reached, or a save started): what it needs loads now. */
  $addAhead: WritableAtom<boolean>;
  /** Units of the saved cart, as the header shows them: the page's note until the cart is read (`note`). */
  $units: WritableAtom<number>;
  loading: Promise<void> | null;
  /** This tab's last save that went through, or the one under way (lib/cart/tab-saves.ts). */
  mine?: TabSave | null;
}

/** The store's helpers the page actions use (cart-page-actions.ts), handed over rather than imported back. */
export interface CartKit {
  show(state: CartState, cart: Cart | null): void;
  whileSaving<T>(state: CartState, call: () => Promise<T>): Promise<T>;
  cartCalls(state: CartState): Promise<typeof import('../api/cart') & { api: ApiClient }>;
  reload(state: CartState): Promise<void>;
  persist(state: CartState, next: Cart, change?: CartChange): Promise<boolean>;
}
