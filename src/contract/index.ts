/**
 * The commerce API's contract (spec §3 entities, §7 bodies), once, as zod/mini schemas with their
 * inferred types under the same name (`./zod.ts` says why mini). The shop's API layer parses every
 * answer it reads with them, in the server and in the browser; the sandbox answers with their
 * types and its tests parse what it sends. Files import each other with `.ts` extensions so Node
 * runs them as they are (the sandbox and scripts use type stripping).
 */
export * from './account.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './checkout.ts';
export * from './errors.ts';
export * from './orders.ts';
export * from './paginated.ts';
export * from './payment.ts';
export * from './ratings.ts';
export * from './session.ts';
export * from './wishlist.ts';
