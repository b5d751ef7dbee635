/**
 * rate-limiter-flexible's base for a limiter with its own store (its README, "Contributions": a
 * new store implements `_upsert`, `_get`, `_delete` and `_getRateLimiterRes`). Its types declare the
 * class, but its index does not export it: it is imported from its file (bounded-memory.ts).
 */
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  export { RateLimiterStoreAbstract as default } from 'rate-limiter-flexible';
}
