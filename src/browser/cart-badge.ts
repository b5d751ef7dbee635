import { es, format } from '../i18n/es';
import { parseCookie } from 'cookie';
import type { CartStore } from '../stores/cart-store';
import { CART_NOTE, notedCount } from '../lib/cart/count-notes';

/**
 * Classes of the header cart's count badge, shared by MiniCart and the script below so hydration
 * finds the same markup: the `count-badge` shortcut (uno.config.ts, safelisted since UnoCSS does
 * not read .ts files), like the wishlist's; `cart-count` is only a hook.
 */
export const CART_BADGE_CLASS = 'cart-count count-badge';

/**
 * Writes a count into a header link's server HTML exactly as its island renders it: the link's
 * name (its `.sr-only` text) and the `count-badge` beside it, absent at zero. The cart's and the
 * wishlist's links share it (MiniCart, WishlistHeader).
 */
export function writeHeaderCount(
  link: HTMLAnchorElement,
  name: string,
  count: number,
  badgeClass: string,
): void {
  const label = link.querySelector('.sr-only');
  if (label) label.textContent = name;
  let badge = link.querySelector('.count-badge');
  if (count === 0) {
    badge?.remove();
    return;
  }
  if (!badge) {
    badge = link.ownerDocument.createElement('span');
    badge.className = badgeClass;
    badge.setAttribute('aria-hidden', 'true');
    link.append(badge);
  }
  badge.textContent = String(count);
}

/** Writes a count into the server-rendered cart link exactly as MiniCart renders it: the name 'Carrito (n)' and the badge. */
export function writeCartCount(link: HTMLAnchorElement, count: number): void {
  writeHeaderCount(link, format(es.header.cartCount, { count }), count, CART_BADGE_CLASS);
}

/**
 * Shows the cart's count in the header while MiniCart is still server HTML (it hydrates on the
 * shopper's first interaction); once hydrated, React owns the link. The count is the page's note
 * (lib/cart/count-notes.ts); only without one is the cart read, which loads the API client.
 */
export function wireCartCount(
  doc: Document,
  cart: Pick<CartStore, '$units' | '$loaded' | 'load' | 'note'>,
): void {
  const link = doc.querySelector<HTMLAnchorElement>('header astro-island a[href="/cart"]');
  const island = link?.closest('astro-island');
  if (!link || !island) return;
  const stop = cart.$units.subscribe((units) => {
    if (island.hasAttribute('ssr')) writeCartCount(link, units);
    else stop();
  });
  if (cart.$loaded.get()) return;
  const noted = notedCount(parseCookie(doc.cookie), CART_NOTE);
  if (noted === null) cart.load().catch(() => {});
  else cart.note(noted);
}
