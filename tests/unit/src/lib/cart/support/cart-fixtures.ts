import type { CartProduct } from '@shop/contract/cart';

/** A plain product as a cart line carries it: in stock, no age check. */
export const cartProduct = (id: number, name = `P${id}`): CartProduct => ({
  id,
  name,
  sku: `SKU${id}`,
  url_path: `p-${id}`,
  image: { url: `http://x/${id}.webp` },
  brand: null,
  quantity: 50,
  adult: false,
});
