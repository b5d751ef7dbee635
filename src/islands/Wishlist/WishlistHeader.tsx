import { useEffect } from 'react';
import { WISHLIST_BADGE_CLASS, wishlistLinkName } from '../../lib/wishlist/wishlist-count';
import { wishlist } from '../../stores/wishlist';
import { useStoreShownBeforeHydration } from '../shared/use-store';
import { hydrateHearts } from './hydrate-hearts';
import { Icon } from '../shared/Icon';

/**
 * The header's wishlist link with its counter, and the page's hearts: hydrating this one island
 * (client:interaction="wishlist", on the shopper's first approach to it or to a heart) hydrates
 * every heart of the page too, so a category page of 24 cards carries one island, not 24.
 * Until then the header script keeps this HTML painted (wireWishlist), so hydration renders the
 * store's current count, the one that HTML already shows.
 */
export default function WishlistHeader() {
  const count = useStoreShownBeforeHydration(wishlist.$ids).length;
  const known = useStoreShownBeforeHydration(wishlist.$loaded);
  useEffect(() => hydrateHearts(document), []);
  return (
    <a
      href="/wishlist"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-white focus-ring"
    >
      <Icon name="heart" />
      <span className="sr-only">{wishlistLinkName(count, known)}</span>
      {count > 0 && (
        <span className={WISHLIST_BADGE_CLASS} aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}
