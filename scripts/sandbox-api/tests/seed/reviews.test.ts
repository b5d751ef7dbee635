/**
 * A catalogue that holds together (issue 28): every product filed where a shopper looks for it,
 * and every review speaking only of what its product is or has. Checked over the whole generated
 * catalogue, the bench's seed shape included (10,000 products in 10,000 categories, whose numbered
 * leaves inherit their parent's kinds), and over every remark any variant could be given.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db.ts';
import { allKinds } from '../../seed/catalogue-data.ts';
import { seedDatabase } from '../../seed/index.ts';
import { productFacts, productRemarks } from '../../seed/reviews.ts';

/** Where each kind of product may be filed: the leaf (or its bench copies 'Sartenes 37'). */
const ALLOWED_LEAVES: Record<string, string[]> = {
  'vino-tinto': ['Vino tinto'],
  'vino-blanco': ['Vino blanco'],
  cava: ['Cavas y espumosos'],
  espumoso: ['Cavas y espumosos'],
  ginebra: ['Ginebras'],
  ron: ['Rones'],
  whisky: ['Whiskies'],
  'cerveza-artesana': ['Cervezas artesanas'],
  'cerveza-sin': ['Cervezas sin alcohol'],
  zumo: ['Zumos'],
  agua: ['Aguas'],
  sacacorchos: ['Sacacorchos y abrebotellas'],
  abrebotellas: ['Sacacorchos y abrebotellas'],
  copa: ['Copas', 'Cristalería'],
  coctelera: ['Cocteleras'],
  auriculares: ['Auriculares'],
  altavoz: ['Altavoces'],
  radio: ['Radios'],
  funda: ['Fundas'],
  cargador: ['Cargadores y baterías externas'],
  bateria: ['Cargadores y baterías externas'],
  soporte: ['Soportes y palos selfi'],
  'soporte-mesa': ['Soportes y palos selfi'],
  'palo-selfi': ['Soportes y palos selfi'],
  enchufe: ['Enchufes inteligentes'],
  bombilla: ['Bombillas inteligentes'],
  camara: ['Cámaras de vigilancia'],
  raton: ['Ratones'],
  teclado: ['Teclados'],
  memoria: ['Memorias USB y microSD'],
  microsd: ['Memorias USB y microSD'],
  sarten: ['Sartenes'],
  cazo: ['Cazos'],
  wok: ['Woks'],
  'olla-presion': ['Ollas a presión'],
  cacerola: ['Cacerolas y cazuelas'],
  cazuela: ['Cacerolas y cazuelas'],
  paellera: ['Paelleras'],
  vajilla: ['Vajillas'],
  plato: ['Vajillas'],
  taza: ['Vajillas'],
  cuberteria: ['Cuberterías'],
  vaso: ['Cristalería', 'Copas'],
  jarra: ['Cristalería'],
  cuchillo: ['Cuchillos'],
  'juego-cuchillos': ['Cuchillos', 'Cuchillos jamoneros y chairas'],
  tabla: ['Tablas de cortar'],
  utensilio: ['Espátulas y cucharones'],
  taper: ['Táperes y fiambreras'],
  fiambrera: ['Táperes y fiambreras'],
  bote: ['Botes y tarros'],
  tarro: ['Botes y tarros'],
  comedero: ['Comederos y bebederos'],
  bebedero: ['Comederos y bebederos'],
  'cama-perro': ['Camas para perro'],
  collar: ['Collares, correas y arneses'],
  correa: ['Collares, correas y arneses'],
  arnes: ['Collares, correas y arneses'],
  rascador: ['Rascadores'],
  'poste-rascador': ['Rascadores'],
  arenero: ['Arena y areneros'],
  arena: ['Arena y areneros'],
  'juguete-gato': ['Juguetes para gato'],
  cana: ['Juguetes para gato'],
  'pienso-perro': ['Pienso para perros'],
  'pienso-gato': ['Pienso para gatos'],
  snack: ['Snacks'],
  galletas: ['Snacks'],
  'premios-gato': ['Snacks'],
  acuario: ['Acuarios'],
  filtro: ['Acuarios'],
  calentador: ['Acuarios'],
  jaula: ['Pájaros'],
  'comedero-pajaros': ['Pájaros'],
  'mezcla-semillas': ['Pájaros'],
  taladro: ['Taladros'],
  'taladro-bateria': ['Taladros'],
  sierra: ['Sierras'],
  lijadora: ['Lijadoras y multiherramientas'],
  multiherramienta: ['Lijadoras y multiherramientas'],
  destornilladores: ['Destornilladores'],
  martillo: ['Martillos'],
  llave: ['Llaves'],
  'juego-llaves': ['Llaves'],
  tornillos: ['Tornillería'],
  tacos: ['Tornillería'],
  candado: ['Cerraduras'],
  bombin: ['Cerraduras'],
  cerrojo: ['Cerraduras'],
  pintura: ['Pinturas'],
  esmalte: ['Pinturas'],
  brocha: ['Brochas, rodillos y cintas'],
  rodillo: ['Brochas, rodillos y cintas'],
  cinta: ['Brochas, rodillos y cintas'],
  foco: ['Focos LED'],
  linterna: ['Linternas y faroles'],
  farol: ['Linternas y faroles'],
  barbacoa: ['Barbacoas y carbón'],
  carbon: ['Barbacoas y carbón'],
  mesa: ['Camping'],
  silla: ['Camping'],
  nevera: ['Camping'],
  tienda: ['Camping'],
  colchon: ['Camping'],
  catblock: ['Catblock'],
  jamon: ['Jamón ibérico'],
  'jamon-loncheado': ['Jamón ibérico'],
  paleta: ['Paletas'],
  chorizo: ['Chorizos'],
  lomo: ['Lomos'],
  salchichon: ['Salchichones'],
  jamonero: ['Jamoneros'],
  'cuchillo-jamonero': ['Cuchillos jamoneros y chairas', 'Cuchillos'],
  'set-corte': ['Cuchillos jamoneros y chairas'],
  chaira: ['Cuchillos jamoneros y chairas'],
  'tarjeta-digital': ['Tarjetas digitales'],
  'tarjeta-fisica': ['Tarjetas físicas'],
  'tarjeta-cumpleanos': ['Cumpleaños'],
  'tarjeta-boda': ['Bodas'],
};

