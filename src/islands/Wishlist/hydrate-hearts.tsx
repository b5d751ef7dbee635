import { hydrateRoot, type Root } from 'react-dom/client';
import { heartOf, isCardHeart } from '../../browser/heart-of';
import { WishlistHeart } from './WishlistHeart';

/** Where WishlistToggle.astro put a heart's server HTML, with the product it stands for. */
export const HEART_SELECTOR = '[data-wishlist-heart]';

/**
 * Hydrates every heart of the page (WishlistToggle.astro's containers hold WishlistHeart's own
 * server HTML), and those that come later: the catalogue's filters swap the product grid in
 * <main>. A heart that leaves the page lets its root go. Returns the cleanup.
 */
export function hydrateHearts(doc: Document): () => void {
  const roots = new Map<HTMLElement, Root>();
  const sweep = () => {
    for (const [element, root] of roots) {
      if (element.isConnected) continue;
      root.unmount();
      roots.delete(element);
    }
    for (const element of doc.querySelectorAll<HTMLElement>(HEART_SELECTOR)) {
      if (roots.has(element)) continue;
      const { id, name, price } = heartOf(element);
      roots.set(
        element,
        hydrateRoot(
          element,
          <WishlistHeart id={id} name={name} price={price} inCard={isCardHeart(element)} />,
        ),
      );
    }
  };
  sweep();
  const observer = new MutationObserver(sweep);
  observer.observe(doc.querySelector('main') ?? doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    const hearts = [...roots.values()];
    roots.clear();
    // Called while the header unmounts: React lets no other root unmount during its render.
    setTimeout(() => {
      for (const root of hearts) root.unmount();
    });
  };
}
