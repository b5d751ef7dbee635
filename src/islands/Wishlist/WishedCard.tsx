import { es, format } from '../../i18n/es';
import { formatPrice } from '../../lib/format/format';
import type { WishedItem } from '../../lib/wishlist/wished-item';
import { WishlistHeart } from './WishlistHeart';

interface Props {
  item: WishedItem;
  /** The first row loads its images at once; the rest when scrolled to. */
  eager: boolean;
}

/** A product on /wishlist: the catalogue card's look (ProductCard.astro), its heart pressed. */
export function WishedCard({ item, eager }: Props) {
  return (
    <article className="group relative flex flex-col rounded-lg border border-gray-200 p-3 hover:shadow-md">
      <img
        src={item.imageSrc}
        srcSet={item.imageSrcset}
        width={200}
        height={200}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="mx-auto aspect-square h-auto w-full max-w-[200px] object-contain"
      />
      {/* Above the card's stretched link, so the heart stays clickable. */}
      <WishlistHeart
        id={item.id}
        name={item.name}
        price={item.price}
        wished
        className="absolute right-2 top-2 z-10"
      />
      <h2 className="mt-2 text-sm font-medium leading-snug">
        <a href={item.href} className="link-plain after:absolute after:inset-0 after:content-empty">
          {item.name}
        </a>
      </h2>
      <div className="mt-auto pt-2">
        <p className="flex flex-wrap items-baseline gap-x-2 text-base">
          <span className="price-now font-bold text-ink">
            <span className="sr-only">{`${es.product.price}: `}</span>
            {formatPrice(item.price)}
          </span>
          {item.original !== null && (
            <>
              <s className="text-sm text-ink-soft">
                <span className="sr-only">{`${es.product.before}: `}</span>
                {formatPrice(item.original)}
              </s>
              <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
                {format(es.product.discount, { n: item.discountPercent })}
              </span>
            </>
          )}
        </p>
        {item.soldOut && <p className="text-xs font-medium text-red-700">{es.product.outOfStock}</p>}
      </div>
    </article>
  );
}
