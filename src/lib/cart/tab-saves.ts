import type { Cart, CartLine } from '@shop/contract/cart';

/*
 * Saves of one cart from several tabs (issue 27 item 2). `POST cart_b2c` replaces the cart and
 * the contract has no version to refuse a stale save with, so two tabs whose saves are under way
 * at once each send lines without the other's, and the API keeps whichever came last. Each tab
 * tells the others what its save changed and when it was under way; two saves that overlapped are
 * made good afterwards: the saved cart is read and both changes are made on it again. Saves that
 * never overlap (one tab, or tabs used in turn, which hear each other's carts) cost nothing more.
 */

/** One line a save changed, as it saved it (quantity 0: removed); `atLeast`: an add, never undone by a larger quantity. */
export interface LineChange {
  line: CartLine;
  atLeast: boolean;
}

/** When a save was under way: from the change to the API's answer (`Date.now()`; Infinity while it runs). */
export interface SaveSpan {
  from: number;
  to: number;
}

/** A save as the tabs tell each other of it: when it ran and what it changed. */
export interface TabSave {
  span: SaveSpan;
  changes: LineChange[];
}

/** What a tab tells the others once it has saved the cart (`save`: none for a cart another call answered). */
export interface SavedNote {
  cart: Cart | null;
  save?: TabSave;
}

/** Whether two saves were under way at the same time (each may have replaced the other's lines). */
export function overlapped(a: SaveSpan, b: SaveSpan): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** The change a save makes to product `id`'s line, read from the lines it saves. */
export function changeOf(lines: CartLine[], id: number, atLeast: boolean): LineChange {
  return { line: lines.find((line) => line.id === id) ?? { id, quantity: 0 }, atLeast };
}

/** Whether `line` already holds `change`. */
function holds(line: CartLine | undefined, { line: wanted, atLeast }: LineChange): boolean {
  if (wanted.quantity === 0) return line === undefined;
  if (!line) return false;
  return atLeast ? line.quantity >= wanted.quantity : line.quantity === wanted.quantity;
}

/**
 * The saved `lines` with `changes` made on them again, in order: an add brings its line back (or
 * raises it to its quantity), a quantity set or removal is set again. Null when the lines hold
 * every change already (nothing to save).
 */
export function reapply(lines: CartLine[], changes: LineChange[]): CartLine[] | null {
  let next = lines;
  for (const change of changes) {
    const { id, quantity } = change.line;
    const current = next.find((line) => line.id === id);
    if (holds(current, change)) continue;
    if (quantity === 0) next = next.filter((line) => line.id !== id);
    else if (current) next = next.map((line) => (line.id === id ? { ...line, quantity } : line));
    else next = [...next, change.line];
  }
  return next === lines ? null : next;
}

/** Whether a message from another tab is a saved-cart note (the channel is the shop's own). */
export function isSavedNote(data: unknown): data is SavedNote {
  return typeof data === 'object' && data !== null && 'cart' in data;
}
