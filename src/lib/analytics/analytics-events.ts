import type { CartItem } from '@shop/contract/cart';
import type { Product } from '@shop/contract/catalogue';
import { CURRENCY } from '../constants';
import { effectivePrice } from '../catalogue/pricing';

/** A GA4 event: its name and parameters (domain facts: currency, value, items). */
export interface AnalyticsEvent {
  name: string;
  params: Record<string, unknown>;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (value: number) => value / 100;

/** `add_to_cart` or `remove_from_cart` for a change of `delta` units of a cart line. */
export function cartChangeEvent(item: CartItem, delta: number): AnalyticsEvent {
  const quantity = Math.abs(delta);
  const price = item.price.unit ?? 0;
  return {
    name: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
    params: {
      currency: CURRENCY,
      value: euros(cents(price) * quantity),
      items: [
        {
          item_id: String(item.product.id),
          item_name: item.product.name,
          item_brand: item.product.brand?.name,
          price,
          quantity,
        },
      ],
    },
  };
}

/** `view_item` for a product page. */
export function viewItemEvent(product: Product): AnalyticsEvent {
  const { price } = effectivePrice(product);
  return {
    name: 'view_item',
    params: {
      currency: CURRENCY,
      value: price,
      items: [
        {
          item_id: String(product.id),
          item_name: product.name,
          item_brand: product.brand?.name,
          item_category: product.categories.at(-1)?.name,
          price,
          quantity: 1,
        },
      ],
    },
  };
}

/** `add_to_wishlist`, from what the heart's button says about its product. */
export function addToWishlistEvent(item: { id: number; name: string; price: number }): AnalyticsEvent {
  return {
    name: 'add_to_wishlist',
    params: {
      currency: CURRENCY,
      value: item.price,
      items: [{ item_id: String(item.id), item_name: item.name, price: item.price, quantity: 1 }],
    },
  };
}

/** The gift-card button's click (spec §7), named like GA4's own events. */
export function giftCardClickEvent(location: string): AnalyticsEvent {
  return { name: 'gift_card_click', params: { link_location: location } };
}
