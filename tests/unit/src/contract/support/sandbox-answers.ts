// The contract tests ask the sandbox for real answers and check them against src/contract: the
// one place that stops the shop and the sandbox drifting apart. The sandbox tests' helpers
// (@shop/sandbox-api/testing) are re-exported from here, so a move is one edit.
import { expect } from 'vitest';
import type * as z from 'zod/mini';

export {
  confirmEmail,
  loginClient,
  registerClient,
  type SessionClient,
  sessionClient,
  type TestSandbox,
  withSandbox,
} from '@shop/sandbox-api/testing';
export {
  ADDRESS,
  CART,
  CHECKOUT,
  GUEST_ORDERS,
  guestWithCart,
  moveOrder,
  ORDERS,
  PLACE,
  PRODUCTS,
  placedGuestOrder,
} from '@shop/sandbox-api/testing';

/**
 * Parses `value` with `schema` and expects nothing to be lost: every field the sandbox sends is
 * in the contract (zod would strip an unknown key) and every field of the contract is right.
 * Returns the parsed value, typed.
 */
export function expectContract<T extends z.ZodMiniType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  expect(result.error?.issues ?? [], JSON.stringify(value)?.slice(0, 2000)).toEqual([]);
  expect(result.data, 'a field the contract does not declare').toStrictEqual(value);
  return result.data as z.infer<T>;
}
