import { slugify } from '../text.ts';
import { SHOPS } from './catalogue-data.ts';

export interface BrandSeed {
  id: number;
  name: string;
  slug: string;
  /** Its picture: the subjects of what it makes (Fluent Emoji Flat icon names). */
  art: string[];
}

/** The partner brand has a fixed page in the spec: /b-asayaor-7180. */
export const ASAYAOR_BRAND_ID = 7180;
const FIRST_BRAND_ID = 7150;

/**
 * Every brand that makes a seeded kind of product, numbered in the order the shops name them,
 * with Asayaor pinned to its fixed id. A brand's picture shows what it makes.
 */
export function buildBrands(): BrandSeed[] {
  const subjects = new Map<string, Set<string>>();
  for (const shop of SHOPS)
    for (const sub of shop.subs)
      for (const leaf of sub.leaves)
        for (const kind of leaf.kinds)
          for (const variant of kind.variants()) {
            const seen = subjects.get(variant.brand) ?? new Set<string>();
            seen.add(variant.art[0]!);
            subjects.set(variant.brand, seen);
          }
  let nextId = FIRST_BRAND_ID;
  return [...subjects].map(([name, art]) => {
    let id = name === 'Asayaor' ? ASAYAOR_BRAND_ID : nextId++;
    if (id === ASAYAOR_BRAND_ID && name !== 'Asayaor') id = nextId++;
    return { id, name, slug: slugify(name), art: [...art].slice(0, 3) };
  });
}
