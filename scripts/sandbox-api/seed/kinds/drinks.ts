/** Bebidas: wines with their D.O., vintage and format; spirits, beers, juices, water, bar tools. */
import { defineKind, es, factorOf, type Kind, volume } from './kind.ts';

const cap = (text: string) => text[0]!.toUpperCase() + text.slice(1);

interface Winery {
  brand: string;
  labels: string[];
  origin: string;
  grape: string;
  level: number;
}

const RED_WINERIES: Winery[] = [
  {
    brand: 'Bodegas Almendral',
    labels: ['Almendral', 'Viña Lucía'],
    origin: 'D.O.Ca. Rioja',
    grape: 'tempranillo',
    level: 1,
  },
  {
    brand: 'Bodegas Peñaclara',
    labels: ['Peñaclara', 'Pago del Cierzo'],
    origin: 'D.O. Ribera del Duero',
    grape: 'tinta del país',
    level: 1.25,
  },
  {
    brand: 'Bodegas Terra de Toro',
    labels: ['Terra de Toro'],
    origin: 'D.O. Toro',
    grape: 'tinta de Toro',
    level: 1.05,
  },
  {
    brand: 'Bodegas Altiplano',
    labels: ['Altiplano', 'Monte Arabí'],
    origin: 'D.O. Jumilla',
    grape: 'monastrell',
    level: 0.85,
  },
];
const AGEING = [
  { name: 'joven', base: 5.4, months: 0, vintages: [2023, 2024] },
  { name: 'roble', base: 7.2, months: 4, vintages: [2022, 2023] },
  { name: 'crianza', base: 9.9, months: 12, vintages: [2020, 2021, 2022] },
  { name: 'reserva', base: 16.5, months: 18, vintages: [2017, 2018, 2019] },
  { name: 'gran reserva', base: 29, months: 24, vintages: [2012, 2014, 2015, 2016] },
] as const;
const WINE_FORMATS = [
  { label: '75 cl', litres: 0.75, bottles: 1 },
  { label: 'magnum 1,5 l', litres: 1.5, bottles: 2 },
  { label: 'estuche de 3 × 75 cl', litres: 2.25, bottles: 3 },
] as const;
const RED_NOTES: Record<string, string[]> = {
  joven: [
    'Fresco y afrutado, con recuerdos de cereza, frambuesa y violeta.',
    'Ligero y fácil de beber, con la fruta roja en primer plano.',
  ],
  roble: ['Fruta negra madura con un toque tostado y un paso por boca amable.'],
  crianza: [
    'En nariz aparecen fruta roja madura y notas tostadas; en boca es redondo y persistente.',
    'Equilibra fruta y madera, con taninos pulidos y un final largo.',
  ],
  reserva: [
    'Complejo y elegante: fruta madura, especias y vainilla sobre un fondo de cuero.',
    'Sedoso en boca, con notas de regaliz, cacao y fruta en compota.',
  ],
  'gran reserva': ['Largo y sutil, con aromas terciarios de tabaco, cuero y sotobosque.'],
};

const redWine = defineKind({
  key: 'vino-tinto',
  noun: { text: 'Vino tinto', gender: 'm' },
  reviews: 'wine',
  axes: {
    winery: RED_WINERIES.flatMap((winery) => winery.labels.map((label) => ({ ...winery, label }))),
    ageing: AGEING,
    vintage: [2012, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024],
    format: WINE_FORMATS,
  },
  valid: (a) =>
    (a.ageing.vintages as readonly number[]).includes(a.vintage) &&
    (a.ageing.name !== 'gran reserva' || a.winery.level >= 1) &&
    (a.format.bottles === 1 || a.ageing.months >= 12),
  name: (a) =>
    `Vino tinto ${a.winery.label} ${cap(a.ageing.name)} ${a.vintage} ${a.winery.origin} ${a.format.label}`,
  brand: (a) => a.winery.brand,
  price: (a) =>
    a.ageing.base *
    a.winery.level *
    factorOf(a.winery.label, 0.12) *
    (1 + (2024 - a.vintage) * 0.015) *
    (a.format.litres / 0.75),
  weight: (a) => 1.3 * a.format.bottles + (a.format.bottles === 3 ? 0.4 : 0),
  specs: (a) => [
    ['Denominación de origen', a.winery.origin],
    ['Variedad', cap(a.winery.grape)],
    ['Crianza', a.ageing.months ? `${a.ageing.months} meses en barrica de roble` : 'Sin paso por barrica'],
    ['Añada', String(a.vintage)],
    ['Graduación', `${es(13 + (a.ageing.months > 12 ? 1 : 0.5), 1)} % vol.`],
    ['Formato', a.format.bottles === 3 ? '3 botellas de 75 cl' : `Botella de ${volume(a.format.litres)}`],
  ],
  line: (a) => `${a.winery.label}|${a.ageing.name}|${a.vintage}`,
  size: (a) => a.format.litres,
  measure: (a) => ({ unit: 'l', amount: a.format.litres }),
  art: (a) => ['wine-glass', 'grapes', a.format.bottles === 3 ? 'wrapped-gift' : 'cheese-wedge'],
  text: (a, rng) => [
    `Tinto ${a.ageing.name} de la ${a.winery.origin} elaborado con ${a.winery.grape} de la añada ${a.vintage}${a.ageing.months ? `, con ${a.ageing.months} meses en barrica de roble` : ''}.`,
    rng.pick(RED_NOTES[a.ageing.name]!),
    a.ageing.months
      ? `Sírvelo a 16–18 °C con ${rng.pick(['carnes rojas y asados', 'cordero asado', 'quesos curados', 'guisos de caza'])}.`
      : `Sírvelo a 14–16 °C con ${rng.pick(['tapas y embutidos', 'arroces y pastas', 'carnes a la brasa'])}.`,
  ],
});

