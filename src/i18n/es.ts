/**
 * Every user-facing string of the shop, in Spanish: one catalogue, grouped by area, one module per
 * area under `es/` (listed in es/index.ts). Placeholders are `{name}`; fill them with `format()`.
 * Add new strings under the area they belong to.
 *
 * `es` is that folder as a module namespace: `es.cart.title` reads like an object, but the bundler
 * ships to the browser only the areas that islands and scripts read. Read areas as `es.area`
 * (destructuring `es` or passing it around makes the bundler keep every area).
 */
import { plural } from './plural';

export * as es from './es/index';
export { plural } from './plural';

/**
 * Fills `{name}` placeholders of a catalogue string and picks `{name:singular|plural}` forms by the
 * number in `name` (see plural.ts); unknown placeholders are left as they are. A value that ends
 * a sentence with its own period ('… S.L.') takes the place of the sentence's: never 'S.L..'.
 */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(
    /\{(\w+)(?::([^|{}]*)\|([^|{}]*))?\}(\.?)/g,
    (whole, key: string, one: string | undefined, other: string | undefined, period: string) => {
      if (!(key in vars)) return whole;
      const value =
        one === undefined || other === undefined ? String(vars[key]) : plural(Number(vars[key]), one, other);
      return value.endsWith('.') ? value : value + period;
    },
  );
}
