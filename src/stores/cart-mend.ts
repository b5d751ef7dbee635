import { linesOf } from '../lib/cart/cart-lines';
import { changesOf, overlapped, reapply } from '../lib/cart/overlapping-saves';
import type { LineChange, TabSave } from '../lib/cart/tab-saves';
import type { CartKit, CartState } from './cart-state';

/**
 * Two tabs' saves of the cart ran at the same time (lib/cart/tab-saves.ts): the API kept the one
 * that came last, which may lack the other's line. Loaded once another tab has saved, with the
 * page actions (cart-page-actions.ts), not with the cart store (the JavaScript a product page
 * loads before the first touch).
 */

/** Per cart: other tabs' changes heard, still to make again, and the mend under way. */
interface Mending {
  heard: LineChange[];
  running: Promise<void> | null;
}
const mendings = new WeakMap<CartState, Mending>();

/** Resolves once no save of this tab runs. */
function idle({ $saving }: CartState): Promise<void> {
  return new Promise((resolve) => {
    if (!$saving.get()) return resolve();
    const stop = $saving.listen((busy) => {
      if (busy) return;
      stop();
      resolve();
    });
  });
}

/**
 * Once this tab's own save has settled: reads the saved cart, makes this tab's last change and the
 * other tabs' overlapping ones (`heard`) on it again, and saves it when one was missing (other
 * tabs hear of that save as of any). A cart that holds them all is only shown.
 */
async function mend(kit: CartKit, state: CartState, heard: LineChange[]): Promise<void> {
  await idle(state);
  const before = state.mine;
  const changes = [...(before ? changesOf(before) : []), ...heard.splice(0)];
  const mine: TabSave = { from: Date.now(), lines: [], changes };
  state.mine = mine;
  try {
    await kit.whileSaving(state, async () => {
      const { getCart, saveCart, api } = await kit.cartCalls(state);
      const current = await getCart(api.silent);
      const lines = reapply(current ? linesOf(current) : [], changes);
      if (!lines) return kit.show(state, current);
      const cart = await saveCart(api.silent, lines);
      mine.to = Date.now();
      mine.lines = lines;
      kit.show(state, cart);
      state.options.onSaved?.(state.$cart.get(), mine);
    });
  } catch {
    await kit.reload(state);
  } finally {
    // Nothing saved: no save of this tab's ran, and the last one is what others may overlap.
    if (mine.to === undefined) state.mine = before;
  }
}

/** Mends once at a time, and again for changes heard meanwhile. */
function mendSoon(kit: CartKit, state: CartState, mending: Mending): void {
  mending.running ??= mend(kit, state, mending.heard)
    .catch(() => {})
    .finally(() => {
      mending.running = null;
      if (mending.heard.length) mendSoon(kit, state, mending);
    });
}

/**
 * Another tab's save (`save`) was heard after this tab's last one (`mine`): when both were under
 * way at once, the tab whose save answered last (it hears the other's) makes both changes again
 * on the saved cart; the other, hearing of that, does nothing.
 */
export function hear(kit: CartKit, state: CartState, mine: TabSave, save: TabSave): void {
  if (!overlapped(save, mine) || (save.to ?? 0) > (mine.to ?? Number.POSITIVE_INFINITY)) return;
  let mending = mendings.get(state);
  if (!mending) {
    mending = { heard: [], running: null };
    mendings.set(state, mending);
  }
  mending.heard.push(...changesOf(save));
  mendSoon(kit, state, mending);
}