const WHITE_WINERIES: Winery[] = [
  {
    brand: 'Viña Costera',
    labels: ['Costera', 'Pazo de Lira'],
    origin: 'D.O. Rías Baixas',
    grape: 'albariño',
    level: 1.3,
  },
  {
    brand: 'Bodegas Valdelosa',
    labels: ['Valdelosa', 'Viña Ardales'],
    origin: 'D.O. Rueda',
    grape: 'verdejo',
    level: 1,
  },
  { brand: 'Bodegas Almendral', labels: ['Almendral'], origin: 'D.O.Ca. Rioja', grape: 'viura', level: 0.95 },
];
const WHITE_STYLES = [
  {
    name: '',
    base: 6.6,
    note: 'Fresco, con aromas de fruta blanca, cítricos y un final ligeramente salino.',
  },
  {
    name: 'sobre lías',
    base: 9.4,
    note: 'Seis meses sobre sus lías finas le dan volumen, untuosidad y notas de bollería.',
  },
  {
    name: 'fermentado en barrica',
    base: 12.5,
    note: 'Fermentado en barrica de roble francés: cremoso, con notas de vainilla y fruta madura.',
  },
];

const whiteWine = defineKind({
  key: 'vino-blanco',
  noun: { text: 'Vino blanco', gender: 'm' },
  reviews: 'wine',
  axes: {
    winery: WHITE_WINERIES.flatMap((winery) => winery.labels.map((label) => ({ ...winery, label }))),
    style: WHITE_STYLES,
    vintage: [2022, 2023, 2024],
    format: WINE_FORMATS.filter((format) => format.bottles !== 2),
  },
  name: (a) =>
    `Vino blanco ${a.winery.label} ${cap(a.winery.grape)} ${a.style.name} ${a.vintage} ${a.winery.origin} ${a.format.label}`,
  brand: (a) => a.winery.brand,
  price: (a) => a.style.base * a.winery.level * factorOf(a.winery.label, 0.1) * (a.format.litres / 0.75),
  weight: (a) => 1.3 * a.format.bottles + (a.format.bottles === 3 ? 0.4 : 0),
  specs: (a) => [
    ['Denominación de origen', a.winery.origin],
    ['Variedad', cap(a.winery.grape)],
    ['Elaboración', a.style.name ? cap(a.style.name) : 'Joven, en depósito de acero inoxidable'],
    ['Añada', String(a.vintage)],
    ['Graduación', '12,5 % vol.'],
    ['Formato', a.format.bottles === 3 ? '3 botellas de 75 cl' : 'Botella de 75 cl'],
  ],
  line: (a) => `${a.winery.label}|${a.style.name}|${a.vintage}`,
  size: (a) => a.format.litres,
  measure: (a) => ({ unit: 'l', amount: a.format.litres }),
  art: () => ['wine-glass', 'shrimp', 'lemon'],
  text: (a, rng) => [
    `Blanco de ${a.winery.grape} de la ${a.winery.origin}, añada ${a.vintage}.`,
    a.style.note,
    `Sírvelo a 8–10 °C con ${rng.pick(['mariscos y pescados', 'arroces marineros', 'ensaladas y quesos frescos'])}.`,
  ],
});

