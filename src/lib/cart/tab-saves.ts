import type { Cart, CartLine } from '@shop/contract/cart';

/*
 * Saves of one cart from several tabs (issue 27 item 2). `POST cart_b2c` replaces the cart and
 * the contract has no version to refuse a stale save with, so two tabs whose saves are under way
 * at once each send lines without the other's, and the API keeps whichever came last. Each tab
 * tells the others when its save was under way and what it changed; two saves that overlapped are
 * made good afterwards: the saved cart is read and both changes are made on it again
 * (overlapping-saves.ts, stores/cart-mend.ts). Saves that never overlap (one tab, or tabs used in
 * turn, which hear each other's carts) cost nothing more. Only types here: the cart store, which
 * every product page loads before the first touch, just records its saves.
 */

/** One line a save changed, as it saved it (quantity 0: removed); `atLeast`: an add, never undone by a larger quantity. */
export interface LineChange {
  line: CartLine;
  atLeast: boolean;
}

/** When a save was under way: from the change to the API's answer (`Date.now()`; no `to` while it runs). */
export interface SaveSpan {
  from: number;
  to?: number;
}

/** A save as the tabs tell each other of it: when it ran and what it changed. */
export interface TabSave extends SaveSpan {
  /** The lines it saved. */
  lines: CartLine[];
  /** The shopper's change: the product whose line it was, and whether an add (none: no line of its own). */
  change?: { item: { product: { id: number } }; added: boolean };
  /** A mend's changes, made again on the cart read (cart-mend.ts), instead of `change`. */
  changes?: LineChange[];
}

/**
 * What a tab tells the others once it has saved the cart: the cart, and the save (none for a cart
 * another call answered). A pair, not an object: the cart store's every byte counts (15 KB before the first touch).
 */
export type SavedNote = [cart: Cart | null, save?: TabSave | null];
