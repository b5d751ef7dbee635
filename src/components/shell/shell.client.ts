import { NAVBAR_HOVER_CLOSE_MS, STICKY_HEADER_SCROLL_PX } from '../../lib/constants';
import { cart } from '../../stores/cart';
import { wishlist } from '../../stores/wishlist';
import { wireWishlist } from '../product/WishlistToggle.client';
import { wireCardPromises } from '../product/card-promise.client';
import { wireAccountEntry } from './account-entry.client';
import { wireCartCount } from '../../browser/cart-badge';
import { wireSearchShortcut } from './search-shortcut.client';
import { wireMenuFragment } from './menu-fragment.client';
import { wireShopMenu } from './ShopNav.client';
import { wireSideDrawers } from './SideDrawer.client';
import { watchStickyHeader } from './sticky-header.client';
import { whenNear } from './when-near.client';

/**
 * Every page's shell, wired by one script (layouts/BaseLayout.astro): each part finds its own
 * markup and does nothing where a layout leaves it out. One module for them all, not one per
 * component, keeps the requests a page makes before its first paint to two (issue 17: paint as
 * soon as the page without scripts). Until the header's islands hydrate on the first interaction,
 * these keep it working on the server's HTML: the counts, Ctrl+K, the menus and drawers.
 */
export function wireShell(doc: Document): void {
  watchStickyHeader(doc, STICKY_HEADER_SCROLL_PX);
  wireCartCount(doc, cart);
  wireSearchShortcut(doc);
  // Hearts and the counter read the wished ids; a page without either asks nothing.
  if (doc.querySelector('[data-wishlist-heart], header a[href="/wishlist"]')) wireWishlist(doc, wishlist);
  wireAccountEntry(doc);
  wireShopMenu(doc, NAVBAR_HOVER_CLOSE_MS);
  wireMenuFragment(doc);
  wireSideDrawers(doc);
  wireRatingsWhenNear(doc);
  // Here rather than in a script of the product grid's own: a few lines in the cached shell, not a
  // request (or a script inlined into every listing page's HTML).
  wireCardPromises(doc);
}

/**
 * The footer's ratings carousel loads its code only as it nears the screen (the distance its own
 * slides preload at): a page read above the footer never loads it, keeping the JavaScript before
 * the first interaction within issue 17's 15 KB. Its controls stay hidden until it runs.
 */
function wireRatingsWhenNear(doc: Document): void {
  const carousel = doc.querySelector<HTMLElement>('[data-ratings-carousel]');
  if (!carousel) return;
  whenNear(carousel, () => {
    import('./RatingsCarousel.client')
      .then(({ wireRatingsCarousel }) => wireRatingsCarousel(doc))
      .catch(() => {});
  });
}
