import type { Cart, CartItem, CartProduct } from '@shop/contract/cart';

// Builders of the contract's cart objects (src/contract/cart.ts): whole and valid, with the fields a
// test is about given as overrides.

/** A plain product as a cart line carries it: 50 in stock, no brand, no age check. */
export const cartProduct = (id: number, fields: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `P${id}`,
  sku: `SKU${id}`,
  url_path: `p-${id}`,
  image: { url: `http://x/${id}.webp` },
  brand: null,
  quantity: 50,
  adult: false,
  ...fields,
});

/** A line of `quantity` units at `unit` euros each, no price override, customisation or coupon. */
export const cartLine = (
  product: CartProduct,
  quantity: number,
  unit: number,
  fields: Partial<CartItem> = {},
): CartItem => ({
  product,
  quantity,
  prices_override: [],
  products_customization: [],
  price: { unit, total: unit * quantity, total_original: unit * quantity },
  prices: { unit },
  coupon: null,
  ...fields,
});

/** A cart of `items` with its subtotal, no shipping, discount or coupon (free shipping from 49 €). */
export const cartOf = (items: CartItem[], fields: Partial<Cart> = {}): Cart => {
  const subtotal = items.reduce((sum, item) => sum + item.price.total, 0);
  return {
    items,
    totals: { subtotal, shipping: 0, discount: 0, total: subtotal },
    discounts: [],
    coupon: null,
    free_shipping_from: 49,
    ...fields,
  };
};
