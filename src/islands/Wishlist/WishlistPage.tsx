import { useEffect, useRef, useState } from 'react';
import { es, format } from '../../i18n/es';
import { type WishedItem, wishedItem } from '../../lib/wishlist/wished-item';
import { wishlist } from '../../stores/wishlist';
import { readWishedPage } from '../../stores/wishlist-page';
import { useStore } from '../shared/use-store';
import { WishedCard } from './WishedCard';

/** Cards whose images load at once: the first row on a wide screen (as ProductGrid.astro). */
const EAGER_CARDS = 4;

interface Props {
  /** This page of the list, as the server read it. */
  items: WishedItem[];
  /** How many products the whole list held when the server read it. */
  total: number;
  page: number;
  perPage: number;
}

/**
 * The /wishlist page's list: the server's page of products, rendered on the server first. Once
 * the wished ids are known, a product un-wished here or in another tab leaves at once, without a
 * reload; a product wished in another tab is read in (the first page shows the newest).
 */
export default function WishlistPage({ items: served, total, page, perPage }: Props) {
  const ids = useStore(wishlist.$ids);
  const known = useStore(wishlist.$loaded);
  const pending = useStore(wishlist.$pending);
  const [items, setItems] = useState(served);
  // A product whose removal is on its way stays, so a refused removal does not make it jump.
  const shown = known ? items.filter((item) => ids.includes(item.id) || pending.includes(item.id)) : items;
  const count = known ? ids.length : total;

  // Wished in another tab: the first page holds the newest ids, so it is read again, once per change.
  const missing =
    known && page === 1
      ? ids
          .slice(0, perPage)
          .filter((id) => !items.some((item) => item.id === id))
          .join()
      : '';
  useEffect(() => {
    if (!missing) return;
    readWishedPage(perPage, page)
      .then((products) => setItems(products.map(wishedItem)))
      .catch(() => {});
  }, [missing, perPage, page]);

  // A card that leaves takes its focused heart with it: focus goes to the count, which says what changed.
  const status = useRef<HTMLParagraphElement>(null);
  const shownBefore = useRef(shown.length);
  useEffect(() => {
    const fewer = shown.length < shownBefore.current;
    shownBefore.current = shown.length;
    if (fewer && (document.activeElement === document.body || !document.activeElement))
      status.current?.focus();
  }, [shown.length]);

  return (
    <div data-wishlist-page>
      <p className="mb-4 text-ink-soft focus-ring" role="status" tabIndex={-1} ref={status}>
        {format(es.wishlist.count, { count })}
      </p>
      {shown.length === 0 ? (
        <p>{es.wishlist.empty}</p>
      ) : (
        <section aria-label={es.wishlist.title}>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {shown.map((item, index) => (
              <li key={item.id}>
                <WishedCard item={item} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
