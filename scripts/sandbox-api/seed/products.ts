import type { ProductRow } from '../catalog/store.ts';
import { slugify } from '../text.ts';
import type { BrandSeed } from './brands.ts';
import { SHOPS } from './catalogue-data.ts';
import type { CategorySeed } from './categories.ts';
import { type Rng, rngFor } from './prng.ts';

const PRODUCT_RNG = 1;
const DISCOUNTS = [5, 10, 15, 20, 25, 30, 40, 50];
const CENTS = [0.99, 0.95, 0.5, 0.9, 0];
/** Newest products are dated up to this day; older ones up to two years before. */
const NEWEST = Date.UTC(2026, 5, 1);
const DAY_MS = 86_400_000;
const DESCRIPTIONS = [
  (name: string, brand: string) =>
    `${name} de ${brand}. Calidad contrastada para el uso diario, con envío en 24/48 horas.`,
  (name: string, brand: string) =>
    `Descubre ${name.toLowerCase()} de ${brand}: diseño cuidado, materiales duraderos y dos años de garantía.`,
  (name: string, brand: string) =>
    `${name}. Un básico de ${brand} que no puede faltar; devolución gratuita durante 14 días.`,
];

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/** Log-uniform in [min, max]: many cheap items, few expensive ones, as in a real shop. */
function logUniform(rng: Rng, [min, max]: [number, number]): number {
  return Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
}

/** Product `id` filed in `leaf`. Each product has its own generator, so it never depends on the others. */
export function buildProduct(
  id: number,
  leaf: CategorySeed,
  brandsByName: Map<string, BrandSeed>,
): ProductRow {
  const rng = rngFor(PRODUCT_RNG, id);
  const shop = SHOPS[leaf.shop]!;
  const name = `${rng.pick(leaf.nouns)} ${rng.pick(shop.qualifiers)} ${rng.pick(shop.variants)}`;
  const brand = brandsByName.get(rng.pick(shop.brands))!;
  const price = Math.max(1, Math.floor(logUniform(rng, shop.price)) + rng.pick(CENTS));
  const discount = rng.chance(0.3) ? rng.pick(DISCOUNTS) : null;
  const lowRated = rng.chance(0.15);
  return {
    id,
    name,
    sku: `${shop.slug.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`,
    url_path: `${slugify(name)}-${id}`,
    description: rng.pick(DESCRIPTIONS)(name, brand.name),
    brand_id: brand.id,
    category_ids: leaf.path.split('/').slice(1).join('/'),
    price: round(price, 2),
    offer_price: discount === null ? null : round(price * (1 - discount / 100), 2),
    discount_percent: discount,
    quantity: rng.chance(0.05) ? 0 : rng.int(1, 250),
    weight: round(logUniform(rng, shop.weight), 3),
    rating_avg: lowRated ? round(1 + rng.next() * 1.5, 1) : round(2.5 + rng.next() * 2.5, 1),
    rating_count: rng.int(1, 400),
    attribute_set_id: shop.attributeSet,
    source_channel: shop.sourceChannel,
    adult: leaf.adult ? 1 : 0,
    created_at: new Date(NEWEST - rng.int(0, 730) * DAY_MS - rng.int(0, DAY_MS - 1)).toISOString(),
  };
}
