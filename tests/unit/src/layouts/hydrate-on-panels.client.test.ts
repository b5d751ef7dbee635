import { atom } from 'nanostores';
import { afterEach, describe, expect, test } from 'vitest';
import { islandHydrateEvent } from '../../../../src/lib/ui/hydration';
import { hydrateOnCartPanels } from '../../../../src/layouts/hydrate-on-panels.client';
import { $quickBuy, closeMiniCart, closeQuickBuy, openMiniCart } from '../../../../src/stores/cart-panels';

/** Counts the named islands' hydration requests a target receives. */
function listen(target: EventTarget, ...islands: string[]) {
  const asked: Record<string, number> = {};
  for (const island of islands) {
    asked[island] = 0;
    target.addEventListener(islandHydrateEvent(island), () => asked[island]++);
  }
  return asked;
}

describe('the cart panels wake their own islands', () => {
  afterEach(() => {
    closeMiniCart();
    closeQuickBuy();
  });

  test('an add that opens the mini cart asks the mini cart, and only it, to hydrate', () => {
    const target = new EventTarget();
    const asked = listen(target, 'mini-cart', 'cart-overlays', 'search-bar');
    hydrateOnCartPanels(target, atom(null), atom(false));
    openMiniCart('added');
    expect(asked).toEqual({ 'mini-cart': 1, 'cart-overlays': 0, 'search-bar': 0 });
  });

  test('the quick-buy line asks the cart overlays; closing asks nothing', () => {
    const target = new EventTarget();
    const asked = listen(target, 'mini-cart', 'cart-overlays');
    hydrateOnCartPanels(target, atom(null), atom(false));
    $quickBuy.set(42);
    closeQuickBuy();
    expect(asked).toEqual({ 'mini-cart': 0, 'cart-overlays': 1 });
  });

  test('the age check of a 409 asks the cart overlays, which hold its dialog', () => {
    const target = new EventTarget();
    const asked = listen(target, 'cart-overlays');
    const ageCheck = atom<object | null>(null);
    hydrateOnCartPanels(target, ageCheck, atom(false));
    ageCheck.set({ products: [] });
    expect(asked).toEqual({ 'cart-overlays': 1 });
  });

  test('an add coming wakes the panels an add opens, before the API answers', () => {
    const target = new EventTarget();
    const asked = listen(target, 'mini-cart', 'cart-overlays', 'search-bar');
    const ahead = atom(false);
    hydrateOnCartPanels(target, atom(null), ahead);
    ahead.set(true);
    expect(asked).toEqual({ 'mini-cart': 1, 'cart-overlays': 1, 'search-bar': 0 });
    ahead.set(true);
    expect(asked).toEqual({ 'mini-cart': 1, 'cart-overlays': 1, 'search-bar': 0 });
  });
});
