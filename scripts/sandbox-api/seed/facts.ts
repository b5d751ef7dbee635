/**
 * The seeded products that tests, benchmarks and checks name, found in the seed itself by what
 * they need it for, so a change of the seed changes them here and nowhere else. They hold for the
 * natural category tree (every size but a bench seed's extra categories) of the default 3,000
 * products or more.
 */
import { buildBrands } from './brands.ts';
import { buildCategories, leafCategories } from './categories.ts';
import { buildProduct, placer } from './products.ts';
import { productReviewCount } from './ratings.ts';

/** A seeded product as a test sees it. */
export interface SeededProduct {
  id: number;
  name: string;
  /** The product page's address on the shop: `/{url_path}`. */
  path: string;
  urlPath: string;
  /** List price in euros. */
  price: number;
  /** What one unit costs in the cart: the offer's price when there is one. */
  unit: number;
  offer: { price: number; discountPercent: number } | null;
  stock: number;
  adult: boolean;
  /** Its own written reviews (seed/ratings.ts), besides any of the footer's. */
  reviews: number;
}

/** Cart rules the choices below rely on (cart/pricing.ts). */
const FREE_SHIPPING_FROM = 49;
const VOLUME_UNITS = 6;
const GIFT_CARDS = 10197;
/** Facts are looked for among the products of the default seed. */
const SEARCHED = 3000;

interface Candidate {
  product: SeededProduct;
  kind: string;
  giftCard: boolean;
  /** Sold by weight or volume: 'kg' or 'l' (catalog/unit-price.ts). */
  netUnit: string | null;
}

function candidates(): Candidate[] {
  const leaves = leafCategories(buildCategories(0));
  const place = placer(leaves);
  const brands = new Map(buildBrands().map((brand) => [brand.name, brand]));
  return Array.from({ length: SEARCHED }, (_, index) => {
    const { row, kind } = buildProduct(index + 1, place(index + 1), brands);
    const offer =
      row.offer_price === null
        ? null
        : { price: row.offer_price, discountPercent: row.discount_percent ?? 0 };
    return {
      kind: kind.key,
      giftCard: row.category_ids.startsWith(`${GIFT_CARDS}/`),
      netUnit: row.net_unit,
      product: {
        id: row.id,
        name: row.name,
        path: `/${row.url_path}`,
        urlPath: row.url_path,
        price: row.price,
        unit: offer && offer.price < row.price ? offer.price : row.price,
        offer,
        stock: row.quantity,
        adult: row.adult === 1,
        reviews: productReviewCount(row.id, row.rating_count),
      },
    };
  });
}

function find(all: Candidate[], what: string, test: (candidate: Candidate) => boolean): SeededProduct {
  const found = all.find(test);
  if (!found)
    throw new Error(`The seed has no ${what} among its first ${SEARCHED} products: change seed/facts.ts`);
  return found.product;
}

const plain = (candidate: Candidate) => !candidate.product.adult && !candidate.giftCard;

function seedFacts() {
  const all = candidates();
  return {
    /**
     * A frying pan on offer with plenty of stock: one unit pays shipping, two ship free, and
     * six (the volume discount) are in stock.
     */
    pan: find(
      all,
      'frying pan on offer',
      (c) =>
        plain(c) &&
        c.kind === 'sarten' &&
        c.product.offer !== null &&
        c.product.stock >= 20 &&
        c.product.unit < FREE_SHIPPING_FROM &&
        2 * c.product.unit >= FREE_SHIPPING_FROM,
    ),
    /** A cheap product without an offer: six of them still pay shipping. */
    cheap: find(
      all,
      'cheap product without an offer',
      (c) =>
        plain(c) &&
        c.product.offer === null &&
        c.product.stock >= 10 &&
        c.product.price * VOLUME_UNITS < FREE_SHIPPING_FROM,
    ),
    /** A plain product with exactly 2 units in stock (a cart asking for 3 is refused). */
    lastUnits: find(
      all,
      'product with 2 in stock',
      (c) => plain(c) && c.product.stock === 2 && c.product.price < 40,
    ),
    /** An alcoholic drink in stock: the cart asks for the age check. */
    wine: find(all, 'adult product in stock', (c) => c.product.adult && c.product.stock >= 5),
    /** A gift card in stock. */
    giftCard: find(all, 'gift card in stock', (c) => c.giftCard && c.product.stock >= 5),
    /** A plain product in stock with three pages of its own reviews or more (the product page shows 5 a page). */
    reviewed: find(
      all,
      'product with 11 reviews',
      (c) => plain(c) && c.product.stock >= 5 && c.product.reviews >= 11,
    ),
    /**
     * A product sold by weight in stock, without an offer, under the free shipping threshold: its
     * price per kg shows on its card, its page, the mini cart and the cart (issue 28).
     */
    byWeight: find(
      all,
      'product sold by weight',
      (c) =>
        plain(c) &&
        c.netUnit === 'kg' &&
        c.product.offer === null &&
        c.product.stock >= 10 &&
        c.product.price < FREE_SHIPPING_FROM,
    ),
    /** A plain product out of stock. */
    soldOut: find(all, 'sold-out product', (c) => plain(c) && c.product.stock === 0),
  };
}

/** The named products of the seed (see each one's comment for why it was chosen). */
export const SEED_FACTS = seedFacts();