const cava = defineKind({
  key: 'cava',
  noun: { text: 'Cava', gender: 'm' },
  reviews: 'wine',
  axes: {
    house: [
      { brand: 'Celler Mas Roig', label: 'Mas Roig', level: 1.15 },
      { brand: 'Caves Sant Pau', label: 'Sant Pau', level: 1 },
    ],
    dosage: [
      { name: 'Brut Nature', sugar: 'menos de 3 g/l' },
      { name: 'Brut', sugar: 'menos de 12 g/l' },
      { name: 'Brut Rosado', sugar: 'menos de 12 g/l' },
      { name: 'Semiseco', sugar: 'entre 32 y 50 g/l' },
    ],
    ageing: [
      { name: '', months: 9, base: 6.9 },
      { name: 'Reserva', months: 18, base: 10.5 },
      { name: 'Gran Reserva', months: 30, base: 17.9 },
    ],
    format: WINE_FORMATS,
  },
  valid: (a) =>
    (a.dosage.name !== 'Semiseco' || a.ageing.months === 9) &&
    (a.format.bottles === 1 || a.ageing.months > 9),
  name: (a) => `Cava ${a.house.label} ${a.dosage.name} ${a.ageing.name} ${a.format.label}`,
  brand: (a) => a.house.brand,
  price: (a) => a.ageing.base * a.house.level * (a.format.litres / 0.75),
  weight: (a) => 1.6 * a.format.bottles + (a.format.bottles === 3 ? 0.4 : 0),
  specs: (a) => [
    ['Denominación de origen', 'D.O. Cava'],
    ['Variedades', 'Macabeo, xarel·lo y parellada'],
    ['Tipo', `${a.dosage.name} (azúcar ${a.dosage.sugar})`],
    ['Crianza en botella', `${a.ageing.months} meses mínimo`],
    ['Graduación', '11,5 % vol.'],
    ['Formato', a.format.bottles === 3 ? '3 botellas de 75 cl' : `Botella de ${volume(a.format.litres)}`],
  ],
  line: (a) => `${a.house.label}|${a.dosage.name}|${a.ageing.name}`,
  size: (a) => a.format.litres,
  measure: (a) => ({ unit: 'l', amount: a.format.litres }),
  art: () => ['bottle-with-popping-cork', 'clinking-glasses', 'sparkles'],
  text: (a, rng) => [
    `Cava ${a.dosage.name.toLowerCase()} de la D.O. Cava con al menos ${a.ageing.months} meses de crianza en botella.`,
    rng.pick([
      'Burbuja fina y persistente, con notas de manzana verde y bollería.',
      'Fresco y elegante, con recuerdos de frutos secos y cítricos.',
    ]),
    'Sírvelo muy frío, a 6–8 °C, como aperitivo o con mariscos.',
  ],
});

const sparkling = defineKind({
  key: 'espumoso',
  noun: { text: 'Vino espumoso', gender: 'm' },
  reviews: 'wine',
  axes: {
    style: [
      {
        name: 'moscatel dulce',
        base: 6.2,
        note: 'Dulce y aromático, con recuerdos de uva moscatel y azahar.',
      },
      { name: 'rosado semiseco', base: 5.9, note: 'Afrutado, con notas de fresa y una burbuja alegre.' },
      { name: 'blanco brut', base: 5.5, note: 'Seco y fresco, con notas cítricas y de manzana.' },
    ],
    label: [
      { brand: 'Bodegas Altiplano', name: 'Altiplano Fresh' },
      { brand: 'Viña Costera', name: 'Costera Espuma' },
    ],
    format: WINE_FORMATS.filter((format) => format.bottles !== 2),
  },
  name: (a) => `Vino espumoso ${a.style.name} ${a.label.name} ${a.format.label}`,
  brand: (a) => a.label.brand,
  price: (a) => a.style.base * factorOf(a.label.name, 0.08) * (a.format.litres / 0.75),
  weight: (a) => 1.6 * a.format.bottles,
  specs: (a) => [
    ['Tipo', cap(a.style.name)],
    ['Graduación', '7 % vol.'],
    ['Formato', a.format.bottles === 3 ? '3 botellas de 75 cl' : 'Botella de 75 cl'],
  ],
  line: (a) => `${a.label.name}|${a.style.name}`,
  size: (a) => a.format.litres,
  measure: (a) => ({ unit: 'l', amount: a.format.litres }),
  art: () => ['bottle-with-popping-cork', 'party-popper', 'clinking-glasses'],
  text: (a) => [
    `Vino espumoso ${a.style.name} de baja graduación.`,
    a.style.note,
    'Sírvelo a 6–8 °C con postres o en el brindis.',
  ],
});

const spiritFormats = [0.35, 0.7, 1] as const;

