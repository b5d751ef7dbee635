/**
 * The seeded catalogue's tree: the themed shops of spec §9, two levels of Spanish subcategories
 * under each, and in each leaf the kinds of product it sells (seed/kinds/), whose names start with
 * the leaf's own words, so a search for a subcategory finds its products.
 */

import { CATALOGUE_ID } from '../catalog/ids.ts';
import { DIY } from './kinds/diy.ts';
import { DRINKS } from './kinds/drinks.ts';
import { ELECTRONICS } from './kinds/electronics.ts';
import type { Kind } from './kinds/kind.ts';
import { KITCHEN } from './kinds/kitchen.ts';
import { OWN_BRANDS } from './kinds/own-brands.ts';
import { PETS } from './kinds/pets.ts';

export interface LeafSeed {
  name: string;
  /** The kinds of product filed here (seed/kinds/): every product is a variant of one of them. */
  kinds: Kind[];
  /** Alcoholic drinks: products are for adults only (spec §5). */
  adult?: boolean;
}

export interface SubSeed {
  name: string;
  /** Fixed slug when the spec names the route (e.g. /c-menaje-de-mesa-…). */
  slug?: string;
  leaves: LeafSeed[];
}

export interface ShopSeed {
  id: number;
  name: string;
  slug: string;
  subs: SubSeed[];
  attributeSet: number;
  sourceChannel: string;
  /** The shop's picture (Fluent Emoji Flat icon names). */
  art: string[];
}

const KINDS: Record<string, Kind[]> = {
  ...DRINKS,
  ...ELECTRONICS,
  ...KITCHEN,
  ...PETS,
  ...DIY,
  ...OWN_BRANDS,
};

/** A leaf and its kinds, found by its name; a leaf without kinds is a bug in the seed's data. */
function leaf(name: string, adult = false): LeafSeed {
  const kinds = KINDS[name];
  if (!kinds) throw new Error(`No product kinds for the leaf '${name}'`);
  return { name, kinds, adult };
}

export const CATALOGUE = { id: CATALOGUE_ID, name: 'Catálogo', slug: 'catalogo' } as const;

