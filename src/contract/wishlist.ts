import * as z from 'zod/mini';
// zod set up for the contract before any schema is built (jitless: see zod.ts).
import './zod.ts';

/** The wished product ids, newest first (spec §3 Wishlist): `{data}` of `GET /api/v1/wish-list/ids`, POST and DELETE. */
export const WishlistIds = z.array(z.int());
export type WishlistIds = z.infer<typeof WishlistIds>;

/** `GET /api/v1/wishlist/{id}` → `{data}` when the product is wished (404 otherwise). */
export const WishedProduct = z.object({ id: z.int(), wished: z.literal(true) });
export type WishedProduct = z.infer<typeof WishedProduct>;
