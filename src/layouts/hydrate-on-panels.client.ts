import type { ReadableAtom } from 'nanostores';
import { islandHydrateEvent } from '../lib/ui/hydration';
import { $miniCart, $quickBuy } from '../stores/cart-panels';

/**
 * The mini cart and the cart's pop-ups hydrate when the shopper comes to them (named
 * `client:interaction` islands); an add opens them from elsewhere (the buy button), so their
 * stores ask for them by name as soon as they have something to show. `ageCheck` is the cart
 * store's 409 question (stores/cart.ts's `cart.$ageCheck`). An add coming (`cart.$addAhead`: a buy
 * button reached, or a save started) wakes the panels an add opens, so their code is there when
 * the API answers (issue 4: click to mini cart on screen).
 */
export function hydrateOnCartPanels(
  target: EventTarget,
  ageCheck: ReadableAtom<unknown>,
  addAhead: ReadableAtom<boolean>,
): void {
  const wake = (island: string) => () => target.dispatchEvent(new Event(islandHydrateEvent(island)));
  const whenSet = (store: ReadableAtom<unknown>, wakeIsland: () => void) =>
    store.listen((value) => {
      if (value !== null) wakeIsland();
    });
  whenSet($miniCart, wake('mini-cart'));
  whenSet($quickBuy, wake('cart-overlays'));
  whenSet(ageCheck, wake('cart-overlays'));
  addAhead.listen((coming) => {
    if (!coming) return;
    wake('mini-cart')();
    wake('cart-overlays')();
  });
}
