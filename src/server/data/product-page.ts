import { availableCarriers, paymentMethods } from '../../api/checkout';
import { getProductReviews } from '../../api/ratings';
import type { Product } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/paginated';
import type { Rating, RatingSort } from '@shop/contract/ratings';
import { PENINSULA_POSTAL_CODE, type ShopTerms } from '../../lib/catalogue/delivery';
import { type ReviewQuery, reviewQuery } from '../../lib/catalogue/review-query';
import { RELATED_PRODUCTS } from '../../lib/catalogue/related';
import { PRODUCT_REVIEWS_PER_PAGE } from '../../lib/constants';
import { cachedSearch } from './cached';
import { createReadCache } from './read-cache';
import { serverApi } from './server-api';

/**
 * What a product page shows beside the product, read through caches of public data: the same for
 * every shopper, so many pages cost one API call per freshness window. Each is optional: a failed
 * read leaves its part of the page out (or says so), never the page.
 */

/** The carriers and ways to pay change with a deploy of the API, not by the minute. */
const terms = createReadCache<ShopTerms>({ freshMs: 5 * 60_000, staleMs: 3_600_000, maxEntries: 1 });
/** A new review may take a minute to show. */
const reviews = createReadCache<Paginated<Rating>>({
  freshMs: 60_000,
  staleMs: 10 * 60_000,
  maxEntries: 2_000,
});

/** The peninsula's carriers priced for one unit's cart (an empty one: the page holds nobody's cart) and the ways to pay. */
export async function shopTerms(): Promise<ShopTerms | null> {
  try {
    return await terms.read('peninsula', async () => {
      const [carriers, payments] = await Promise.all([
        availableCarriers(serverApi, PENINSULA_POSTAL_CODE),
        paymentMethods(serverApi),
      ]);
      return { carriers, payments };
    });
  } catch {
    return null;
  }
}

/** A page of the product's reviews; null when the API cannot say. */
export async function productReviews(
  productId: number,
  sort: RatingSort,
  page: number,
): Promise<Paginated<Rating> | null> {
  try {
    return await reviews.read(`${productId}:${sort}:${page}`, () =>
      getProductReviews(serverApi, productId, sort, page, PRODUCT_REVIEWS_PER_PAGE),
    );
  } catch {
    return null;
  }
}

/** Products of the deepest category `product` is filed in, itself left out, the best rated in stock. */
export async function relatedProducts(product: Product): Promise<Product[]> {
  const leaf = product.categories.at(-1);
  if (!leaf) return [];
  try {
    const found = await cachedSearch({
      categories: [[leaf.id]],
      sort: 'rating',
      per_page: RELATED_PRODUCTS * 3,
    });
    return found.data
      .filter((other) => other.id !== product.id && other.quantity > 0)
      .slice(0, RELATED_PRODUCTS);
  } catch {
    return [];
  }
}

/** Everything a product page shows beside the product itself. */
export interface ProductPageExtras {
  /** The page of reviews shown (null: the API could not say). */
  reviews: Paginated<Rating> | null;
  /** The sort and page of the reviews shown (a page past the last shows the last). */
  reviewQuery: ReviewQuery;
  terms: ShopTerms | null;
  /** Products of the same category in stock: related ones, or the alternatives to a sold-out product. */
  related: Product[];
}

/** What the product page at an address with `params` (its reviews' sort and page) shows beside `product`, read together. */
export async function productPageExtras(
  product: Product,
  params: URLSearchParams,
): Promise<ProductPageExtras> {
  const asked = reviewQuery(params);
  const [read, terms, related] = await Promise.all([
    productReviews(product.id, asked.sort, asked.page),
    shopTerms(),
    relatedProducts(product),
  ]);
  // A page past the last (an old link) shows the last one.
  const reviews =
    read && read.data.length === 0 && read.meta.last_page < asked.page
      ? await productReviews(product.id, asked.sort, read.meta.last_page)
      : read;
  return { reviews, reviewQuery: { ...asked, page: reviews?.meta.current_page ?? 1 }, terms, related };
}
