/**
 * The commerce API's contract (spec §3 entities, §7 bodies), once, as zod schemas with their
 * inferred types under the same name. Browser code imports types only (`import type`), so zod never
 * reaches its bundle; server code and the sandbox may use the schemas. Files import each other with
 * `.ts` extensions so Node runs them as they are (the sandbox and scripts use type stripping).
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
