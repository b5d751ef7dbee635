import { useEffect } from 'react';
import { $checkout, checkout } from '../../stores/checkout';
import { type CheckoutView, EMPTY_CHECKOUT } from '../../stores/checkout-store';
import { useHydrated } from '../shared/use-hydrated';
import { useStore } from '../shared/use-store';

/**
 * The checkout as an island shows it: the server's copy (its props) until hydrated, then the
 * shared store, seeded with that copy, so the first render matches the server's HTML and every
 * island after it shows the same checkout.
 */
export function useCheckoutView(initial: Partial<CheckoutView>): { view: CheckoutView; live: boolean } {
  const stored = useStore($checkout);
  const live = useHydrated();
  // The server's copy is read once: later props (none on these pages) would not replace the store.
  // biome-ignore lint/correctness/useExhaustiveDependencies: seeded once per page
  useEffect(() => {
    checkout.seed(initial);
  }, []);
  const view: CheckoutView = live ? stored : { ...EMPTY_CHECKOUT, ...initial };
  return { view, live };
}
