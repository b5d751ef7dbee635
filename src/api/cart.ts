import type { $Fetch } from 'ofetch';
import { ApiError } from './api-error';
import { Cart, type CartLine, type CartSaveRequest } from '@shop/contract/cart';
import { Coupon, type CouponApplyRequest } from '@shop/contract/checkout';
import { Data } from '@shop/contract/paginated';
import * as z from 'zod/mini';
import { readAnswer } from './read-answer.ts';

const CART = '/store-front/api/sales/cart_b2c';

/**
 * `GET cart_b2c`. Spec §4: a 204, an empty list or a 404 all mean an empty cart, given as null.
 * Other failures are thrown.
 */
export async function getCart(api: $Fetch): Promise<Cart | null> {
  try {
    const response = await api.raw<{ data: Cart }>(CART);
    const cart =
      response.status === 204
        ? undefined
        : readAnswer(api, 'GET /store-front/api/sales/cart_b2c', Data(Cart), response._data).data;
    return cart && cart.items.length > 0 ? cart : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * `POST cart_b2c`: replaces the cart with these lines; answers the saved cart. `answered` is the
 * body of the same save already sent before the client was there (cart-ahead.ts), read here as
 * its own answer; null sends it.
 */
export async function saveCart(api: $Fetch, products: CartLine[], answered: unknown = null): Promise<Cart> {
  const body =
    answered ??
    (await api<{ data: Cart }>(CART, {
      method: 'POST',
      body: { products } satisfies CartSaveRequest,
    }));
  return readAnswer(api, 'POST /store-front/api/sales/cart_b2c', Data(Cart), body).data;
}

/** `DELETE cart_b2c`. */
export async function deleteCart(api: $Fetch): Promise<void> {
  await api(CART, { method: 'DELETE' });
}

/** `GET /store-front/api/{product}/greater-18`: the shopper confirms being an adult (spec §5). */
export async function confirmAdult(api: $Fetch, platformProduct: string): Promise<void> {
  await api(`/store-front/api/${encodeURIComponent(platformProduct)}/greater-18`);
}

/** `GET /store-front/api/sales/cart/coupon/available`. */
export async function availableCoupons(api: $Fetch): Promise<Coupon[]> {
  const body = await api<{ data: Coupon[] }>('/store-front/api/sales/cart/coupon/available');
  return readAnswer(api, 'GET /store-front/api/sales/cart/coupon/available', Data(z.array(Coupon)), body)
    .data;
}

/** `POST /store-front/api/sales/cart/coupon/apply {code}`: answers the cart with the coupon. */
export async function applyCoupon(api: $Fetch, code: string): Promise<Cart> {
  const body = await api<{ data: Cart }>('/store-front/api/sales/cart/coupon/apply', {
    method: 'POST',
    body: { code } satisfies CouponApplyRequest,
  });
  return readAnswer(api, 'POST /store-front/api/sales/cart/coupon/apply', Data(Cart), body).data;
}

/** `DELETE /store-front/api/sales/cart/coupon` (not in the spec, README): answers the cart without its coupon. */
export async function removeCoupon(api: $Fetch): Promise<Cart> {
  const body = await api<{ data: Cart }>('/store-front/api/sales/cart/coupon', { method: 'DELETE' });
  return readAnswer(api, 'DELETE /store-front/api/sales/cart/coupon', Data(Cart), body).data;
}