const gin = defineKind({
  key: 'ginebra',
  noun: { text: 'Ginebra', gender: 'f' },
  reviews: 'spirits',
  axes: {
    label: [
      { brand: 'Destilerías del Norte', name: 'Faro Norte', level: 1 },
      { brand: 'Destilerías del Norte', name: 'Cantábrica', level: 1.2 },
      { brand: 'Destilería Atlántica', name: 'Atlántica', level: 1.1 },
      { brand: 'Destilería Atlántica', name: 'Finisterre', level: 1.3 },
      { brand: 'Destilerías Castellanas', name: 'Meseta Gin', level: 0.85 },
    ],
    style: [
      { name: 'London Dry', abv: 40, base: 21, botanicals: 'enebro, cilantro y piel de limón' },
      { name: 'mediterránea', abv: 41, base: 25, botanicals: 'enebro, albahaca, tomillo y naranja' },
      { name: 'premium', abv: 42, base: 29, botanicals: 'enebro, naranja amarga y romero mediterráneo' },
      { name: 'rosa', abv: 37.5, base: 19, botanicals: 'enebro y fresa' },
    ],
    litres: spiritFormats,
  },
  name: (a) => `Ginebra ${a.style.name} ${a.label.name} ${volume(a.litres)}`,
  brand: (a) => a.label.brand,
  price: (a) => a.style.base * a.label.level * (a.litres / 0.7),
  weight: (a) => a.litres * 1.9,
  specs: (a) => [
    ['Estilo', cap(a.style.name)],
    ['Botánicos', cap(a.style.botanicals)],
    ['Graduación', `${es(a.style.abv, 1)} % vol.`],
    ['Formato', `Botella de ${volume(a.litres)}`],
  ],
  line: (a) => `${a.label.name}|${a.style.name}`,
  size: (a) => a.litres,
  measure: (a) => ({ unit: 'l', amount: a.litres }),
  art: () => ['cocktail-glass', 'lemon', 'ice'],
  text: (a, rng) => [
    `Ginebra ${a.style.name} destilada con ${a.style.botanicals}, de ${es(a.style.abv, 1)} % vol.`,
    rng.pick([
      'Perfecta para un gin-tonic con mucho hielo y una piel de limón.',
      'Tómala con tónica premium o en un dry martini.',
    ]),
  ],
});

const rum = defineKind({
  key: 'ron',
  noun: { text: 'Ron', gender: 'm' },
  reviews: 'spirits',
  axes: {
    label: [
      { brand: 'Destilería Tinerfe', name: 'Tinerfe', level: 1 },
      { brand: 'Destilería Tinerfe', name: 'Guajara', level: 1.25 },
      { brand: 'Destilería Tamarán', name: 'Tamarán', level: 1.1 },
      { brand: 'Destilería Tamarán', name: 'Anaga', level: 0.9 },
    ],
    style: [
      { name: 'blanco', years: 0, base: 13, abv: 37.5 },
      { name: 'añejo 3 años', years: 3, base: 17, abv: 40 },
      { name: 'añejo 5 años', years: 5, base: 21, abv: 40 },
      { name: 'añejo 7 años', years: 7, base: 26, abv: 40 },
      { name: 'reserva 12 años', years: 12, base: 42, abv: 40 },
    ],
    litres: spiritFormats,
  },
  valid: (a) => (a.style.years < 12 || a.litres === 0.7) && (a.litres > 0.5 || a.style.years <= 5),
  name: (a) => `Ron ${a.style.name} ${a.label.name} ${volume(a.litres)}`,
  brand: (a) => a.label.brand,
  price: (a) => a.style.base * a.label.level * (a.litres / 0.7),
  weight: (a) => a.litres * 1.9,
  specs: (a) => [
    ['Origen', 'Canarias'],
    ['Envejecimiento', a.style.years ? `${a.style.years} años en barrica de roble` : 'Sin envejecer'],
    ['Graduación', `${es(a.style.abv, 1)} % vol.`],
    ['Formato', `Botella de ${volume(a.litres)}`],
  ],
  line: (a) => `${a.label.name}|${a.style.name}`,
  size: (a) => a.litres,
  measure: (a) => ({ unit: 'l', amount: a.litres }),
  art: () => ['tumbler-glass', 'palm-tree', 'ice'],
  text: (a) => [
    a.style.years
      ? `Ron de caña canario envejecido ${a.style.years} años en barricas de roble, de ${es(a.style.abv, 1)} % vol.`
      : `Ron blanco de caña canario, suave y limpio, de ${es(a.style.abv, 1)} % vol.`,
    a.style.years >= 7
      ? 'Notas de vainilla, caramelo y frutos secos; para tomar solo o con un hielo.'
      : 'Ideal para mojitos, daiquiris y combinados.',
  ],
});

