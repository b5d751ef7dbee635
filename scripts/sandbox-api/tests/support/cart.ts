import { expect } from 'vitest';
import type { Cart, Totals } from '@shop/contract/cart';
import type { Product } from '@shop/contract/catalogue';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { SessionClient, TestSandbox } from '../../testing/helpers.ts';
import { CART } from '../../testing/order-helpers.ts';
import { percentOf, SEED_FACTS, shippingFor, sum } from '../../testing/seed-facts.ts';

// The cart calls and seed checks the cart and coupon route tests share.

/** Saves `products` as `who`'s cart lines. */
export const saveCart = (who: SessionClient, products: unknown) =>
  who.json<{ data: Cart } & ApiErrorBody>('POST', CART, { products });

/** `who`'s cart (no body when there is none). */
export const readCart = (who: SessionClient) => who.json<{ data: Cart } | null>('GET', CART);

/** A product as the catalogue answers it. */
export const catalogProduct = async (sandbox: TestSandbox, id: number): Promise<Product> =>
  ((await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${id}`)).body as { data: Product }).data;

/** The seed facts the prices of these tests stand on: the pan on offer, the cheap board without one. */
export async function expectPanAndBoard(sandbox: TestSandbox): Promise<void> {
  const { pan: PAN, cheap: BOARD } = SEED_FACTS;
  const pan = await catalogProduct(sandbox, PAN.id);
  expect([pan.price, pan.offers[0]?.price, pan.adult]).toEqual([PAN.price, PAN.unit, false]);
  const board = await catalogProduct(sandbox, BOARD.id);
  expect([board.price, board.offers]).toEqual([BOARD.price, []]);
}

/** The totals of `subtotal` with a coupon of `percent` % off: free shipping is judged after the discount. */
export function totalsWithCoupon(subtotal: number, percent: number): Totals {
  const discount = percentOf(subtotal, percent);
  const shipping = shippingFor(sum(subtotal, -discount));
  return { subtotal, shipping, discount, total: sum(subtotal, -discount, shipping) };
}
