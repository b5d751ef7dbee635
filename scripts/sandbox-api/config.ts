import { join } from 'node:path';

/** How much catalogue to seed. */
export interface SeedSize {
  products: number;
  /** Minimum number of categories; the natural tree (about 170) is kept when this is lower. */
  categories: number;
}

/** Catalogue sizes: `default` for development and tests, `bench` for benchmarks. */
export const SIZES = {
  default: { products: 3000, categories: 0 },
  bench: { products: 100_000, categories: 10_000 },
} as const satisfies Record<string, SeedSize>;

export type SizeName = keyof typeof SIZES;

export const DEFAULT_PORT = 4322;
export const DEFAULT_DB = join('.data', 'sandbox.sqlite');
/** Where product links point: the shop on its default port. */
export const DEFAULT_SHOP_URL = 'http://localhost:4321';
/** Upper bound of an explicit size, so a typo cannot fill the disk. */
const MAX_SEED = 2_000_000;

export function isSizeName(value: string): value is SizeName {
  return Object.hasOwn(SIZES, value);
}

/** The seed size: a named size, then explicit product and category counts on top. */
export function resolveSize(size: string | undefined, products?: number, categories?: number): SeedSize {
  const name = size ?? 'default';
  if (!isSizeName(name)) throw new Error(`Unknown size '${name}': use ${Object.keys(SIZES).join(' or ')}.`);
  const base = SIZES[name];
  return {
    products: checkCount(products ?? base.products, 'products'),
    categories: checkCount(categories ?? base.categories, 'categories'),
  };
}

function checkCount(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SEED) {
    throw new Error(`The number of ${what} must be an integer from 0 to ${MAX_SEED}, not ${value}.`);
  }
  return value;
}

/** A number from the environment, undefined when unset; an invalid one fails loudly. */
export function envNumber(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw new Error(`${name} must be an integer, not '${value}'.`);
  return number;
}