const whisky = defineKind({
  key: 'whisky',
  noun: { text: 'Whisky', gender: 'm' },
  reviews: 'spirits',
  axes: {
    label: [
      { brand: 'Destilerías del Norte', name: 'Alto Pirineo', level: 1 },
      { brand: 'Destilerías Castellanas', name: 'Dos Castillas', level: 0.9 },
      { brand: 'Destilerías Castellanas', name: 'Valle del Eresma', level: 1.1 },
      { brand: 'Destilerías del Norte', name: 'Roble Negro', level: 1.2 },
      { brand: 'Destilería Atlántica', name: 'Bruma', level: 1.05 },
    ],
    style: [
      { name: 'blended', years: 0, base: 16 },
      { name: 'de malta 10 años', years: 10, base: 32 },
      { name: 'single malt 12 años', years: 12, base: 44 },
      { name: 'single malt 15 años', years: 15, base: 62 },
    ],
    pack: [
      { label: '70 cl', gift: false, litres: 0.7 },
      { label: '70 cl en estuche', gift: true, litres: 0.7 },
      { label: '1 l', gift: false, litres: 1 },
    ],
  },
  valid: (a) => a.pack.litres === 0.7 || a.style.years === 0,
  name: (a) => `Whisky ${a.style.name} ${a.label.name} ${a.pack.label}`,
  brand: (a) => a.label.brand,
  price: (a) => a.style.base * a.label.level * (a.pack.litres / 0.7) + (a.pack.gift ? 4 : 0),
  weight: (a) => (a.pack.gift ? 1.6 : 1.35) * (a.pack.litres / 0.7),
  specs: (a) => [
    ['Tipo', cap(a.style.name)],
    ['Origen', 'España'],
    ['Graduación', '40 % vol.'],
    [
      'Formato',
      a.pack.gift ? 'Botella de 70 cl en estuche de regalo' : `Botella de ${volume(a.pack.litres)}`,
    ],
  ],
  line: (a) => `${a.label.name}|${a.style.name}|${a.pack.gift}`,
  size: (a) => a.pack.litres,
  measure: (a) => ({ unit: 'l', amount: a.pack.litres }),
  art: () => ['tumbler-glass', 'wood', 'ice'],
  text: (a, rng) => [
    a.style.years
      ? `Whisky ${a.style.name} destilado en España y envejecido en barricas de roble.`
      : 'Whisky blended español, suave y versátil.',
    rng.pick([
      'Notas de miel, vainilla y cereal tostado.',
      'Final cálido con recuerdos de frutos secos y especias.',
    ]),
  ],
});

const BEER_STYLES = [
  { name: 'IPA', abv: 6.5, base: 2.6, note: 'Lupulada y amarga, con aromas de cítricos y fruta tropical.' },
  { name: 'Pale Ale', abv: 5.2, base: 2.3, note: 'Equilibrada, con notas de caramelo y lúpulo floral.' },
  { name: 'Stout', abv: 6, base: 2.7, note: 'Negra y cremosa, con notas de café y cacao.' },
  { name: 'tostada', abv: 5.5, base: 2.2, note: 'Maltosa, con recuerdos de pan tostado y caramelo.' },
  { name: 'de trigo', abv: 5, base: 2.2, note: 'Turbia y refrescante, con notas de plátano y clavo.' },
  {
    name: 'Porter',
    abv: 5.8,
    base: 2.5,
    note: 'Oscura y suave, con recuerdos de chocolate y caramelo tostado.',
  },
];
const BEER_PACKS = [
  { label: '33 cl', units: 1 },
  { label: 'pack de 6 × 33 cl', units: 6 },
  { label: 'pack de 12 × 33 cl', units: 12 },
  { label: 'caja de 24 × 33 cl', units: 24 },
];
const BREWERIES = [
  { brand: 'Cervezas Montaña', name: 'Montaña', level: 1 },
  { brand: 'Cervecera del Cierzo', name: 'Cierzo', level: 1.08 },
  { brand: 'Cervecera del Cierzo', name: 'Moncayo', level: 1.15 },
];

const craftBeer = defineKind({
  key: 'cerveza-artesana',
  noun: { text: 'Cerveza artesana', gender: 'f' },
  reviews: 'beer',
  axes: { style: BEER_STYLES, brewery: BREWERIES, pack: BEER_PACKS },
  name: (a) => `Cerveza artesana ${a.style.name} ${a.brewery.name} ${a.pack.label}`,
  brand: (a) => a.brewery.brand,
  price: (a) => a.style.base * a.brewery.level * a.pack.units,
  weight: (a) => 0.55 * a.pack.units + (a.pack.units > 1 ? 0.2 : 0),
  specs: (a) => [
    ['Estilo', cap(a.style.name)],
    ['Graduación', `${es(a.style.abv, 1)} % vol.`],
    ['Formato', a.pack.units > 1 ? `${a.pack.units} botellas de 33 cl` : 'Botella de 33 cl'],
    ['Temperatura de servicio', '6–8 °C'],
  ],
  line: (a) => `${a.brewery.name}|${a.style.name}`,
  size: (a) => a.pack.units,
  measure: (a) => ({ unit: 'l', amount: 0.33 * a.pack.units }),
  art: () => ['beer-mug', 'clinking-beer-mugs', 'ear-of-corn'],
  text: (a) => [
    `Cerveza artesana ${a.style.name} de ${es(a.style.abv, 1)} % vol., sin filtrar ni pasteurizar.`,
    a.style.note,
  ],
});

