import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract/catalogue';
import {
  addToWishlistEvent,
  cartChangeEvent,
  viewItemEvent,
} from '../../../../../src/lib/analytics/analytics-events';
import { addItem, EMPTY_CART } from '../../../../../src/lib/cart/cart-lines';
import { cartProduct } from '../../../support/cart';

const product = cartProduct(9, { name: 'Sartén', brand: { name: 'Acme', slug: 'acme' }, quantity: 5 });

describe('GA4 events', () => {
  it('an add of 3 units: add_to_cart in EUR with value = price × quantity', () => {
    const item = addItem(EMPTY_CART, product, 0.1, 3).items[0]!;
    expect(cartChangeEvent(item, 3)).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'EUR',
        value: 0.3,
        items: [{ item_id: '9', item_name: 'Sartén', item_brand: 'Acme', price: 0.1, quantity: 3 }],
      },
    });
  });

  it('a decrease is remove_from_cart with the units taken out', () => {
    const item = addItem(EMPTY_CART, product, 12.5, 3).items[0]!;
    const event = cartChangeEvent(item, -2);
    expect(event.name).toBe('remove_from_cart');
    expect(event.params.value).toBe(25);
  });

  it('view_item uses the price paid and the deepest category', () => {
    const viewed = {
      id: 1,
      name: 'Vino',
      price: 10,
      offers: [{ price: 8, discountPercent: 20 }],
      brand: null,
      categories: [
        { id: 10000, name: 'Bebidas', slug: 'b' },
        { id: 2, name: 'Vinos', slug: 'v' },
      ],
    } as unknown as Product;
    expect(viewItemEvent(viewed).params).toMatchObject({
      currency: 'EUR',
      value: 8,
      items: [{ item_id: '1', item_category: 'Vinos', price: 8 }],
    });
  });

  it('add_to_wishlist carries the item and its value', () => {
    expect(addToWishlistEvent({ id: 4, name: 'Taza', price: 6.5 }).params).toMatchObject({
      currency: 'EUR',
      value: 6.5,
      items: [{ item_id: '4' }],
    });
  });
});
