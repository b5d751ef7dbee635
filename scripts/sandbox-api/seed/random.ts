/** A small seeded PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One element of a non-empty list. */
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** True with probability p. */
    chance: (p: number) => next() < p,
  };
}

export type Random = ReturnType<typeof createRandom>;

/** Lowercase ASCII slug: accents folded, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