const alcoholFree = defineKind({
  key: 'cerveza-sin',
  noun: { text: 'Cerveza sin alcohol', gender: 'f' },
  reviews: 'beer',
  axes: {
    style: [
      { name: 'lager 0,0', abv: '0,0 % vol.', base: 0.8 },
      { name: 'tostada 0,0', abv: '0,0 % vol.', base: 0.9 },
      { name: 'con limón', abv: '0,5 % vol.', base: 0.85 },
      { name: 'de trigo 0,0', abv: '0,0 % vol.', base: 0.95 },
    ],
    brewery: BREWERIES,
    pack: [
      { label: 'lata de 33 cl', units: 1 },
      { label: 'pack de 6 latas de 33 cl', units: 6 },
      { label: 'pack de 12 latas de 33 cl', units: 12 },
      { label: 'pack de 24 latas de 33 cl', units: 24 },
    ],
  },
  name: (a) => `Cerveza sin alcohol ${a.style.name} ${a.brewery.name} ${a.pack.label}`,
  brand: (a) => a.brewery.brand,
  price: (a) => a.style.base * a.brewery.level * a.pack.units,
  weight: (a) => 0.36 * a.pack.units,
  specs: (a) => [
    ['Estilo', cap(a.style.name)],
    ['Graduación', a.style.abv],
    ['Formato', a.pack.units > 1 ? `${a.pack.units} latas de 33 cl` : 'Lata de 33 cl'],
  ],
  line: (a) => `${a.brewery.name}|${a.style.name}`,
  size: (a) => a.pack.units,
  measure: (a) => ({ unit: 'l', amount: 0.33 * a.pack.units }),
  art: () => ['beer-mug', 'ice', 'lemon'],
  text: (a) => [
    `Cerveza ${a.style.name} con todo el sabor de la malta y ${a.style.abv === '0,0 % vol.' ? 'nada de alcohol' : 'solo un 0,5 % de alcohol'}.`,
    'Para conducir, entrenar o comer sin renunciar a una caña bien fría.',
  ],
});

const JUICE_PACKS = [
  { label: '1 l', litres: 1, units: 1 },
  { label: 'pack de 3 × 1 l', litres: 3, units: 3 },
  { label: 'pack de 6 × 20 cl', litres: 1.2, units: 6 },
];

