import type { FormEvent } from 'react';
import { es, format } from '../../i18n/es';
import { ICON_PATHS } from '../../lib/ui/icon-paths';
import { type HeartProduct, wishlist } from '../../stores/wishlist';
import { useStoreShownBeforeHydration } from '../shared/use-store';

/** The id of the heart's symbol in every page (components/common/IconSprite.astro). */
export const HEART_SYMBOL_ID = 'icon-heart';

/** The heart's path, for the symbol (IconSprite.astro). */
export const HEART_ICON = ICON_PATHS.heart;

interface Props extends HeartProduct {
  /** Pressed before the ids are read: true on /wishlist, whose every product is wished. */
  wished?: boolean;
  className?: string;
}

/**
 * A product's heart: a form posting to /wishlist/toggle, so it works without JavaScript (the
 * server toggles and sends the shopper back). With JavaScript a press changes the wishlist store
 * at once (optimistic) and the store puts it back with a toast if the API refuses.
 * Rendered on the server as plain HTML (WishlistToggle.astro) and hydrated by the header's
 * island (hydrate-hearts.tsx), which the header script keeps painted until then: hydration reads
 * the store's current ids, the ones that HTML already shows.
 */
export function WishlistHeart({ id, name, price, wished = false, className }: Props) {
  const ids = useStoreShownBeforeHydration(wishlist.$ids);
  const loaded = useStoreShownBeforeHydration(wishlist.$loaded);
  const pressed = loaded ? ids.includes(id) : wished;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    wishlist.toggle({ id, name, price }).catch(() => {});
  };
  return (
    <form method="post" action="/wishlist/toggle" className={className} onSubmit={submit}>
      {/* The button names the product itself (name/value): no hidden field in 24 cards a page. */}
      <button
        type="submit"
        name="id"
        value={id}
        aria-pressed={pressed}
        aria-label={format(es.product.wishlistToggle, { name })}
        className="btn-heart"
      >
        {/* The page's one heart symbol (components/common/IconSprite.astro), sized, outlined or filled by
            the stylesheet (shell.css .btn-heart): 24 cards repeat neither its path nor its size. */}
        <svg aria-hidden="true">
          <use href={`#${HEART_SYMBOL_ID}`} />
        </svg>
      </button>
    </form>
  );
}
