/**
 * How one variant's picture differs from its kind's other variants, so that two products never
 * look the same: each line of a kind (a wine and vintage, a pan's material and series, a card's
 * design) gets its own colour, orientation and backdrop, and within a line a bigger size is drawn
 * bigger. Stored after the icons in a product's `art` ('cooking egg fire @look:210,0.9,1,2').
 */
export interface Look {
  /** Background hue, degrees. */
  hue: number;
  /** The subject's size, 1 for a line's only size. */
  scale: number;
  /** The subject faces the other way. */
  mirror: boolean;
  /** Which of the BACKDROPS is drawn behind the subject. */
  backdrop: number;
}

/** Distinct colours a kind's lines take, this many degrees apart (far enough to tell). */
export const HUE_STEPS = 12;
const HUE_STEP_DEGREES = 360 / HUE_STEPS;
/** Plain, a table, a disc, stripes (images/compose.ts). */
export const BACKDROPS = 4;
/** Lines that look different before two share colour, orientation and backdrop. */
export const DISTINCT_LINES = HUE_STEPS * 2 * BACKDROPS;
/** A line's smallest and biggest size, as drawn. */
export const SCALE_RANGE = { min: 0.72, max: 1.08 } as const;

const PREFIX = '@look:';

/** A kind's own base colour, fixed by its key. */
function baseHue(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return (hash >>> 0) % 360;
}

/**
 * The looks of a kind's variants (in their order): lines numbered as they first appear, sizes
 * ranked within their line.
 */
export function assignLooks(key: string, variants: readonly { line: string; size: number }[]): Look[] {
  const lines = new Map<string, number[]>();
  for (const variant of variants) {
    const sizes = lines.get(variant.line) ?? [];
    if (!sizes.includes(variant.size)) sizes.push(variant.size);
    lines.set(variant.line, sizes);
  }
  for (const sizes of lines.values()) sizes.sort((a, b) => a - b);
  const order = new Map([...lines.keys()].map((line, index) => [line, index]));
  const base = baseHue(key);
  return variants.map((variant) => {
    const index = order.get(variant.line)! % DISTINCT_LINES;
    const sizes = lines.get(variant.line)!;
    const rank = sizes.indexOf(variant.size);
    const scale =
      sizes.length === 1
        ? 1
        : SCALE_RANGE.min + ((SCALE_RANGE.max - SCALE_RANGE.min) * rank) / (sizes.length - 1);
    return {
      hue: (base + (index % HUE_STEPS) * HUE_STEP_DEGREES) % 360,
      scale: Math.round(scale * 100) / 100,
      mirror: Math.floor(index / HUE_STEPS) % 2 === 1,
      backdrop: Math.floor(index / (HUE_STEPS * 2)) % BACKDROPS,
    };
  });
}

/** The look as stored after the icons. */
export function lookToken(look: Look): string {
  return `${PREFIX}${look.hue},${look.scale},${look.mirror ? 1 : 0},${look.backdrop}`;
}

/** A stored `art`: its icons and, for a product, its look. */
export function readArt(text: string): { icons: string[]; look?: Look } {
  const words = text.split(' ').filter(Boolean);
  const token = words.find((word) => word.startsWith(PREFIX));
  const icons = words.filter((word) => !word.startsWith(PREFIX));
  if (!token) return { icons };
  const [hue, scale, mirror, backdrop] = token.slice(PREFIX.length).split(',').map(Number);
  const valid = [hue, scale, mirror, backdrop].every((value) => Number.isFinite(value));
  return valid
    ? { icons, look: { hue: hue!, scale: scale!, mirror: mirror === 1, backdrop: backdrop! } }
    : { icons };
}
