import type { $Fetch } from 'ofetch';
import { Cart, type CartLine } from '@shop/contract/cart';
import type { Coupon } from '@shop/contract/checkout';
import { Data } from '@shop/contract/paginated';
import { call } from './call.ts';
import { nullOn404 } from './not-found.ts';
import { readAnswer } from './read-answer.ts';

/**
 * `GET cart_b2c`. Spec §4: a 204, an empty list or a 404 all mean an empty cart, given as null.
 * Other failures are thrown.
 */
export async function getCart(api: $Fetch): Promise<Cart | null> {
  const cart = await nullOn404(call(api, 'GET /store-front/api/sales/cart_b2c'));
  return cart && cart.data.items.length > 0 ? cart.data : null;
}

/**
 * `POST cart_b2c`: replaces the cart with these lines; answers the saved cart. `answered` is the
 * body of the same save already sent before the client was there (cart-ahead.ts), read here as
 * its own answer; null sends it.
 */
export async function saveCart(api: $Fetch, products: CartLine[], answered: unknown = null): Promise<Cart> {
  if (answered !== null)
    return readAnswer(api, 'POST /store-front/api/sales/cart_b2c', Data(Cart), answered).data;
  return (await call(api, 'POST /store-front/api/sales/cart_b2c', { body: { products } })).data;
}

/** `DELETE cart_b2c`. */
export async function deleteCart(api: $Fetch): Promise<void> {
  await call(api, 'DELETE /store-front/api/sales/cart_b2c');
}

/** `GET /store-front/api/{product}/greater-18`: the shopper confirms being an adult (spec §5). */
export async function confirmAdult(api: $Fetch, platformProduct: string): Promise<void> {
  await call(api, 'GET /store-front/api/{product}/greater-18', { params: { product: platformProduct } });
}

/** `GET /store-front/api/sales/cart/coupon/available`. */
export async function availableCoupons(api: $Fetch): Promise<Coupon[]> {
  return (await call(api, 'GET /store-front/api/sales/cart/coupon/available')).data;
}

/** `POST /store-front/api/sales/cart/coupon/apply {code}`: answers the cart with the coupon. */
export async function applyCoupon(api: $Fetch, code: string): Promise<Cart> {
  return (await call(api, 'POST /store-front/api/sales/cart/coupon/apply', { body: { code } })).data;
}

/** `DELETE /store-front/api/sales/cart/coupon` (not in the spec, README): answers the cart without its coupon. */
export async function removeCoupon(api: $Fetch): Promise<Cart> {
  return (await call(api, 'DELETE /store-front/api/sales/cart/coupon')).data;
}
