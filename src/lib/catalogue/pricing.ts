import type { Product } from '@shop/contract/catalogue';

/** What the shopper pays for a product and, when an offer applies, what it cost before. */
export interface EffectivePrice {
  /** Price to pay, in euros. */
  price: number;
  /** Price before the offer, or null when no offer lowers it. */
  original: number | null;
  /** Whole discount percent off `original`, or 0 without an offer. */
  discountPercent: number;
}

/**
 * The best price of a product: its cheapest offer when that is below the list price.
 * The percent is computed from the two prices shown (not taken from the offer) so the badge
 * always agrees with the figures beside it.
 */
export function effectivePrice(product: Pick<Product, 'price' | 'offers'>): EffectivePrice {
  const best = product.offers.reduce<number | null>(
    (lowest, offer) => (offer.price > 0 && (lowest === null || offer.price < lowest) ? offer.price : lowest),
    null,
  );
  if (best === null || best >= product.price) {
    return { price: product.price, original: null, discountPercent: 0 };
  }
  return {
    price: best,
    original: product.price,
    discountPercent: Math.round(((product.price - best) / product.price) * 100),
  };
}
