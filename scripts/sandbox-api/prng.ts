/**
 * Deterministic pseudo-random numbers for the seed: the same seed gives the same catalogue on every
 * machine, so tests and benchmarks can name products. Never use Math.random in the seed.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and good enough for fake data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (probability) => next() < probability,
  };
}

/** A generator per entity (e.g. per product id), so one entity does not depend on how many came before. */
export function rngFor(kind: number, id: number): Rng {
  return createRng(Math.imul(kind, 0x9e3779b1) ^ Math.imul(id, 0x85ebca6b));
}
