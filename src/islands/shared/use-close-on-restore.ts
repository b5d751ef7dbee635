import { useEffect } from 'react';
import { closeCartPanelsOnRestore } from '../../stores/cart-panels';

/**
 * Closes the cart panels when the browser restores the page from its back/forward cache (spec §4:
 * panels close on route change). Every island that shows a panel uses it; closing twice is harmless.
 */
export function useCloseCartPanelsOnRestore(): void {
  useEffect(() => {
    window.addEventListener('pageshow', closeCartPanelsOnRestore);
    return () => window.removeEventListener('pageshow', closeCartPanelsOnRestore);
  }, []);
}
