import { es, format } from '../../i18n/es';
import { formatPrice } from '../../lib/format/format';
import type { WishedItem } from '../../lib/wishlist/wished-item';
import { WishlistHeart } from './WishlistHeart';

interface Props {
  item: WishedItem;
  /** The first row loads its images at once; the rest when scrolled to. */
  eager: boolean;
}

/** A product on /wishlist: the catalogue card's markup and classes (ProductCard.astro, Price.astro), its heart pressed. */
export function WishedCard({ item, eager }: Props) {
  return (
    <article className="product-card">
      <img
        src={item.imageSrc}
        srcSet={item.imageSrcset}
        width={200}
        height={200}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="product-card-image"
      />
      {/* Above the card's stretched link, so the heart stays clickable. */}
      <WishlistHeart
        id={item.id}
        name={item.name}
        price={item.price}
        wished
        className="absolute right-2 top-2 z-10"
      />
      <h2 className="product-card-name">
        <a href={item.href}>{item.name}</a>
      </h2>
      <div>
        <p className="price-line text-base">
          <span className="price-now">
            <span className="sr-only">{`${es.product.price}: `}</span>
            {formatPrice(item.price)}
          </span>
          {item.original !== null && (
            <>
              <s className="price-before">
                <span className="sr-only">{`${es.product.before}: `}</span>
                {formatPrice(item.original)}
              </s>
              <span className="price-discount">
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
