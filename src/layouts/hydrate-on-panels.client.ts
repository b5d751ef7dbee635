import type { ReadableAtom } from 'nanostores';
import { CART_OVERLAYS_ISLAND, islandHydrateEvent, MINI_CART_ISLAND } from '../lib/ui/hydration';
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
  const wake = (island: string) => target.dispatchEvent(new Event(islandHydrateEvent(island)));
  // Each store holds null (or false) while it has nothing to show.
  const whenSet = (store: ReadableAtom<unknown>, ...islands: string[]) =>
    store.listen((value) => {
      if (value !== null && value !== false) for (const island of islands) wake(island);
    });
  whenSet($miniCart, MINI_CART_ISLAND);
  whenSet($quickBuy, CART_OVERLAYS_ISLAND);
  whenSet(ageCheck, CART_OVERLAYS_ISLAND);
  whenSet(addAhead, MINI_CART_ISLAND, CART_OVERLAYS_ISLAND);
}
