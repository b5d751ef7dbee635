import { parseCookie } from 'cookie';
import type { WishlistStore } from '../../stores/wishlist-store';
import { notedCount, WISHLIST_NOTE } from '../../lib/cart/count-notes';

/**
 * Wires the page's wishlist hearts (forms with `[data-wishlist-toggle]` buttons, on cards and
 * product pages) and the header counter to the wishlist store. Event delegation, so results
 * swapped in by the catalogue filters work too. On the /wishlist page an un-wished card leaves.
 */
export function wireWishlist(doc: Document, store: WishlistStore): void {
  const paint = (ids: readonly number[]) => {
    for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-wishlist-toggle]')) {
      button.setAttribute('aria-pressed', String(ids.includes(Number(button.dataset.wishlistToggle))));
    }
    for (const counter of doc.querySelectorAll<HTMLElement>('[data-wishlist-count]')) {
      counter.textContent = String(ids.length);
      counter.classList.toggle('hidden', ids.length === 0);
    }
    for (const label of doc.querySelectorAll<HTMLElement>('[data-wishlist-label]')) {
      label.textContent = (label.dataset.wishlistLabel ?? '').replace('{count}', String(ids.length));
    }
  };
  store.$ids.subscribe(paint);
  // Results swapped into <main> arrive unpainted.
  new MutationObserver(() => paint(store.$ids.get())).observe(doc.querySelector('main') ?? doc.body, {
    childList: true,
  });
  doc.addEventListener('submit', async (event) => {
    const form = (event.target as Element).closest<HTMLFormElement>('form.wishlist-toggle');
    const button = form?.querySelector<HTMLButtonElement>('[data-wishlist-toggle]');
    if (!form || !button) return;
    event.preventDefault();
    const id = Number(button.dataset.wishlistToggle);
    const wasWished = store.$ids.get().includes(id);
    // The heart carries its product's name and price for the add_to_wishlist event.
    const done = await store.toggle({
      id,
      name: button.dataset.itemName ?? '',
      price: Number(button.dataset.itemPrice ?? 0),
    });
    if (done && wasWished && form.closest('[data-wishlist-page]')) form.closest('li')?.remove();
  });
  if (store.$loaded.get()) return;
  // Nothing wished, says the page's note: no call, so no API client on the page (lib/cart/count-notes.ts).
  if (notedCount(parseCookie(doc.cookie), WISHLIST_NOTE) === 0) store.noteEmpty();
  else store.load().catch(() => {});
}