const juice = defineKind({
  key: 'zumo',
  noun: { text: 'Zumo', gender: 'm' },
  reviews: 'softDrinks',
  axes: {
    fruit: [
      { name: 'naranja', icon: 'tangerine', base: 1.9 },
      { name: 'manzana', icon: 'red-apple', base: 1.6 },
      { name: 'piña', icon: 'pineapple', base: 1.8 },
      { name: 'melocotón', icon: 'peach', base: 1.7 },
    ],
    style: [
      { name: '', level: 1 },
      { name: 'ecológico', level: 1.45 },
      { name: 'sin azúcares añadidos', level: 1.15 },
    ],
    maker: [
      { brand: 'Huerta de Levante', level: 1 },
      { brand: 'Frutas del Segura', level: 0.9 },
    ],
    pack: JUICE_PACKS,
  },
  name: (a) =>
    a.style.name === 'ecológico'
      ? `Zumo ecológico de ${a.fruit.name} ${a.maker.brand} ${a.pack.label}`
      : `Zumo de ${a.fruit.name} ${a.style.name} ${a.maker.brand} ${a.pack.label}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.fruit.base * a.style.level * a.maker.level * a.pack.litres * (a.pack.units === 6 ? 1.3 : 1),
  weight: (a) => a.pack.litres * 1.08,
  specs: (a) => [
    ['Fruta', cap(a.fruit.name)],
    ['Contenido de fruta', '100 %'],
    [
      'Envase',
      a.pack.units === 6
        ? '6 briks de 20 cl con pajita'
        : `${a.pack.units} brik${a.pack.units > 1 ? 's' : ''} de 1 l`,
    ],
    ['Conservación', 'Una vez abierto, en nevera y consumir en 3 días'],
  ],
  line: (a) => `${a.fruit.name}|${a.style.name}|${a.maker.brand}|${a.pack.units === 6 ? 'mini' : 'litro'}`,
  size: (a) => a.pack.litres,
  measure: (a) => ({ unit: 'l', amount: a.pack.litres }),
  art: (a) => ['beverage-box', a.fruit.icon, 'glass-of-milk'],
  text: (a) => [
    `Zumo de ${a.fruit.name}${a.style.name === 'ecológico' ? ' de cultivo ecológico' : ''} hecho solo con fruta, sin conservantes${a.style.name === 'sin azúcares añadidos' ? ' y sin azúcares añadidos' : ''}.`,
    'Agítalo antes de servir y tómalo bien frío.',
  ],
});

const water = defineKind({
  key: 'agua',
  noun: { text: 'Agua', gender: 'f' },
  reviews: 'softDrinks',
  axes: {
    type: [
      { name: 'mineral natural', base: 0.34 },
      { name: 'mineral con gas', base: 0.95 },
    ],
    spring: [
      { brand: 'Aguas de Fontsana', name: 'Fontsana', origin: 'Manantial de Fontsana (Girona)', level: 1 },
      {
        brand: 'Manantial Sierra Clara',
        name: 'Sierra Clara',
        origin: 'Manantial de Sierra Clara (Segovia)',
        level: 1.1,
      },
      {
        brand: 'Aguas de Fontsana',
        name: 'Fontsana Montseny',
        origin: 'Manantial del Montseny (Barcelona)',
        level: 1.05,
      },
      {
        brand: 'Manantial Sierra Clara',
        name: 'Sierra Clara Fuentefría',
        origin: 'Manantial de Fuentefría (Madrid)',
        level: 1.15,
      },
    ],
    pack: [
      { label: '50 cl', litres: 0.5, units: 1 },
      { label: '1,5 l', litres: 1.5, units: 1 },
      { label: 'pack de 6 × 1,5 l', litres: 9, units: 6 },
      { label: 'garrafa de 5 l', litres: 5, units: 1 },
      { label: 'pack de 24 × 33 cl', litres: 7.92, units: 24 },
      { label: 'pack de 12 × 50 cl', litres: 6, units: 12 },
    ],
  },
  valid: (a) => a.type.name === 'mineral natural' || (a.pack.litres !== 5 && a.pack.litres !== 9),
  name: (a) => `Agua ${a.type.name} ${a.spring.name} ${a.pack.label}`,
  brand: (a) => a.spring.brand,
  price: (a) =>
    a.type.base * a.spring.level * a.pack.litres * (a.pack.litres < 1 || a.pack.units >= 12 ? 1.6 : 1),
  weight: (a) => a.pack.litres * 1.05,
  specs: (a) => [
    ['Tipo', cap(a.type.name)],
    ['Origen', a.spring.origin],
    ['Mineralización', 'Débil'],
    [
      'Formato',
      a.pack.units > 1
        ? `${a.pack.units} botellas de ${volume(a.pack.litres / a.pack.units)}`
        : cap(a.pack.label),
    ],
  ],
  line: (a) =>
    `${a.type.name}|${a.spring.name}|${a.pack.litres < 1 || a.pack.units >= 12 ? 'pequeña' : 'grande'}`,
  size: (a) => a.pack.litres,
  measure: (a) => ({ unit: 'l', amount: a.pack.litres }),
  art: (a) => ['droplet', a.type.name.includes('gas') ? 'bubbles' : 'potable-water', 'mountain'],
  text: (a) => [
    `Agua ${a.type.name} embotellada en origen, en el ${a.spring.origin}.`,
    'De mineralización débil, apta para preparar alimentos infantiles.',
  ],
});

const barBrands = [
  { brand: 'Sumiller', level: 1.15 },
  { brand: 'Barra Libre', level: 1 },
  { brand: 'Bodeguero', level: 0.9 },
];

const corkscrew = defineKind({
  key: 'sacacorchos',
  noun: { text: 'Sacacorchos', gender: 'm' },
  reviews: 'barTools',
  axes: {
    type: [
      { name: 'de camarero de doble palanca', base: 9 },
      { name: 'de alas', base: 7.5 },
      { name: 'eléctrico recargable', base: 27 },
      { name: 'de palanca con soporte', base: 39 },
    ],
    finish: [
      { name: 'de acero inoxidable', level: 1 },
      { name: 'con mango de madera de olivo', level: 1.5 },
      { name: 'negro mate', level: 1.1 },
    ],
    maker: barBrands,
  },
  valid: (a) => a.type.base < 20 || a.finish.level === 1,
  name: (a) => `Sacacorchos ${a.type.name} ${a.finish.name} ${a.maker.brand}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.finish.level * a.maker.level,
  weight: (a) => (a.type.base > 20 ? 0.6 : 0.2),
  specs: (a) => [
    ['Tipo', cap(a.type.name)],
    ['Material', a.finish.name.includes('olivo') ? 'Acero inoxidable y madera de olivo' : 'Acero inoxidable'],
    ['Incluye', a.type.base > 20 ? 'Cortacápsulas y cable USB' : 'Cortacápsulas'],
  ],
  line: (a) => `${a.type.name}|${a.finish.name}|${a.maker.brand}`,
  size: () => 1,
  art: () => ['curly-loop', 'bottle-with-popping-cork', 'wine-glass'],
  text: (a) => [
    `Sacacorchos ${a.type.name} ${a.finish.name}, con cortacápsulas.`,
    a.type.base > 20
      ? 'Descorcha una botella en segundos y carga por USB.'
      : 'Abre sin esfuerzo y sin romper el corcho.',
  ],
});

