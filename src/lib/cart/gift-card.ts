import type { PriceOverride } from '@shop/contract/cart';
import type { ProductCategoryRef } from '@shop/contract/catalogue';
import { CATEGORY_IDS, GIFT_CARD_MAX_EUROS, GIFT_CARD_MIN_EUROS } from '../constants';

/** Gift cards are the products filed under the gift-card shop (§9), whose categories list it. */
export function isGiftCard(product: { categories: readonly ProductCategoryRef[] }): boolean {
  return product.categories.some((category) => category.id === CATEGORY_IDS.giftCards);
}

/**
 * A digital gift card: one that weighs nothing, sent to a mobile. It has its own shipping rule:
 * none (the API prices it so, and the product page says so).
 */
export function isDigitalGiftCard(product: {
  categories: readonly ProductCategoryRef[];
  weight: number;
}): boolean {
  return isGiftCard(product) && product.weight === 0;
}

/**
 * The amount typed for a gift card, in euros: '25', '25,50' or '25.5' (Spanish shoppers type a
 * comma), at most two decimals, within the API's 10–500 €; null otherwise.
 */
export function parseGiftAmount(text: string | null | undefined): number | null {
  const match = text
    ?.trim()
    .replace(/\s*€$/, '')
    .match(/^(\d{1,6})(?:[.,](\d{1,2}))?$/);
  if (!match) return null;
  const amount = Number(`${match[1]}.${match[2] ?? '0'}`);
  return amount >= GIFT_CARD_MIN_EUROS && amount <= GIFT_CARD_MAX_EUROS ? amount : null;
}

/** The line's override for a chosen amount (none for other products). */
export function giftOverride(amount: number | null | undefined): PriceOverride[] {
  return amount ? [{ price: amount }] : [];
}
