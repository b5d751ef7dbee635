/**
 * The price a shopper pays for a product: the offer's price when it is lower than `price`, as every
 * product card shows it. The search (filters, sort, facets) and the cart both use this rule.
 */
export const PAID_PRICE_SQL =
  'CASE WHEN offer_price IS NOT NULL AND offer_price < price THEN offer_price ELSE price END';

/** PAID_PRICE_SQL's rule for a row already read. */
export function paidPrice(row: { price: number; offer_price: number | null }): number {
  return row.offer_price !== null && row.offer_price < row.price ? row.offer_price : row.price;
}
