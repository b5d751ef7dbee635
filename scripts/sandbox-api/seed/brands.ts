import { slugify } from '../text.ts';
import { SHOPS } from './catalogue-data.ts';

export interface BrandSeed {
  id: number;
  name: string;
  slug: string;
}

/** The partner brand has a fixed page in the spec: /b-asayaor-7180. */
export const ASAYAOR_BRAND_ID = 7180;
const FIRST_BRAND_ID = 7150;

/** Every brand named by the shops, numbered in order with Asayaor pinned to its fixed id. */
export function buildBrands(): BrandSeed[] {
  const names = [...new Set(SHOPS.flatMap((shop) => shop.brands))];
  let nextId = FIRST_BRAND_ID;
  return names.map((name) => {
    let id = name === 'Asayaor' ? ASAYAOR_BRAND_ID : nextId++;
    if (id === ASAYAOR_BRAND_ID && name !== 'Asayaor') id = nextId++;
    return { id, name, slug: slugify(name) };
  });
}
