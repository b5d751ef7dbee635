import * as z from 'zod/mini';

/*
 * The contract is written with `zod/mini`, whose functions tree-shake, so the browser ships only
 * the schemas it parses with (classic zod's methods cost ~27 KB gzip whatever is used). Every
 * contract file imports this module, so the setting below is made before any schema is built.
 * (Each imports `zod/mini` itself: a namespace passed on from here could not be tree-shaken.)
 *
 * `jitless`: zod compiles an object's parser with `new Function` where it can, and probes for that
 * when the first object schema is built. The shop's CSP has no 'unsafe-eval', so in the browser
 * the probe itself is a reported violation; the parsers zod builds without it are fast enough for
 * answers of at most a few hundred products.
 */
z.config({ jitless: true });

/** A whole number from `min` up: counts, quantities, pages. */
export const intFrom = /* @__NO_SIDE_EFFECTS__ */ (min: number) => z.int().check(z.minimum(min));

/** A whole number within `min`..`max`: stars. */
export const intWithin = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  z.int().check(z.minimum(min), z.maximum(max));

/** A number from `min` up: prices, weights. */
export const numberFrom = /* @__NO_SIDE_EFFECTS__ */ (min: number) => z.number().check(z.minimum(min));

/** A string matching `pattern`. */
export const stringMatching = /* @__NO_SIDE_EFFECTS__ */ (pattern: RegExp) =>
  z.string().check(z.regex(pattern));
