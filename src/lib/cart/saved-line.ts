import type { QuickBuyLine } from './quick-buy';

/*
 * Only the product page's early popup reads a save's answer this way
 * (components/product/early-quick-buy.client.ts): kept out of quick-buy.ts, which the popup's
 * island loads on every page.
 */
const isPrice = (value: unknown): value is number | null => value === null || typeof value === 'number';

/**
 * The product's line in the body of a save's answer (`{data: Cart}`) as the API sent it, before the
 * API client has read it (src/api/cart-ahead.ts): just the fields the popup shows, or null when
 * the answer has no such line. The early popup opens on it without waiting for the client's code.
 */
export function savedLineOf(answer: unknown, productId: number): QuickBuyLine | null {
  const items = (answer as { data?: { items?: unknown } } | null)?.data?.items;
  if (!Array.isArray(items)) return null;
  const item = items.find((line) => line?.product?.id === productId) as Partial<QuickBuyLine> | undefined;
  const { quantity, price, prices } = item ?? {};
  if (!Number.isInteger(quantity) || (quantity as number) < 1) return null;
  if (typeof price?.total !== 'number' || !isPrice(price.unit) || !isPrice(prices?.unit)) return null;
  return {
    quantity: quantity as number,
    price: { unit: price.unit, total: price.total },
    prices: { unit: prices!.unit },
  };
}
