import { parseCookie } from 'cookie';
import type { WishlistStore } from '../../stores/wishlist-store';
import { notedCount, WISHLIST_NOTE } from '../../lib/cart/count-notes';
import { islandHydrateEvent } from '../../lib/ui/hydration';
import { WISHLIST_BADGE_CLASS, wishlistLinkName } from '../../lib/wishlist/wishlist-count';
import { writeHeaderCount } from '../../browser/cart-badge';
import { heartId, heartOf } from '../../browser/heart-of';

/** The hearts' containers (WishlistToggle.astro); hydrate-hearts.tsx hydrates them. */
const HEART = '[data-wishlist-heart]';
/** The header's wishlist island (`client:interaction="wishlist"`), which hydrates the hearts too. */
export const WISHLIST_ISLAND = 'wishlist';

/** Writes the count into the header link's server HTML exactly as WishlistHeader renders it. */
export function writeWishlistCount(link: HTMLAnchorElement, count: number, known: boolean): void {
  writeHeaderCount(link, wishlistLinkName(count, known), count, WISHLIST_BADGE_CLASS);
}

/**
 * Keeps the wishlist working while its React islands are still server HTML (they hydrate when
 * the shopper comes to a heart or the counter): reads the ids, paints the hearts and the header's
 * count, and saves a heart pressed before hydration through the same store. Coming to a heart
 * asks the header's island to hydrate, which hydrates the hearts; from then on React owns them
 * and this script steps aside (React's handler has already taken the submit).
 */
export function wireWishlist(doc: Document, store: WishlistStore): void {
  const link = doc.querySelector<HTMLAnchorElement>('header astro-island a[href="/wishlist"]');
  const island = link?.closest('astro-island');
  const paint = () => {
    const ids = store.$ids.get();
    const known = store.$loaded.get();
    if (link && island?.hasAttribute('ssr')) writeWishlistCount(link, ids.length, known);
    if (!known) return;
    for (const heart of doc.querySelectorAll<HTMLElement>(HEART)) {
      heart.querySelector('button')?.setAttribute('aria-pressed', String(ids.includes(heartId(heart))));
    }
  };
  store.$ids.listen(paint);
  store.$loaded.listen(paint);
  // Results swapped into <main> arrive unpainted, until the island hydrates them.
  new MutationObserver(paint).observe(doc.querySelector('main') ?? doc.body, { childList: true });

  const hydrate = () => window.dispatchEvent(new Event(islandHydrateEvent(WISHLIST_ISLAND)));
  const approach = (event: Event) => {
    if (!(event.target as Element).closest?.(HEART)) return;
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      doc.removeEventListener(type, approach, true);
    hydrate();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    doc.addEventListener(type, approach, { capture: true, passive: true });
  doc.addEventListener('submit', (event) => {
    // A card's heart submits the page's shared form: the heart is the one that sent it.
    const sender = (event as SubmitEvent).submitter ?? (event.target as Element);
    const heart = sender.closest<HTMLElement>(HEART);
    if (!heart || event.defaultPrevented) return;
    event.preventDefault();
    store.toggle(heartOf(heart)).catch(() => {});
    hydrate();
  });

  if (store.$loaded.get()) paint();
  // Nothing wished, says the page's note: no call, so no API client on the page (lib/cart/count-notes.ts).
  else if (notedCount(parseCookie(doc.cookie), WISHLIST_NOTE) === 0) store.noteEmpty();
  else store.load().catch(() => {});
}
