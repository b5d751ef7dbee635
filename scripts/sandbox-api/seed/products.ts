import type { ProductRow } from '../catalog/store.ts';
import { lookToken } from '../images/look.ts';
import { slugify } from '../text.ts';
import type { BrandSeed } from './brands.ts';
import { SHOPS } from './catalogue-data.ts';
import type { CategorySeed } from './categories.ts';
import type { Kind, Variant } from './kinds/kind.ts';
import { type Rng, rngFor } from '../prng.ts';

const PRODUCT_RNG = 1;
const DISCOUNTS = [5, 10, 10, 15, 15, 20, 20, 25, 30, 40];
/** Newest products are dated up to this day; older ones up to two years before. */
const NEWEST = Date.UTC(2026, 5, 1);
const DAY_MS = 86_400_000;
const GIFT_CARDS_SHOP = 10197;
const HAM_SHOP = 10190;

/** What the checkout and the legal pages promise, said once (cart/pricing.ts, checkout/carriers.ts). */
const CLOSING = {
  shipping:
    'Envío estándar a la península en 3 días laborables, gratis a partir de 49 €, o urgente en 24 horas.',
  adult: 'Solo se vende a mayores de 18 años: al añadirlo al carrito te pediremos que confirmes tu edad.',
  food: 'Como alimento precintado, una vez abierto tras la entrega no admite desistimiento.',
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Where product `id` goes: its leaf, and its number among the products of the leaves that share its kinds. */
export interface Placement {
  leaf: CategorySeed;
  ordinal: number;
}

/**
 * Files product ids round-robin over the leaves (evenly). Leaves that share their kinds (the
 * numbered categories of a bench seed) count their products together, so their names do not repeat.
 */
export function placer(leaves: readonly CategorySeed[]): (id: number) => Placement {
  const peers = new Map<readonly Kind[], number>();
  const slots = leaves.map((leaf) => {
    const slot = peers.get(leaf.kinds) ?? 0;
    peers.set(leaf.kinds, slot + 1);
    return slot;
  });
  return (id) => {
    const index = (id - 1) % leaves.length;
    const leaf = leaves[index]!;
    const round = Math.floor((id - 1) / leaves.length);
    return { leaf, ordinal: round * peers.get(leaf.kinds)! + slots[index]! };
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const pools = new WeakMap<readonly Kind[], { variants: Variant[]; stride: number; start: number }>();

/**
 * The variant of the `ordinal`-th product of a leaf: the leaf's variants visited with a stride
 * coprime to their number (near the golden ratio), so the first products already mix brands,
 * materials and sizes, and no variant repeats before every one has been used.
 */
export function variantFor(kinds: readonly Kind[], ordinal: number): { variant: Variant; kind: Kind } {
  let pool = pools.get(kinds);
  if (!pool) {
    const variants = kinds.flatMap((kind) => kind.variants());
    let stride = Math.max(1, Math.round(variants.length * 0.618034));
    while (gcd(stride, variants.length) !== 1) stride++;
    // Start a third of the way in: the first product of a leaf is not always its smallest variant.
    pool = { variants, stride, start: Math.floor(variants.length * 0.382) };
    pools.set(kinds, pool);
  }
  const index = (pool.start + ordinal * pool.stride) % pool.variants.length;
  const variant = pool.variants[index]!;
  let offset = index;
  const kind = kinds.find((candidate) => {
    const count = candidate.variants().length;
    if (offset < count) return true;
    offset -= count;
    return false;
  })!;
  return { variant, kind };
}

/** 2–4 sentences: the variant's own, then what the checkout or the law adds for its shop. */
function description(variant: Variant, leaf: CategorySeed, shopId: number, rng: Rng): string {
  const sentences = variant.text(rng);
  if (sentences.length < 4 && shopId !== GIFT_CARDS_SHOP) {
    if (leaf.adult) sentences.push(CLOSING.adult);
    else if (shopId === HAM_SHOP && variant.measure?.unit === 'kg') sentences.push(CLOSING.food);
    else if (sentences.length < 3 || rng.chance(0.5)) sentences.push(CLOSING.shipping);
  }
  return sentences.join(' ');
}

/** A variant sold by weight or volume keeps its net quantity (its kind's measure), whence its price per kg or litre. */
function netQuantity({ measure }: Variant): Pick<ProductRow, 'net_unit' | 'net_amount'> {
  return measure && measure.unit !== 'ud'
    ? { net_unit: measure.unit, net_amount: measure.amount }
    : { net_unit: null, net_amount: null };
}

/** Most products rate well, a few poorly; counts from one to a few hundred. */
function rating(rng: Rng): { average: number; count: number } {
  const average = rng.chance(0.12) ? 2.3 + rng.next() * 1.4 : 3.8 + rng.next() * 1.2;
  return { average: Math.round(average * 10) / 10, count: Math.floor(Math.exp(rng.next() * Math.log(400))) };
}

/** Product `id` as placed. Its generator depends only on its id, never on the others. */
export function buildProduct(
  id: number,
  { leaf, ordinal }: Placement,
  brandsByName: Map<string, BrandSeed>,
): { row: ProductRow; variant: Variant; kind: Kind } {
  const rng = rngFor(PRODUCT_RNG, id);
  const shop = SHOPS[leaf.shop]!;
  const { variant, kind } = variantFor(leaf.kinds, ordinal);
  const brand = brandsByName.get(variant.brand);
  if (!brand) throw new Error(`Unknown brand '${variant.brand}' for '${variant.name}'`);
  const giftCard = shop.id === GIFT_CARDS_SHOP;
  const discount = !giftCard && rng.chance(0.3) ? rng.pick(DISCOUNTS) : null;
  const stars = rating(rng);
  const row: ProductRow = {
    id,
    name: variant.name,
    sku: `${shop.slug.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`,
    url_path: `${slugify(variant.name)}-${id}`,
    description: description(variant, leaf, shop.id, rng),
    brand_id: brand.id,
    category_ids: leaf.path.split('/').slice(1).join('/'),
    price: variant.price,
    offer_price: discount === null ? null : round2(variant.price * (1 - discount / 100)),
    discount_percent: discount,
    quantity: rng.chance(0.05) ? 0 : Math.max(1, Math.floor(Math.exp(rng.next() * Math.log(250)))),
    weight: variant.weight,
    rating_avg: stars.average,
    rating_count: stars.count,
    attribute_set_id: shop.attributeSet,
    source_channel: shop.sourceChannel,
    adult: leaf.adult ? 1 : 0,
    created_at: new Date(NEWEST - rng.int(0, 730) * DAY_MS - rng.int(0, DAY_MS - 1)).toISOString(),
    specs: JSON.stringify(variant.specs),
    art: [...variant.art, lookToken(variant.look)].join(' '),
    ...netQuantity(variant),
  };
  return { row, variant, kind };
}
