import type { CartItem } from '@shop/contract/cart';
import { es, format } from '../../i18n/es';
import { formatPrice } from '../format/format';
import { quantityControls } from './cart-lines';

/**
 * The quick-buy popup (spec §2, §4), as islands/CartOverlays/QuickBuy.tsx renders it and as the
 * product page's early copy shows it before React (components/product/early-quick-buy.client.ts).
 */

/** The id of the popup's server copy on a product page, opened before React. */
export const QUICK_BUY_EARLY_ID = 'quick-buy-early';
/** The inert `<template>` that holds that copy until it opens (no second popup in the page's tree). */
export const QUICK_BUY_TEMPLATE_ID = 'quick-buy-early-template';

/** `data-quick-buy="…"`: the popup's parts whose text follows the line (QuickBuyPart). */
export const QUICK_BUY_PART_ATTRIBUTE = 'data-quick-buy';
export type QuickBuyPart = 'close' | 'total' | 'unit-line' | 'quantity' | 'stepper';

/** What the popup shows of a line, and which way its quantity can go while no save runs. */
export interface QuickBuyFigures {
  total: string;
  /** '1,50 € x 2', or null for a line without a unit price. */
  unitLine: string | null;
  quantity: number;
  canDecrease: boolean;
  canIncrease: boolean;
}

/** What of a line the popup shows: its quantity and prices (a CartItem is one). */
export interface QuickBuyLine {
  quantity: number;
  price: Pick<CartItem['price'], 'unit' | 'total'>;
  prices: CartItem['prices'];
}

export function quickBuyFigures(item: QuickBuyLine): QuickBuyFigures {
  const controls = quantityControls(item, 0);
  return {
    total: formatPrice(item.price.total),
    unitLine:
      item.price.unit === null
        ? null
        : format(es.quickBuy.unitTimesQuantity, {
            unit: formatPrice(item.price.unit),
            quantity: item.quantity,
          }),
    quantity: item.quantity,
    ...controls,
  };
}