const bottleOpener = defineKind({
  key: 'abrebotellas',
  noun: { text: 'Abrebotellas', gender: 'm' },
  reviews: 'barTools',
  axes: {
    type: [
      { name: 'de pared', base: 11 },
      { name: 'de bolsillo', base: 4.5 },
      { name: 'magnético', base: 8.5 },
    ],
    finish: [
      { name: 'de acero inoxidable', level: 1 },
      { name: 'de latón envejecido', level: 1.4 },
      { name: 'de hierro fundido', level: 1.2 },
    ],
    maker: barBrands,
  },
  name: (a) => `Abrebotellas ${a.type.name} ${a.finish.name} ${a.maker.brand}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.finish.level * a.maker.level,
  weight: () => 0.15,
  specs: (a) => [
    ['Tipo', cap(a.type.name)],
    ['Material', cap(a.finish.name.replace(/^de /, ''))],
  ],
  line: (a) => `${a.type.name}|${a.finish.name}|${a.maker.brand}`,
  size: () => 1,
  art: () => ['key', 'beer-mug', 'sparkles'],
  text: (a) => [`Abrebotellas ${a.type.name} ${a.finish.name}.`, 'Robusto y fácil de limpiar.'],
});

const glass = defineKind({
  key: 'copa',
  noun: { text: 'Copa', gender: 'f' },
  reviews: 'tableware',
  axes: {
    type: [
      { name: 'de vino tinto', plural: 'de vino tinto', cl: 47, base: 4.2 },
      { name: 'de vino blanco', plural: 'de vino blanco', cl: 35, base: 3.9 },
      { name: 'de balón', plural: 'de balón', cl: 65, base: 4.6 },
      { name: 'de cava', plural: 'de cava', cl: 21, base: 3.7 },
    ],
    material: [
      { name: 'de cristal', level: 1 },
      { name: 'de cristalín sin plomo', level: 1.6 },
    ],
    maker: barBrands,
    units: [1, 2, 4, 6],
  },
  name: (a) =>
    a.units === 1
      ? `Copa ${a.type.name} ${a.material.name} ${a.maker.brand} ${a.type.cl} cl`
      : `Set de ${a.units} copas ${a.type.plural} ${a.material.name} ${a.maker.brand} ${a.type.cl} cl`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.material.level * a.maker.level * a.units,
  weight: (a) => 0.25 * a.units + 0.1,
  specs: (a) => [
    ['Capacidad', `${a.type.cl} cl`],
    ['Material', cap(a.material.name.replace(/^de /, ''))],
    ['Unidades', String(a.units)],
    ['Apta para lavavajillas', 'Sí'],
  ],
  line: (a) => `${a.type.name}|${a.material.name}|${a.maker.brand}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['wine-glass', 'clinking-glasses', 'sparkles'],
  text: (a) => [
    `Copa ${a.type.name} ${a.material.name} de ${a.type.cl} cl${a.units > 1 ? `, en un set de ${a.units}` : ''}.`,
    'Borde fino y tallo resistente; apta para lavavajillas.',
  ],
});

const shaker = defineKind({
  key: 'coctelera',
  noun: { text: 'Coctelera', gender: 'f' },
  reviews: 'barTools',
  axes: {
    type: [
      { name: 'cobbler de 3 piezas', base: 14 },
      { name: 'Boston', base: 17 },
    ],
    finish: [
      { name: 'de acero inoxidable', level: 1 },
      { name: 'cobriza', level: 1.35 },
      { name: 'dorada', level: 1.35 },
    ],
    maker: barBrands,
    ml: [350, 500, 750],
  },
  name: (a) =>
    a.finish.level > 1
      ? `Coctelera ${a.finish.name} ${a.type.name} ${a.maker.brand} ${a.ml} ml`
      : `Coctelera ${a.type.name} ${a.finish.name} ${a.maker.brand} ${a.ml} ml`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.finish.level * a.maker.level * (a.ml / 500) ** 0.5,
  weight: (a) => 0.2 + a.ml / 2000,
  specs: (a) => [
    ['Tipo', cap(a.type.name)],
    ['Capacidad', `${a.ml} ml`],
    ['Acabado', a.finish.level > 1 ? cap(a.finish.name) : 'Acero inoxidable pulido'],
  ],
  line: (a) => `${a.type.name}|${a.finish.name}|${a.maker.brand}`,
  size: (a) => a.ml,
  art: () => ['cocktail-glass', 'ice', 'lemon'],
  text: (a) => [
    `Coctelera ${a.type.name} de ${a.ml} ml con cierre hermético.`,
    'Para preparar en casa mojitos, margaritas y todo tipo de cócteles.',
  ],
});

/** The kinds of each drinks leaf, by leaf name. */
export const DRINKS: Record<string, Kind[]> = {
  'Vino tinto': [redWine],
  'Vino blanco': [whiteWine],
  'Cavas y espumosos': [cava, sparkling],
  Ginebras: [gin],
  Rones: [rum],
  Whiskies: [whisky],
  'Cervezas artesanas': [craftBeer],
  'Cervezas sin alcohol': [alcoholFree],
  Zumos: [juice],
  Aguas: [water],
  'Sacacorchos y abrebotellas': [corkscrew, bottleOpener],
  Copas: [glass],
  Cocteleras: [shaker],
};
