import type { SyntheticEvent } from 'react';
import { es, format } from '../../i18n/es';
import { type HeartProduct, wishlist } from '../../stores/wishlist';
import { useStoreShownBeforeHydration } from '../shared/use-store';

/**
 * A card's heart is named by a hidden label shared by the page (components/catalogue/CardHeartsShared.astro)
 * and the card's title, by id: 'Guardar en la lista de deseos: <its name>' as before, without
 * repeating the name 24 times a page (issue 17 item 2).
 */
export const WISHLIST_LABEL_ID = 'wl';
export const cardTitleId = (productId: number): string => `t${productId}`;
/** Where a heart posts without JavaScript; cards' hearts share the page's one form (WISHLIST_FORM_ID). */
export const WISHLIST_TOGGLE_ACTION = '/wishlist/toggle';
export const WISHLIST_FORM_ID = 'wl-form';

interface Props extends HeartProduct {
  /** Pressed before the ids are read: true on /wishlist, whose every product is wished. */
  wished?: boolean;
  className?: string;
  /** On a product card, named with the card's title (cardTitleId). */
  inCard?: boolean;
}

/**
 * A product's heart: a form posting to /wishlist/toggle, so it works without JavaScript (the
 * server toggles and sends the shopper back). With JavaScript a press changes the wishlist store
 * at once (optimistic) and the store puts it back with a toast if the API refuses.
 * Rendered on the server as plain HTML (WishlistToggle.astro) and hydrated by the header's
 * island (hydrate-hearts.tsx), which the header script keeps painted until then: hydration reads
 * the store's current ids, the ones that HTML already shows.
 */
export function WishlistHeart({ id, name, price, wished = false, className, inCard = false }: Props) {
  const ids = useStoreShownBeforeHydration(wishlist.$ids);
  const loaded = useStoreShownBeforeHydration(wishlist.$loaded);
  const pressed = loaded ? ids.includes(id) : wished;
  const press = (event: SyntheticEvent) => {
    event.preventDefault();
    // What the heart shows decides, not ids still being read (issue 27: an early press on /wishlist).
    wishlist.toggle({ id, name, price }, pressed).catch(() => {});
  };
  const button = (
    // The button names the product itself (name/value): no hidden field in 24 cards a page. A
    // card's heart posts the page's one form (CardHeartsShared.astro) rather than a form of its own.
    // The heart is the button's own (uno.config.ts `btn-heart`: a mask in its text colour,
    // outlined or filled by aria-pressed): 24 cards a page carry no SVG of it.
    <button
      type="submit"
      form={inCard ? WISHLIST_FORM_ID : undefined}
      name="id"
      value={id}
      aria-pressed={pressed}
      aria-label={inCard ? undefined : format(es.product.wishlistToggle, { name })}
      aria-labelledby={inCard ? `${WISHLIST_LABEL_ID} ${cardTitleId(id)}` : undefined}
      className="btn-heart"
      onClick={inCard ? press : undefined}
    />
  );
  if (inCard) return button;
  return (
    <form method="post" action={WISHLIST_TOGGLE_ACTION} className={className} onSubmit={press}>
      {button}
    </form>
  );
}
