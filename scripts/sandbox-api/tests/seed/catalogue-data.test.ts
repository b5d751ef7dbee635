/**
 * The seeded catalogue's product kinds (seed/catalogue-data.ts, seed/kinds/): names that can
 * exist and agree in gender and number, brands that make that kind of product, prices that follow
 * size and quality, gift cards of free amount, descriptions and specifications from the product's
 * own attributes, and pictures the icon set has.
 */
import { describe, expect, it } from 'vitest';
import { pictureSvg } from '../../images/compose.ts';
import { iconBody } from '../../images/icons.ts';
import { HUE_STEPS } from '../../images/look.ts';
import { allKinds } from '../../seed/catalogue-data.ts';
import type { Variant } from '../../seed/kinds/kind.ts';
import { createRng } from '../../prng.ts';

const kinds = allKinds();
const variants = kinds.flatMap(({ shop, kind }) =>
  kind.variants().map((variant) => ({ shop, kind, variant })),
);
const describeVariant = (variant: Variant) => variant.text(createRng(7)).join(' ');

/** Adjectives of product names in their four forms: masculine and feminine, singular and plural. */
const ADJECTIVES = [
  ['inalámbrico', 'inalámbrica', 'inalámbricos', 'inalámbricas'],
  ['ecológico', 'ecológica', 'ecológicos', 'ecológicas'],
  ['eléctrico', 'eléctrica', 'eléctricos', 'eléctricas'],
  ['magnético', 'magnética', 'magnéticos', 'magnéticas'],
  ['físico', 'física', 'físicos', 'físicas'],
  ['plástico', 'plástica', 'plásticos', 'plásticas'],
  ['acolchado', 'acolchada', 'acolchados', 'acolchadas'],
  ['esmaltado', 'esmaltada', 'esmaltados', 'esmaltadas'],
  ['fundido', 'fundida', 'fundidos', 'fundidas'],
  ['forjado', 'forjada', 'forjados', 'forjadas'],
  ['pulido', 'pulida', 'pulidos', 'pulidas'],
  ['dorado', 'dorada', 'dorados', 'doradas'],
  ['cobrizo', 'cobriza', 'cobrizos', 'cobrizas'],
  ['ortopédico', 'ortopédica', 'ortopédicos', 'ortopédicas'],
  ['elevado', 'elevada', 'elevados', 'elevadas'],
  ['cubierto', 'cubierta', 'cubiertos', 'cubiertas'],
  ['abierto', 'abierta', 'abiertos', 'abiertas'],
  ['rígido', 'rígida', 'rígidos', 'rígidas'],
  ['térmico', 'térmica', 'térmicos', 'térmicas'],
  ['telescópico', 'telescópica', 'telescópicos', 'telescópicas'],
  ['refractario', 'refractaria', 'refractarios', 'refractarias'],
  ['hermético', 'hermética', 'herméticos', 'herméticas'],
  ['sintético', 'sintética', 'sintéticos', 'sintéticas'],
  ['pequeño', 'pequeña', 'pequeños', 'pequeñas'],
  ['mediano', 'mediana', 'medianos', 'medianas'],
  ['negro', 'negra', 'negros', 'negras'],
  ['blanco', 'blanca', 'blancos', 'blancas'],
  ['rojo', 'roja', 'rojos', 'rojas'],
  ['satinado', 'satinada', 'satinados', 'satinadas'],
  ['portátil', 'portátil', 'portátiles', 'portátiles'],
  ['plegable', 'plegable', 'plegables', 'plegables'],
  ['recargable', 'recargable', 'recargables', 'recargables'],
  ['ajustable', 'ajustable', 'ajustables', 'ajustables'],
  ['extensible', 'extensible', 'extensibles', 'extensibles'],
  ['antiadherente', 'antiadherente', 'antiadherentes', 'antiadherentes'],
  ['aglomerante', 'aglomerante', 'aglomerantes', 'aglomerantes'],
  ['reflectante', 'reflectante', 'reflectantes', 'reflectantes'],
  ['digital', 'digital', 'digitales', 'digitales'],
  ['azul', 'azul', 'azules', 'azules'],
  ['gris', 'gris', 'grises', 'grises'],
  ['verde', 'verde', 'verdes', 'verdes'],
  ['grande', 'grande', 'grandes', 'grandes'],
] as const;
/** Nouns that adjectives follow in the names: gender and number. */
const NOUNS: Record<string, 'ms' | 'fs' | 'mp' | 'fp'> = {
  sartén: 'fs',
  cazo: 'ms',
  wok: 'ms',
  olla: 'fs',
  cacerola: 'fs',
  cazuela: 'fs',
  paellera: 'fs',
  vajilla: 'fs',
  plato: 'ms',
  platos: 'mp',
  taza: 'fs',
  tazas: 'fp',
  cubertería: 'fs',
  vasos: 'mp',
  jarra: 'fs',
  cuchillo: 'ms',
  tabla: 'fs',
  espátula: 'fs',
  cucharón: 'ms',
  táper: 'ms',
  táperes: 'mp',
  fiambrera: 'fs',
  bote: 'ms',
  tarros: 'mp',
  auriculares: 'mp',
  altavoz: 'ms',
  radio: 'fs',
  funda: 'fs',
  silicona: 'fs',
  piel: 'fs',
  cargador: 'ms',
  batería: 'fs',
  soporte: 'ms',
  enchufe: 'ms',
  enchufes: 'mp',
  bombilla: 'fs',
  bombillas: 'fp',
  cámara: 'fs',
  vigilancia: 'fs',
  ratón: 'ms',
  teclado: 'ms',
  memoria: 'fs',
  tarjeta: 'fs',
  comedero: 'ms',
  bebedero: 'ms',
  cama: 'fs',
  collar: 'ms',
  correa: 'fs',
  arnés: 'ms',
  rascador: 'ms',
  poste: 'ms',
  arenero: 'ms',
  arena: 'fs',
  caña: 'fs',
  jaula: 'fs',
  pienso: 'ms',
  perros: 'mp',
  gatos: 'mp',
  raza: 'fs',
  acuario: 'ms',
  filtro: 'ms',
  taladro: 'ms',
  sierra: 'fs',
  lijadora: 'fs',
  llave: 'fs',
  candado: 'ms',
  bombín: 'ms',
  pintura: 'fs',
  esmalte: 'ms',
  brocha: 'fs',
  rodillo: 'ms',
  foco: 'ms',
  linterna: 'fs',
  farol: 'ms',
  barbacoa: 'fs',
  mesa: 'fs',
  silla: 'fs',
  sillas: 'fp',
  nevera: 'fs',
  tienda: 'fs',
  colchón: 'ms',
  catblock: 'ms',
  catblocks: 'mp',
  marco: 'ms',
  jamón: 'ms',
  paleta: 'fs',
  chorizo: 'ms',
  lomo: 'ms',
  salchichón: 'ms',
  jamonero: 'ms',
  chaira: 'fs',
  sobre: 'ms',
  vino: 'ms',
  cerveza: 'fs',
  ginebra: 'fs',
  ron: 'ms',
  whisky: 'ms',
  zumo: 'ms',
  agua: 'fs',
  sacacorchos: 'ms',
  abrebotellas: 'ms',
  copa: 'fs',
  copas: 'fp',
  coctelera: 'fs',
  barro: 'ms',
  carbón: 'ms',
  camping: 'ms',
  cocina: 'fs',
  pared: 'fs',
  ventana: 'fs',
};
const FORM_INDEX = { ms: 0, fs: 1, mp: 2, fp: 3 } as const;