export const SHOPS: ShopSeed[] = [
  {
    id: 10000,
    name: 'Bebidas',
    art: ['wine-glass', 'beer-mug', 'tumbler-glass'],
    slug: 'bebidas',
    attributeSet: 2,
    sourceChannel: 'web',
    subs: [
      {
        name: 'Vinos',
        leaves: [leaf('Vino tinto', true), leaf('Vino blanco', true), leaf('Cavas y espumosos', true)],
      },
      {
        name: 'Licores',
        leaves: [leaf('Ginebras', true), leaf('Rones', true), leaf('Whiskies', true)],
      },
      {
        name: 'Cervezas',
        leaves: [leaf('Cervezas artesanas', true), leaf('Cervezas sin alcohol')],
      },
      {
        name: 'Refrescos y zumos',
        leaves: [leaf('Zumos'), leaf('Aguas')],
      },
      {
        name: 'Accesorios de bar',
        leaves: [leaf('Sacacorchos y abrebotellas'), leaf('Copas'), leaf('Cocteleras')],
      },
    ],
  },
  {
    id: 10011,
    name: 'Electro Gadgets',
    art: ['headphone', 'mobile-phone', 'light-bulb'],
    slug: 'electronica',
    attributeSet: 3,
    sourceChannel: 'web',
    subs: [
      {
        name: 'Audio',
        leaves: [leaf('Auriculares'), leaf('Altavoces'), leaf('Radios')],
      },
      {
        name: 'Telefonía',
        leaves: [leaf('Fundas'), leaf('Cargadores y baterías externas'), leaf('Soportes y palos selfi')],
      },
      {
        name: 'Hogar inteligente',
        leaves: [
          leaf('Enchufes inteligentes'),
          leaf('Bombillas inteligentes'),
          leaf('Cámaras de vigilancia'),
        ],
      },
      {
        name: 'Informática',
        leaves: [leaf('Ratones'), leaf('Teclados'), leaf('Memorias USB y microSD')],
      },
    ],
  },
  {
    id: 10047,
    name: 'Cocina y menaje',
    art: ['cooking', 'fork-and-knife-with-plate', 'kitchen-knife'],
    slug: 'cocina',
    attributeSet: 1,
    sourceChannel: 'web',
    subs: [
      {
        name: 'Sartenes y cazos',
        leaves: [leaf('Sartenes'), leaf('Cazos'), leaf('Woks')],
      },
      {
        name: 'Ollas y cacerolas',
        leaves: [leaf('Ollas a presión'), leaf('Cacerolas y cazuelas'), leaf('Paelleras')],
      },
      {
        name: 'Menaje de mesa',
        slug: 'menaje-de-mesa',
        leaves: [leaf('Vajillas'), leaf('Cuberterías'), leaf('Cristalería')],
      },
      {
        name: 'Utensilios de cocina',
        leaves: [leaf('Cuchillos'), leaf('Tablas de cortar'), leaf('Espátulas y cucharones')],
      },
      {
        name: 'Conservación',
        leaves: [leaf('Táperes y fiambreras'), leaf('Botes y tarros')],
      },
    ],
  },
  {
    id: 10153,
    name: 'Mascotas',
    art: ['dog-face', 'cat-face', 'tropical-fish'],
    slug: 'mascotas',
    attributeSet: 4,
    sourceChannel: 'web',
    subs: [
      {
        name: 'Perros',
        leaves: [
          leaf('Comederos y bebederos'),
          leaf('Camas para perro'),
          leaf('Collares, correas y arneses'),
        ],
      },
      {
        name: 'Gatos',
        leaves: [leaf('Rascadores'), leaf('Arena y areneros'), leaf('Juguetes para gato')],
      },
      {
        name: 'Alimentación',
        leaves: [leaf('Pienso para perros'), leaf('Pienso para gatos'), leaf('Snacks')],
      },
      {
        name: 'Peces y pájaros',
        leaves: [leaf('Acuarios'), leaf('Pájaros')],
      },
    ],
  },
  {
    id: 10154,
    name: 'Bricolaje',
    art: ['hammer-and-wrench', 'paintbrush', 'carpentry-saw'],
    slug: 'bricolaje',
    attributeSet: 5,
    sourceChannel: 'web',
    subs: [
      {
        name: 'Herramientas eléctricas',
        leaves: [leaf('Taladros'), leaf('Sierras'), leaf('Lijadoras y multiherramientas')],
      },
      {
        name: 'Herramientas manuales',
        leaves: [leaf('Destornilladores'), leaf('Martillos'), leaf('Llaves')],
      },
      {
        name: 'Ferretería',
        leaves: [leaf('Tornillería'), leaf('Cerraduras')],
      },
      {
        name: 'Pintura',
        leaves: [leaf('Pinturas'), leaf('Brochas, rodillos y cintas')],
      },
      {
        name: 'Iluminación',
        leaves: [leaf('Focos LED'), leaf('Linternas y faroles')],
      },
    ],
  },
  {
    id: 10155,
    name: 'Asayaor',
    art: ['fire', 'camping', 'cat'],
    slug: 'asayaor',
    attributeSet: 6,
    sourceChannel: 'marketplace',
    subs: [
      {
        name: 'Exterior',
        leaves: [leaf('Barbacoas y carbón'), leaf('Camping')],
      },
      { name: 'Mascotas Asayaor', leaves: [leaf('Catblock')] },
    ],
  },
  {
    id: 10190,
    name: 'Jamoval',
    art: ['meat-on-bone', 'pig', 'kitchen-knife'],
    slug: 'jamoval',
    attributeSet: 7,
    sourceChannel: 'web',
    subs: [
      { name: 'Jamones', leaves: [leaf('Jamón ibérico'), leaf('Paletas')] },
      {
        name: 'Embutidos',
        leaves: [leaf('Chorizos'), leaf('Lomos'), leaf('Salchichones')],
      },
      {
        name: 'Accesorios de corte',
        leaves: [leaf('Jamoneros'), leaf('Cuchillos jamoneros y chairas')],
      },
    ],
  },
  {
    id: 10197,
    name: 'Tarjetas regalo',
    art: ['credit-card', 'wrapped-gift', 'party-popper'],
    slug: 'tarjetas-regalo',
    attributeSet: 8,
    sourceChannel: 'web',
    subs: [
      {
        name: 'Tarjetas por importe',
        leaves: [leaf('Tarjetas digitales'), leaf('Tarjetas físicas')],
      },
      {
        name: 'Tarjetas por ocasión',
        leaves: [leaf('Cumpleaños'), leaf('Bodas')],
      },
    ],
  },
];

/** Every kind of product of the catalogue with the shop and leaf it is sold in. */
export function allKinds(): { shop: ShopSeed; leaf: LeafSeed; kind: Kind }[] {
  return SHOPS.flatMap((shop) =>
    shop.subs.flatMap((sub) =>
      sub.leaves.flatMap((leaf) => leaf.kinds.map((kind) => ({ shop, leaf, kind }))),
    ),
  );
}