/**
 * Words a leaf's name promises of everything in it, and what the product's own name or
 * specifications must then say: a steel pan is no 'antiadherente', a seed mix no 'Jaula'.
 */
const LEAF_PROMISES: [leafWord: RegExp, productSays: RegExp][] = [
  [/antiadherentes/i, /antiadherente/i],
  [/inteligentes/i, /inteligente/i],
  [/sin alcohol/i, /sin alcohol/i],
  [/portátiles/i, /portátil/i],
  [/\bLED\b/, /\bLED\b/],
  [/ibérico/i, /ibéric/i],
  [/artesanas/i, /artesana/i],
  [/digitales/i, /digital/i],
  [/físicas/i, /física/i],
  [/vigilancia/i, /vigilancia/i],
  [/^Jaulas$/, /^Jaula /],
  [/para perro/i, /perro/i],
  [/^Pienso para gatos$/, /gatos/i],
];

/**
 * Words of a review that state a fact about the product, and what its name, specifications or
 * categories must say for the review to be true. Written from the reader's side: the seed's
 * remarks (seed/reviews.ts) choose by their own rules, this list checks what they end up saying.
 */
const CLAIMS: { says: RegExp; needs: RegExp; unless?: RegExp }[] = [
  { says: /antiadherente/i, needs: /antiadherente/i },
  { says: /inducción/i, needs: /inducción/i, unless: /no inducción|inducción: no/i },
  { says: /lavavajillas/i, needs: /lavavajillas/i, unless: /lavavajillas: no/i },
  {
    says: /la batería (?:dura|apenas|se agota)|dejó de cargar/i,
    needs: /autonomía: \d|recargable|\d × [\d,]+ Ah/i,
  },
  { says: /bluetooth|al móvil al instante|la conexión se corta/i, needs: /bluetooth/i },
  { says: /wifi|wi-fi/i, needs: /wi-fi/i },
  { says: /\bperros?\b/i, needs: /\bperros?\b/i },
  { says: /\bgat(?:o|a|os|as)\b/i, needs: /\bgat(?:o|a|os|as|itos)\b|gatera/i },
  { says: /pájaros/i, needs: /pájaros|canarios|periquitos|agapornis/i },
  { says: /\bpeces\b/i, needs: /peces|acuario/i },
  { says: /lonchas?\b/i, needs: /loncheado|cuchillo/i },
  {
    says: /buena madera|madera de calidad|la madera (?:es|se)|se rajó|buen material/i,
    needs: /madera|olivo|pino|haya|bambú/i,
  },
  { says: /sisal/i, needs: /sisal/i },
  { says: /\bcristal\b/i, needs: /cristal|vidrio/i },
  { says: /\bacero\b/i, needs: /acero/i },
  { says: /óxido|oxid/i, needs: /acero|hierro|jaula|parrilla|cromo/i },
  { says: /\bbarro\b|agrietó al segundo uso/i, needs: /barro/i },
  { says: /pátina|curar bien el metal/i, needs: /hierro$|acero al carbono/im },
  { says: /lúpulo/i, needs: /IPA|Pale Ale/ },
  { says: /\btrigo\b/i, needs: /trigo/i },
  { says: /\blatas?\b/i, needs: /\blatas?\b/i },
  { says: /\bbrik\b/i, needs: /brik/i },
  { says: /corcho|madera para mi gusto/i, needs: /^(?:vino|cava)/i },
  { says: /madera para mi gusto/i, needs: /barrica: |meses en barrica|fermentado en barrica/i },
  { says: /\btalla\b/i, needs: /talla/i },
  { says: /hierba gatera/i, needs: /hierba gatera/i },
  { says: /plumas/i, needs: /plumas|plumero/i },
  { says: /aglomera/i, needs: /aglomerante/i },
  { says: /semillas/i, needs: /semillas/i },
  { says: /croqueta|pelo brillante|cacas/i, needs: /^pienso/i },
  { says: /percutor|hormigón/i, needs: /percutor|percusión/i },
  { says: /maletín/i, needs: /maletín/i },
  { says: /\bpuntas?\b/i, needs: /punta/i },
  { says: /parrilla/i, needs: /parrilla/i },
  { says: /socarrat/i, needs: /raciones/i },
  { says: /válvula|lentejas/i, needs: /presión/i },
  { says: /pezuña|infiltración|curación|grasa exterior/i, needs: /curación/i },
  { says: /pimentón/i, needs: /pimentón|picante|chorizo/i },
  { says: /nocturna/i, needs: /visión nocturna/i },
  { says: /medidor/i, needs: /medidor de consumo: sí/i },
  { says: /\bmando\b/i, needs: /mando/i },
  { says: /ventosa/i, needs: /ventosa/i },
  { says: /termostato|temperatura clavada/i, needs: /termostato/i },
  { says: /luz LED/i, needs: /\bLED\b/ },
  { says: /\b(?:el|un) sobre\b/i, needs: /física/i },
  { says: /gin-tonic/i, needs: /^ginebra/i },
  { says: /con Ñ/, needs: /Ñ/ },
  { says: /micrófono/i, needs: /^auriculares/i },
  { says: /ladrillo/i, needs: /ladrillo/i },
  { says: /combinación/i, needs: /combinación/i },
  { says: /congelar/i, needs: /congelador/i },
  { says: /\bjunta\b/i, needs: /junta/i },
  { says: /al momento y la usó/i, needs: /digital/i },
];