/** The adjectives right after a noun that do not agree with it, as 'noun adjective'. */
function disagreements(name: string): string[] {
  const words = name.toLowerCase().split(/\s+/);
  const found: string[] = [];
  words.forEach((word, at) => {
    const form = NOUNS[word];
    if (!form) return;
    for (const next of words.slice(at + 1)) {
      const adjective = ADJECTIVES.find((forms) => (forms as readonly string[]).includes(next));
      if (!adjective) break;
      if (adjective[FORM_INDEX[form]] !== next) found.push(`${word} ${next}`);
    }
  });
  return found;
}

describe('product names', () => {
  it('are unique across the whole catalogue, so one name is always one product at one price', () => {
    const names = variants.map(({ variant }) => variant.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('agree in gender and number with the noun they follow', () => {
    expect(disagreements('Arena aglomerante ecológico')).toEqual(['arena ecológico']);
    expect(disagreements('Cámara de vigilancia inalámbrico')).toEqual(['vigilancia inalámbrico']);
    expect(disagreements('Tarjeta regalo en sobre física')).toEqual(['sobre física']);
    const wrong = variants.flatMap(({ variant }) =>
      disagreements(variant.name).map((pair) => `${variant.name}: ${pair}`),
    );
    expect(wrong).toEqual([]);
  });

  it('give each kind the size it is sold by: a pan in cm, paint in litres, ham in kg or g; a gift card of free amount names none', () => {
    const sizes: Record<string, RegExp> = {
      sarten: / \d+ cm$/,
      pintura: / (\d+ cl|[\d,]+ l)$/,
      'vino-tinto': / (75 cl|magnum 1,5 l|estuche de 3 × 75 cl)$/,
      jamon: / pieza de [\d,]+ kg$/,
      'jamon-loncheado': / \d+ g$/,
      taladro: / [\d.]+ W( con maletín y 50 accesorios)?$/,
      'pienso-perro': / [\d,]+ kg$/,
      'cuchillo-jamonero': / \d+ cm$/,
      'tarjeta-digital': /^Tarjeta regalo digital [^\d€]+$/,
    };
    for (const { kind, variant } of variants) {
      const pattern = sizes[kind.key];
      if (pattern) expect(variant.name, kind.key).toMatch(pattern);
    }
    const audio = variants.filter(({ kind }) => kind.reviews === 'audio').map(({ variant }) => variant.name);
    expect(audio.filter((name) => /\bGB\b|\bkg\b/.test(name))).toEqual([]);
  });
});

describe('brands', () => {
  it('each sell in one shop only', () => {
    const shops = new Map<string, Set<number>>();
    for (const { shop, variant } of variants)
      shops.set(variant.brand, (shops.get(variant.brand) ?? new Set()).add(shop.id));
    expect([...shops].filter(([, ids]) => ids.size > 1).map(([brand]) => brand)).toEqual([]);
  });

  it('of drinks make one kind of drink: a bodega no water, a water brand no wine', () => {
    const drinks = ['wine', 'spirits', 'beer', 'softDrinks'];
    const families = new Map<string, Set<string>>();
    for (const { kind, variant } of variants)
      if (drinks.includes(kind.reviews))
        families.set(variant.brand, (families.get(variant.brand) ?? new Set()).add(kind.reviews));
    expect([...families].filter(([, made]) => made.size > 1).map(([brand]) => brand)).toEqual([]);
    expect(families.get('Aguas de Fontsana')).toEqual(new Set(['softDrinks']));
  });
});

describe('prices', () => {
  const lines = new Map<string, Variant[]>();
  for (const { variant } of variants) lines.set(variant.line, [...(lines.get(variant.line) ?? []), variant]);

  it('follow the size within a line: a bigger size never costs the same or less', () => {
    const wrong: string[] = [];
    for (const line of lines.values()) {
      const sorted = [...line].sort((a, b) => a.size - b.size);
      sorted.slice(1).forEach((variant, index) => {
        const smaller = sorted[index]!;
        if (variant.size > smaller.size && variant.price <= smaller.price)
          wrong.push(`${variant.name} ${variant.price} ≤ ${smaller.name} ${smaller.price}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('per kg, per litre or per unit are the same within a line (within retail rounding)', () => {
    let measured = 0;
    const wrong: string[] = [];
    for (const line of lines.values()) {
      const measuredLine = line.filter((variant) => variant.measure);
      if (measuredLine.length < 2) continue;
      measured++;
      const units = measuredLine
        .map((variant) => variant.price / variant.measure!.amount)
        .sort((a, b) => a - b);
      const median = units[Math.floor(units.length / 2)]!;
      // Each price is the line's price per unit times its quantity, give or take 1.5 % or a cent.
      for (const variant of measuredLine) {
        const expected = median * variant.measure!.amount;
        if (Math.abs(variant.price - expected) > Math.max(0.015 * expected, 0.011))
          wrong.push(`${variant.name}: ${variant.price} € where the line asks ${expected.toFixed(2)} €`);
      }
    }
    expect(wrong).toEqual([]);
    expect(measured).toBeGreaterThan(150);
  });

  it('of ham follow class and weight: a piece of jamón never costs less than a smaller one, nor sliced ham less per kg', () => {
    const hams = variants.filter(({ kind }) => kind.key === 'jamon').map(({ variant }) => variant);
    for (const ham of hams) expect(ham.price / ham.measure!.amount).toBeGreaterThan(20);
    const sliced = variants
      .filter(({ kind }) => kind.key === 'jamon-loncheado')
      .map(({ variant }) => variant);
    const cheapestSliced = Math.min(...sliced.map((variant) => variant.price / variant.measure!.amount));
    const dearestPiece = Math.max(...hams.map((variant) => variant.price / variant.measure!.amount));
    expect(cheapestSliced).toBeGreaterThan(dearestPiece / 2);
  });

  it('of gift cards are the smallest amount a buyer may choose: the name promises no value (issue 27)', () => {
    const cards = variants.filter(({ shop }) => shop.id === 10197);
    expect(cards.length).toBeGreaterThan(100);
    for (const { variant } of cards) {
      expect(variant.price, variant.name).toBe(10);
      expect(variant.name).not.toMatch(/\d|€/);
    }
  });
});

describe('descriptions and specifications', () => {
  it('have 2–3 sentences of the variant’s own, naming at least one of its specifications', () => {
    for (const { variant } of variants) {
      const sentences = variant.text(createRng(1));
      expect(sentences.length, variant.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, variant.name).toBeLessThanOrEqual(3);
      const text = describeVariant(variant).toLowerCase();
      expect(
        variant.specs.some(([, value]) => text.includes(value.toLowerCase())),
        variant.name,
      ).toBe(true);
    }
  });

  it('never promise what the checkout or the legal pages do not: no 24/48 h, no two-year warranty, no warranty on a gift card', () => {
    for (const { shop, variant } of variants) {
      const text = describeVariant(variant);
      expect(text).not.toMatch(/24\/48|dos años de garantía/);
      if (shop.id === 10197) expect(text).not.toMatch(/garantía/);
    }
  });

  it('list 2–6 specifications with a name and a value', () => {
    for (const { variant } of variants) {
      expect(variant.specs.length, variant.name).toBeGreaterThanOrEqual(1);
      expect(variant.specs.length, variant.name).toBeLessThanOrEqual(6);
      for (const [name, value] of variant.specs) expect(name && value, variant.name).toBeTruthy();
    }
  });
});

describe('pictures', () => {
  it('name three icons that Fluent Emoji has: the subject and two companions', () => {
    const missing = new Set<string>();
    for (const { variant } of variants) {
      expect(variant.art).toHaveLength(3);
      for (const icon of variant.art) if (!iconBody(icon)) missing.add(icon);
    }
    expect([...missing]).toEqual([]);
  });

  /** A kind's picture: its main view's subject and the motif in its badge (images/compose.ts). */
  const pictureOf = (variant: Variant) => `${variant.art[0]} + ${variant.art[1]}`;
  const mainView = (variant: Variant) => pictureSvg('products', 1, 1, variant.art, 100, 100, variant.look);

  it('give every kind its own picture: no two kinds share a subject with the same motif', () => {
    const owners = new Map<string, Set<string>>();
    for (const { kind, variant } of variants)
      owners.set(pictureOf(variant), (owners.get(pictureOf(variant)) ?? new Set()).add(kind.key));
    const shared = [...owners]
      .filter(([, keys]) => keys.size > 1)
      .map(([art, keys]) => `${art}: ${[...keys]}`);
    expect(shared).toEqual([]);
    // The example: a 592 € ham and a ham holder are not one picture, nor a ham and a shoulder.
    const subject = (key: string) => variants.find(({ kind }) => kind.key === key)!.variant.art[0];
    expect(subject('jamonero')).not.toBe(subject('jamon'));
    const main = (key: string) => variants.find(({ kind }) => kind.key === key)!.variant;
    expect(mainView(main('jamon'))).not.toBe(mainView(main('jamonero')));
    expect(pictureOf(main('jamon'))).not.toBe(pictureOf(main('paleta')));
  });

  it('draw every variant of a kind differently: each line its colour, orientation or backdrop, a bigger size bigger', () => {
    const byKind = new Map<string, Variant[]>();
    for (const { kind, variant } of variants)
      byKind.set(kind.key, [...(byKind.get(kind.key) ?? []), variant]);
    const alike: string[] = [];
    for (const [key, ofKind] of byKind) {
      const drawn = new Map<string, string>();
      for (const variant of ofKind) {
        const svg = mainView(variant);
        const twin = drawn.get(svg);
        if (twin) alike.push(`${key}: ${twin} = ${variant.name}`);
        drawn.set(svg, variant.name);
      }
      // Lines differ in what the eye sees first: a colour step, the other way round, another backdrop or motif.
      const lines = new Map<string, string>();
      for (const variant of ofKind) {
        const seen = `${Math.round(variant.look.hue / (360 / HUE_STEPS))}|${variant.look.mirror}|${variant.look.backdrop}|${variant.art.join()}`;
        const other = lines.get(seen);
        if (other && other !== variant.line)
          alike.push(`${key}: lines ${other} and ${variant.line} look alike`);
        lines.set(seen, variant.line);
      }
    }
    expect(alike).toEqual([]);
    // Within a line, a bigger size is drawn bigger (a 28 cm pan bigger than its 20 cm sibling).
    const smaller = new Map<string, Variant>();
    for (const { variant } of [...variants].sort((a, b) => a.variant.size - b.variant.size)) {
      const previous = smaller.get(variant.line);
      if (previous) expect(variant.look.scale, variant.name).toBeGreaterThan(previous.look.scale + 0.04);
      smaller.set(variant.line, variant);
    }
  });
});
