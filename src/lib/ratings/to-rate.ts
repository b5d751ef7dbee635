import type { OrderRatingItem } from '@shop/contract/ratings';

/**
 * What a delivered order has left to rate: its lines without stars. A line with stars is rated;
 * its review is optional (the order's page offers it beside the stars).
 */
export function leftToRate(items: readonly OrderRatingItem[]): OrderRatingItem[] {
  return items.filter((item) => !item.voted);
}

/** Delivered orders with something left to rate first, each group newest first as listed. */
export function pendingFirst<T extends { left: readonly unknown[] | null }>(orders: readonly T[]): T[] {
  const pending = (entry: T) => entry.left === null || entry.left.length > 0;
  return [...orders.filter(pending), ...orders.filter((entry) => !pending(entry))];
}