/** The claims a review makes that its product does not back. */
function unbacked(comment: string, facts: string): string[] {
  return CLAIMS.filter(
    (claim) => claim.says.test(comment) && (!claim.needs.test(facts) || claim.unless?.test(facts)),
  ).map((claim) => String(claim.says));
}

const dir = mkdtempSync(join(tmpdir(), 'sandbox-coherence-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bench's seed shape: SANDBOX_PRODUCTS=10000 over 10,000 categories (numbered leaves). */
function benchCatalogue() {
  const { db } = openDatabase(join(dir, 'bench.sqlite'));
  seedDatabase(db, { products: 10_000, categories: 10_000 });
  const names = new Map(
    (db.prepare('SELECT id, name FROM categories').all() as { id: number; name: string }[]).map((row) => [
      row.id,
      row.name,
    ]),
  );
  const products = db.prepare('SELECT id, name, category_ids, specs FROM products').all() as {
    id: number;
    name: string;
    category_ids: string;
    specs: string;
  }[];
  const reviews = db.prepare('SELECT product_id, rating, comment FROM ratings').all() as {
    product_id: number;
    rating: number;
    comment: string;
  }[];
  db.close();
  return { names, products, reviews };
}

const kindOfName = new Map(
  allKinds().flatMap(({ kind }) => kind.variants().map((variant) => [variant.name, kind.key] as const)),
);

describe('the catalogue files every product where a shopper looks for it', () => {
  it('has an allowed set of leaves for every kind, and sells every kind in one of them', () => {
    const wrong = allKinds()
      .filter(({ leaf, kind }) => !ALLOWED_LEAVES[kind.key]?.includes(leaf.name))
      .map(({ leaf, kind }) => `${kind.key} in '${leaf.name}'`);
    expect(wrong).toEqual([]);
    expect(Object.keys(ALLOWED_LEAVES).sort()).toEqual([...new Set(kindOfName.values())].sort());
  });

  const catalogue = benchCatalogue();

  it('puts each of the bench seed’s 10,000 products in an allowed leaf, and only where the leaf’s name holds for it', () => {
    const misfiled: string[] = [];
    for (const product of catalogue.products) {
      const chain = product.category_ids.split('/').map((id) => catalogue.names.get(Number(id))!);
      // A bench copy ('Sartenes 37') sells what its leaf sells.
      const leaf = chain.at(-1)!.replace(/ \d+$/, '');
      const kind = kindOfName.get(product.name);
      if (!kind || !ALLOWED_LEAVES[kind]?.includes(leaf)) misfiled.push(`${product.name} in '${leaf}'`);
      const facts = productFacts(product.name, JSON.parse(product.specs) as [string, string][]);
      for (const [leafWord, productSays] of LEAF_PROMISES)
        if (leafWord.test(leaf) && !productSays.test(facts)) misfiled.push(`${product.name} in '${leaf}'`);
    }
    expect(misfiled).toEqual([]);
  });

  it('keeps seed mixes out of the cages and steel or iron pans out of anything called non-stick', () => {
    const leafOf = (pattern: RegExp) =>
      catalogue.products
        .filter((product) => pattern.test(product.name))
        .map((product) => catalogue.names.get(Number(product.category_ids.split('/').at(-1)))!);
    expect(leafOf(/^Mezcla de semillas/).some((leaf) => /jaula/i.test(leaf))).toBe(false);
    const pans = leafOf(/^Sartén de (?:acero|hierro)/);
    expect(pans.length).toBeGreaterThan(10);
    expect(pans.some((leaf) => /antiadherente/i.test(leaf))).toBe(false);
  });

  it('writes reviews that claim only what their product’s name, specifications and categories say', () => {
    const products = new Map(catalogue.products.map((product) => [product.id, product]));
    const wrong: string[] = [];
    for (const review of catalogue.reviews) {
      const product = products.get(review.product_id)!;
      const categories = product.category_ids
        .split('/')
        .map((id) => catalogue.names.get(Number(id)))
        .join(' > ');
      const facts = `${productFacts(product.name, JSON.parse(product.specs) as [string, string][])}\n${categories}`;
      for (const claim of unbacked(review.comment, facts))
        wrong.push(`${product.name}: «${review.comment}» ${claim}`);
    }
    expect(catalogue.reviews.length).toBeGreaterThan(5000);
    expect(wrong).toEqual([]);
  });
});

describe('the remarks a review may open with', () => {
  it('exist in every mood for every variant, and each claims only what that variant is or has', () => {
    const wrong: string[] = [];
    for (const { shop, sub, leaf, kind } of allKinds().map((entry) => ({
      ...entry,
      sub: entry.shop.subs.find((candidate) => candidate.leaves.includes(entry.leaf))!,
    })))
      for (const variant of kind.variants()) {
        const facts = productFacts(variant.name, variant.specs);
        const filed = `${facts}\n${shop.name} > ${sub.name} > ${leaf.name}`;
        for (const stars of [5, 3, 1]) {
          const remarks = productRemarks(kind.reviews, stars, facts);
          if (remarks.length === 0) wrong.push(`${variant.name}: no ${stars}★ remark`);
          for (const remark of remarks)
            for (const claim of unbacked(remark, filed)) wrong.push(`${variant.name}: «${remark}» ${claim}`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('never praise a coating a pan lacks: a steel or iron pan reads no word of non-stick', () => {
    const pans = allKinds()
      .find(({ kind }) => kind.key === 'sarten')!
      .kind.variants();
    const bare = pans.filter((pan) => /acero inoxidable|hierro/.test(pan.name));
    expect(bare.length).toBeGreaterThan(10);
    for (const pan of bare)
      for (const stars of [5, 4, 3, 2, 1])
        for (const remark of productRemarks('cookware', stars, productFacts(pan.name, pan.specs)))
          expect(remark, pan.name).not.toMatch(/antiadherente|no se pega/i);
  });
});
