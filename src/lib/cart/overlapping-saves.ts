import type { CartLine } from '@shop/contract/cart';
import type { LineChange, SaveSpan, TabSave } from './tab-saves';

// Apart from tab-saves.ts: only the mend (stores/cart-mend.ts) needs these, loaded once another
// tab has saved, not the cart store every product page loads.

/** Whether two saves were under way at the same time (each may have replaced the other's lines). */
export function overlapped(a: SaveSpan, b: SaveSpan): boolean {
  return a.from <= (b.to ?? Number.POSITIVE_INFINITY) && b.from <= (a.to ?? Number.POSITIVE_INFINITY);
}

/** What a save changed: a mend's changes, else the shopper's change's line as it saved it. */
export function changesOf({ lines, change, changes }: TabSave): LineChange[] {
  if (changes) return changes;
  if (!change) return [];
  const { id } = change.item.product;
  return [{ line: lines.find((line) => line.id === id) ?? { id, quantity: 0 }, atLeast: change.added }];
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
