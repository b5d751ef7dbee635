import { linesOf } from '../lib/cart/cart-lines';
import { reapply, type TabSave } from '../lib/cart/tab-saves';
import type { CartKit, CartState } from './cart-state';

/**
 * Two tabs' saves of the cart ran at the same time (lib/cart/tab-saves.ts): the API kept the one
 * that came last, which may lack the other's line. Loaded only then, apart from the cart store.
 */

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
 * other tabs' overlapping ones (`state.heard`) on it again, and saves it when one was missing
 * (other tabs hear of that save as of any). A cart that holds them all is only shown.
 */
export async function mend(kit: CartKit, state: CartState): Promise<void> {
  await idle(state);
  const before = state.mine;
  const changes = [...(before?.changes ?? []), ...state.heard.splice(0)];
  const mine: TabSave = { span: { from: Date.now(), to: Number.POSITIVE_INFINITY }, changes };
  state.mine = mine;
  try {
    await kit.whileSaving(state, async () => {
      const { getCart, saveCart, api } = await kit.cartCalls(state);
      const current = await getCart(api.silent);
      const lines = reapply(current ? linesOf(current) : [], changes);
      if (!lines) return kit.show(state, current);
      const cart = await saveCart(api.silent, lines);
      mine.span.to = Date.now();
      kit.saved(state, cart, undefined, mine);
    });
  } catch {
    await kit.reload(state);
  } finally {
    // Nothing saved: no save of this tab's ran, and the last one is what others may overlap.
    if (mine.span.to === Number.POSITIVE_INFINITY) state.mine = before;
  }
}
