/**
 * A kind of product (a pan, a red wine, a bag of dog food): the attributes it comes in, and how
 * its name, brand, price, weight, specifications, description and pictures follow from them.
 * Every product of a leaf category is one variant of one of its kinds, so a name never mixes
 * words of two kinds, and two products with one name are the same variant at the same price.
 */
import { assignLooks, type Look } from '../../images/look.ts';
import type { Rng } from '../../prng.ts';

/** One row of a product's specification list: 'Diámetro' → '24 cm'. */
export type Spec = readonly [name: string, value: string];

/** How a kind is priced by quantity: per kg or litre (consumables), per unit (packs), or not. */
export type MeasureUnit = 'kg' | 'l' | 'ud';

/** What a variant is, computed from its attributes. */
export interface Variant {
  name: string;
  brand: string;
  /** Retail price in euros, IVA included (two decimals). */
  price: number;
  /** Shipping weight in kg. */
  weight: number;
  specs: Spec[];
  /** Products that differ only in size or quantity share a line. */
  line: string;
  /** Orders the variants of a line: a bigger size never costs less. */
  size: number;
  /** Net quantity of a consumable or a pack: its price per unit is the same across the line. */
  measure?: { unit: MeasureUnit; amount: number };
  /** Icon names of the pictures (Fluent Emoji Flat): the subject, then details. */
  art: string[];
  /** How its pictures differ from the kind's other variants (images/look.ts). */
  look: Look;
  /** Sentences about this variant, built from its attributes (2–3). */
  text: (rng: Rng) => string[];
}

/** A kind as the seed uses it: every variant, enumerated once. */
export interface Kind {
  /** Unique key, e.g. 'sarten'. */
  key: string;
  /** The head noun of every name, its gender and number: names must agree with it. */
  noun: Noun;
  /** Which family of review remarks fits (seed/reviews.ts). */
  reviews: string;
  variants(): readonly Variant[];
}

export interface Noun {
  text: string;
  gender: 'm' | 'f';
  plural?: boolean;
}

type Axes = Record<string, readonly unknown[]>;
type Pick<A extends Axes> = { [K in keyof A]: A[K][number] };

/** The definition of a kind: its axes (every combination is a variant unless `valid` says no). */
export interface KindDefinition<A extends Axes> {
  key: string;
  noun: Noun;
  reviews: string;
  axes: A;
  valid?: (a: Pick<A>) => boolean;
  name: (a: Pick<A>) => string;
  brand: (a: Pick<A>) => string;
  /** Price before retail rounding. */
  price: (a: Pick<A>) => number;
  weight: (a: Pick<A>) => number;
  specs: (a: Pick<A>) => Spec[];
  /** The line: attributes without the size. */
  line: (a: Pick<A>) => string;
  size: (a: Pick<A>) => number;
  measure?: (a: Pick<A>) => { unit: MeasureUnit; amount: number };
  art: (a: Pick<A>) => string[];
  text: (a: Pick<A>, rng: Rng) => string[];
  /** Gift cards: the price is the face value, never rounded. */
  exactPrice?: boolean;
}

/** Every combination of the axes, in a fixed order. */
function combinations<A extends Axes>(axes: A): Pick<A>[] {
  let rows: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(axes)) {
    rows = rows.flatMap((row) => values.map((value) => ({ ...row, [key]: value })));
  }
  return rows as Pick<A>[];
}

/**
 * A shop's price: under 5 € to the cent, under 100 € ending in 4 or 9 cents, then whole euros
 * less a cent. Never more than 0.7 % from the computed price, so price per kg stays consistent.
 */
export function retail(value: number): number {
  if (value < 5) return Math.max(0.1, Math.round(value * 100) / 100);
  if (value < 100) return Math.round(Math.round(value * 20) * 5 - 1) / 100;
  return Math.round(value) - 0.01;
}

/** A factor in [1 - spread, 1 + spread] fixed by a text: a brand's or line's own price level. */
export function factorOf(text: string, spread: number): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return 1 - spread + (((hash >>> 0) % 10_000) / 10_000) * 2 * spread;
}

/** The variants with their pictures' looks: each line its colour, each size its scale. */
function withLooks(key: string, variants: Omit<Variant, 'look'>[]): Variant[] {
  const looks = assignLooks(key, variants);
  return variants.map((variant, index) => ({ ...variant, look: looks[index]! }));
}

/** Builds a kind; its variants are enumerated the first time they are asked for. */
export function defineKind<A extends Axes>(definition: KindDefinition<A>): Kind {
  let cache: Variant[] | undefined;
  return {
    key: definition.key,
    noun: definition.noun,
    reviews: definition.reviews,
    variants() {
      cache ??= withLooks(
        definition.key,
        combinations(definition.axes)
          .filter((a) => definition.valid?.(a) ?? true)
          .map((a) => {
            const raw = definition.price(a);
            return {
              name: definition.name(a).replace(/\s+/g, ' ').trim(),
              brand: definition.brand(a),
              price: definition.exactPrice ? raw : retail(raw),
              weight: Math.round(definition.weight(a) * 1000) / 1000,
              specs: definition.specs(a),
              line: `${definition.key}:${definition.line(a)}`,
              size: definition.size(a),
              ...(definition.measure ? { measure: definition.measure(a) } : {}),
              art: definition.art(a),
              text: (rng: Rng) => definition.text(a, rng),
            };
          }),
      );
      return cache;
    },
  };
}

const formats = new Map<string, Intl.NumberFormat>();

/** Spanish number formatting for names and specs: 1,5 · 1.200 (shops group thousands). */
export function es(value: number, decimals = 0): string {
  const grouping = value >= 1000;
  const key = `${decimals}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-ES', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: Math.max(decimals, 2),
      useGrouping: grouping ? 'always' : false,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/** Litres or centilitres as a label reads: 0.75 → '75 cl', 1.5 → '1,5 l'. */
export function volume(litres: number): string {
  return litres < 1 ? `${Math.round(litres * 100)} cl` : `${es(litres)} l`;
}

/** Grams or kilograms: 0.25 → '250 g', 7.5 → '7,5 kg'. */
export function mass(kg: number): string {
  return kg < 1 ? `${Math.round(kg * 1000)} g` : `${es(kg)} kg`;
}
