/**
 * The shops of a single brand: Asayaor (the partner: barbecues, camping, catblocks), Jamoval (ham by
 * class, cure and weight, at a price per kg) and the gift cards (of free amount, by design).
 */
import { GIFT_CARD_MIN_CENTS } from '../../cart/pricing.ts';
import { defineKind, es, type Kind, mass } from './kind.ts';

const cap = (text: string) => text[0]!.toUpperCase() + text.slice(1);

const barbecue = defineKind({
  key: 'barbacoa',
  noun: { text: 'Barbacoa', gender: 'f' },
  reviews: 'outdoor',
  axes: {
    fuel: [
      { name: 'de carbón', base: 39, cm: [36, 45, 57] },
      { name: 'de carbón tipo maletín', base: 29, cm: [36, 45] },
      { name: 'de gas', base: 119, cm: [45, 57] },
    ],
    colour: ['negra', 'roja', 'verde', 'gris', 'azul'],
    cm: [36, 45, 57],
  },
  valid: (a) => a.fuel.cm.includes(a.cm),
  name: (a) => `Barbacoa portátil ${a.colour} ${a.fuel.name} Asayaor ${a.cm} cm`,
  brand: () => 'Asayaor',
  price: (a) => a.fuel.base * (a.cm / 45) ** 1.4,
  weight: (a) => 3 + a.cm / 6 + (a.fuel.base > 100 ? 5 : 0),
  specs: (a) => [
    ['Diámetro de la parrilla', `${a.cm} cm`],
    ['Parrilla', 'Acero cromado'],
    [
      'Combustible',
      a.fuel.base > 100 ? 'Gas butano o propano (regulador incluido)' : 'Carbón vegetal o briquetas',
    ],
    ['Transporte', 'Patas plegables y asa de madera'],
  ],
  line: (a) => `${a.fuel.name}|${a.colour}`,
  size: (a) => a.cm,
  art: () => ['fire', 'meat-on-bone', 'camping'],
  text: (a) => [
    `Barbacoa portátil ${a.fuel.name} con parrilla de ${a.cm} cm, de Asayaor.`,
    'Las patas se pliegan y la tapa cierra con clip: cabe en el maletero.',
    'Úsala siempre al aire libre y lejos de zonas con vegetación seca.',
  ],
});

const charcoal = defineKind({
  key: 'carbon',
  noun: { text: 'Saco', gender: 'm' },
  reviews: 'outdoor',
  axes: {
    type: [
      { name: 'carbón vegetal de encina', perKg: 2.2 },
      { name: 'carbón de marabú', perKg: 2.6 },
      { name: 'briquetas de carbón', perKg: 1.9 },
    ],
    kg: [3, 5, 10, 15],
  },
  name: (a) => `Saco de ${a.type.name} Asayaor ${a.kg} kg`,
  brand: () => 'Asayaor',
  price: (a) => a.type.perKg * a.kg,
  weight: (a) => a.kg,
  specs: (a) => [
    ['Peso', `${a.kg} kg`],
    ['Tipo', cap(a.type.name)],
  ],
  line: (a) => a.type.name,
  size: (a) => a.kg,
  measure: (a) => ({ unit: 'kg', amount: a.kg }),
  art: () => ['rock', 'fire', 'package'],
  text: (a) => [
    `Saco de ${a.kg} kg de ${a.type.name}.`,
    'Enciende rápido y da brasa duradera, casi sin humo.',
  ],
});

const table = defineKind({
  key: 'mesa',
  noun: { text: 'Mesa', gender: 'f' },
  reviews: 'outdoor',
  axes: {
    material: [
      { name: 'de aluminio', level: 1 },
      { name: 'de resina', level: 0.8 },
    ],
    size: [
      { cm: '80 × 60 cm', base: 35 },
      { cm: '120 × 60 cm', base: 49 },
      { cm: '180 × 70 cm', base: 69 },
    ],
  },
  name: (a) => `Mesa plegable ${a.material.name} Asayaor ${a.size.cm}`,
  brand: () => 'Asayaor',
  price: (a) => a.size.base * a.material.level,
  weight: (a) => a.size.base / 12,
  specs: (a) => [
    ['Medidas', a.size.cm],
    ['Material', a.material.level < 1 ? 'Resina de polietileno y acero' : 'Aluminio y tablero de MDF'],
    ['Plegada', 'Tipo maletín, con asa'],
  ],
  line: (a) => a.material.name,
  size: (a) => a.size.base,
  art: () => ['camping', 'tent', 'evergreen-tree'],
  text: (a) => [
    `Mesa plegable ${a.material.name} de ${a.size.cm}.`,
    'Se pliega como un maletín y altura regulable.',
  ],
});

const chair = defineKind({
  key: 'silla',
  noun: { text: 'Silla', gender: 'f' },
  reviews: 'outdoor',
  axes: {
    type: [
      { name: 'plegable de camping', one: 'plegable', many: 'plegables', rest: 'de camping', base: 19 },
      {
        name: 'plegable acolchada con reposabrazos',
        one: 'plegable acolchada',
        many: 'plegables acolchadas',
        rest: 'con reposabrazos',
        base: 34,
      },
      {
        name: 'plegable de playa con respaldo alto',
        one: 'plegable',
        many: 'plegables',
        rest: 'de playa con respaldo alto',
        base: 24,
      },
    ],
    colour: [
      { one: 'azul', many: 'azules' },
      { one: 'verde', many: 'verdes' },
      { one: 'gris', many: 'grises' },
    ],
    units: [1, 2],
  },
  name: (a) =>
    a.units === 1
      ? `Silla ${a.type.one} ${a.colour.one} ${a.type.rest} Asayaor`
      : `Pack de 2 sillas ${a.type.many} ${a.colour.many} ${a.type.rest} Asayaor`,
  brand: () => 'Asayaor',
  price: (a) => a.type.base * a.units,
  weight: (a) => 2.5 * a.units,
  specs: (a) => [
    ['Unidades', String(a.units)],
    ['Carga máxima', '110 kg'],
    ['Estructura', 'Acero con pintura epoxi'],
  ],
  line: (a) => `${a.type.name}|${a.colour.one}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['chair', 'camping', 'sun'],
  text: (a) => [
    `Silla ${a.type.name} con portavasos, para camping y playa.`,
    'Soporta hasta 110 kg y se guarda en su funda.',
  ],
});

const coolBox = defineKind({
  key: 'nevera',
  noun: { text: 'Nevera', gender: 'f' },
  reviews: 'outdoor',
  axes: {
    type: [
      { name: 'rígida', level: 1.3 },
      { name: 'flexible', level: 1 },
    ],
    litres: [15, 24, 32, 45, 60],
  },
  name: (a) => `Nevera portátil ${a.type.name} Asayaor ${a.litres} l`,
  brand: () => 'Asayaor',
  price: (a) => 22 * a.type.level * (a.litres / 24) ** 0.7,
  weight: (a) => 1 + a.litres / 10,
  specs: (a) => [
    ['Capacidad', `${a.litres} l`],
    ['Frío', 'Hasta 24 horas con acumuladores (no incluidos)'],
  ],
  line: (a) => a.type.name,
  size: (a) => a.litres,
  art: () => ['ice', 'camping', 'beverage-box'],
  text: (a) => [
    `Nevera portátil ${a.type.name} de ${a.litres} litros.`,
    'Mantiene bebidas y comida frías todo el día de playa.',
  ],
});

const tent = defineKind({
  key: 'tienda',
  noun: { text: 'Tienda', gender: 'f' },
  reviews: 'outdoor',
  axes: { people: [2, 3, 4], colour: ['verde', 'azul'] },
  name: (a) => `Tienda de campaña iglú ${a.colour} Asayaor ${a.people} plazas`,
  brand: () => 'Asayaor',
  price: (a) => 29 * (a.people / 2) ** 1.1,
  weight: (a) => 1.5 + a.people * 0.8,
  specs: (a) => [
    ['Plazas', String(a.people)],
    ['Impermeable', 'Columna de agua de 2.000 mm'],
  ],
  line: (a) => a.colour,
  size: (a) => a.people,
  art: () => ['tent', 'camping', 'evergreen-tree'],
  text: (a) => [
    `Tienda de campaña iglú para ${a.people} personas con doble techo.`,
    'Se monta en diez minutos con dos varillas.',
  ],
});

const airBed = defineKind({
  key: 'colchon',
  noun: { text: 'Colchón', gender: 'm' },
  reviews: 'outdoor',
  axes: {
    size: [
      { name: 'individual', cm: '190 × 75 cm', base: 19 },
      { name: 'doble', cm: '190 × 140 cm', base: 29 },
    ],
    pump: [false, true],
  },
  name: (a) =>
    `Colchón hinchable ${a.size.name} ${a.pump ? 'con inflador eléctrico ' : ''}Asayaor ${a.size.cm}`,
  brand: () => 'Asayaor',
  price: (a) => a.size.base + (a.pump ? 15 : 0),
  weight: (a) => a.size.base / 10,
  specs: (a) => [
    ['Medidas', a.size.cm],
    ['Inflador', a.pump ? 'Eléctrico, incluido' : 'No incluido'],
  ],
  line: (a) => String(a.pump),
  size: (a) => a.size.base,
  art: () => ['bed', 'tent', 'camping'],
  text: (a) => [
    `Colchón hinchable ${a.size.name} de ${a.size.cm} con superficie aterciopelada.`,
    'Para invitados en casa o para la tienda de campaña.',
  ],
});

const catblock = defineKind({
  key: 'catblock',
  noun: { text: 'Catblock', gender: 'm' },
  reviews: 'catblock',
  axes: {
    width: [
      { cm: '40–60 cm', base: 25 },
      { cm: '60–100 cm', base: 29 },
      { cm: '90–140 cm', base: 39 },
      { cm: '130–200 cm', base: 49 },
    ],
    frame: ['blanco', 'negro', 'gris'],
    units: [1, 2, 4, 6],
  },
  name: (a) =>
    a.units === 1
      ? `Catblock protector de ventanas para gatos con marco ${a.frame} Asayaor ${a.width.cm}`
      : `Pack de ${a.units} catblocks protectores de ventanas para gatos con marco ${a.frame} Asayaor ${a.width.cm}`,
  brand: () => 'Asayaor',
  price: (a) => a.width.base * a.units,
  weight: (a) => 1.1 * a.units,
  specs: (a) => [
    ['Ancho', `Extensible de ${a.width.cm}`],
    ['Unidades', String(a.units)],
    ['Instalación', 'A presión, sin taladrar'],
    ['Material', 'Marco de aluminio y malla de poliéster reforzada'],
  ],
  line: (a) => `${a.width.cm}|${a.frame}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['cat', 'window', 'shield'],
  text: (a) => [
    `${a.units === 1 ? 'Catblock' : `${a.units} catblocks`} de Asayaor: ${a.units === 1 ? 'protector extensible' : 'protectores extensibles'} de ${a.width.cm} para ventanas, con marco ${a.frame}.`,
    'Se colocan a presión, sin taladrar, y dejan entrar el aire sin que el gato pueda saltar.',
  ],
});

const HAM_CLASSES = [
  { name: 'de bellota 100 % ibérico', label: 'Etiqueta negra', perKg: 62, cures: [36, 48] },
  { name: 'de bellota ibérico 50 % raza ibérica', label: 'Etiqueta roja', perKg: 42, cures: [30, 36] },
  { name: 'de cebo de campo ibérico 50 % raza ibérica', label: 'Etiqueta verde', perKg: 31, cures: [24, 30] },
  { name: 'de cebo ibérico 50 % raza ibérica', label: 'Etiqueta blanca', perKg: 24, cures: [24] },
];
const ORIGINS = [
  { name: 'D.O.P. Guijuelo', level: 1 },
  { name: 'D.O.P. Jabugo', level: 1.12 },
  { name: 'D.O.P. Dehesa de Extremadura', level: 1.04 },
  { name: 'D.O.P. Los Pedroches', level: 1.02 },
];
const hamText = (
  what: string,
  c: (typeof HAM_CLASSES)[number],
  origin: string,
  cure: number,
  rng: { pick<T>(items: readonly T[]): T },
) => [
  `${what} ${c.name} (${c.label.toLowerCase()} de la norma de calidad) con ${origin}, curado durante ${cure} meses.`,
  c.perKg > 40
    ? rng.pick([
        'Cerdos criados en libertad en la dehesa y alimentados con bellota en la montanera.',
        'Grasa infiltrada que se funde en la boca y un aroma intenso a bellota.',
      ])
    : 'Cerdos criados en campo y alimentados con pienso y pastos naturales.',
];

const ham = defineKind({
  key: 'jamon',
  noun: { text: 'Jamón', gender: 'm' },
  reviews: 'ham',
  axes: { class: HAM_CLASSES, origin: ORIGINS, cure: [24, 30, 36, 48], kg: [7, 7.5, 8, 8.5, 9] },
  valid: (a) => a.class.cures.includes(a.cure),
  name: (a) => `Jamón ${a.class.name} ${a.origin.name} ${a.cure} meses pieza de ${es(a.kg)} kg`,
  brand: () => 'Jamoval',
  price: (a) => a.class.perKg * a.origin.level * (1 + (a.cure - 24) / 150) * a.kg,
  weight: (a) => a.kg + 0.6,
  specs: (a) => [
    ['Clase', `${cap(a.class.name)} (${a.class.label.toLowerCase()})`],
    ['Origen', a.origin.name],
    ['Curación', `${a.cure} meses`],
    ['Peso', `${es(a.kg)} kg aproximadamente, con hueso`],
    ['Presentación', 'Pieza entera, en caja de cartón con malla'],
  ],
  line: (a) => `${a.class.name}|${a.origin.name}|${a.cure}`,
  size: (a) => a.kg,
  measure: (a) => ({ unit: 'kg', amount: a.kg }),
  art: () => ['meat-on-bone', 'pig', 'kitchen-knife'],
  text: (a, rng) => [
    ...hamText('Jamón', a.class, a.origin.name, a.cure, rng),
    `Pieza entera de unos ${es(a.kg)} kg con hueso: rinde aproximadamente la mitad en lonchas.`,
  ],
});

const slicedHam = defineKind({
  key: 'jamon-loncheado',
  noun: { text: 'Jamón', gender: 'm' },
  reviews: 'ham',
  axes: { class: HAM_CLASSES, origin: ORIGINS, grams: [80, 100], packs: [1, 5] },
  name: (a) =>
    a.packs === 1
      ? `Jamón ${a.class.name} ${a.origin.name} loncheado a cuchillo ${a.grams} g`
      : `Jamón ${a.class.name} ${a.origin.name} loncheado a cuchillo pack de 5 × ${a.grams} g`,
  brand: () => 'Jamoval',
  price: (a) => a.class.perKg * 2.4 * a.origin.level * (a.grams / 1000) * a.packs,
  weight: (a) => (a.grams / 1000) * a.packs + 0.1,
  specs: (a) => [
    ['Clase', `${cap(a.class.name)} (${a.class.label.toLowerCase()})`],
    ['Origen', a.origin.name],
    ['Peso neto', a.packs === 1 ? `${a.grams} g` : `5 sobres de ${a.grams} g`],
    ['Conservación', 'Entre 2 y 8 °C; sacar 15 minutos antes de servir'],
  ],
  line: (a) => `${a.class.name}|${a.origin.name}`,
  size: (a) => a.grams * a.packs,
  measure: (a) => ({ unit: 'kg', amount: (a.grams / 1000) * a.packs }),
  art: () => ['bacon', 'pig', 'bread'],
  text: (a, rng) => [
    `Jamón ${a.class.name} con ${a.origin.name}, cortado a cuchillo y envasado al vacío en sobres de ${a.grams} g.`,
    ...hamText('Jamón', a.class, a.origin.name, a.class.cures[0]!, rng).slice(1),
  ],
});

const shoulder = defineKind({
  key: 'paleta',
  noun: { text: 'Paleta', gender: 'f' },
  reviews: 'ham',
  axes: { class: HAM_CLASSES, origin: ORIGINS, kg: [4.5, 5, 5.5, 6] },
  name: (a) =>
    `Paleta ${a.class.name} ${a.origin.name} ${a.class.cures[0]! - 6} meses pieza de ${es(a.kg)} kg`,
  brand: () => 'Jamoval',
  price: (a) => a.class.perKg * 0.62 * a.origin.level * a.kg,
  weight: (a) => a.kg + 0.5,
  specs: (a) => [
    ['Clase', `${cap(a.class.name)} (${a.class.label.toLowerCase()})`],
    ['Origen', a.origin.name],
    ['Curación', `${a.class.cures[0]! - 6} meses`],
    ['Peso', `${es(a.kg)} kg aproximadamente, con hueso`],
  ],
  line: (a) => `${a.class.name}|${a.origin.name}`,
  size: (a) => a.kg,
  measure: (a) => ({ unit: 'kg', amount: a.kg }),
  art: () => ['meat-on-bone', 'chestnut', 'pig'],
  text: (a, rng) => [
    ...hamText('Paleta', a.class, a.origin.name, a.class.cures[0]! - 6, rng),
    'Más pequeña que el jamón y de sabor más intenso, ideal para consumir en pocas semanas.',
  ],
});

const SAUSAGES = [
  {
    key: 'chorizo',
    noun: 'Chorizo',
    kind: 'Chorizo',
    variants: ['dulce', 'picante'],
    perKg: 24,
    icon: 'cut-of-meat',
    motif: 'hot-pepper',
  },
  {
    key: 'lomo',
    noun: 'Lomo',
    kind: 'Lomo embuchado',
    variants: ['', 'adobado con pimentón'],
    perKg: 58,
    icon: 'bacon',
    motif: 'bread',
  },
  {
    key: 'salchichon',
    noun: 'Salchichón',
    kind: 'Salchichón',
    variants: ['', 'con pimienta negra'],
    perKg: 26,
    icon: 'cut-of-meat',
    motif: 'bread',
  },
];
const SAUSAGE_CLASSES = [
  { name: 'ibérico de bellota', feed: 'de bellota', level: 1 },
  { name: 'ibérico de cebo', feed: 'de cebo', level: 0.7 },
  { name: 'de bellota 100 % ibérico', feed: 'de bellota', level: 1.35 },
];
const SAUSAGE_ORIGINS = ['de Guijuelo', 'de Jabugo'];

const sausageKinds = SAUSAGES.map((sausage) =>
  defineKind({
    key: sausage.key,
    noun: { text: sausage.noun, gender: 'm' },
    reviews: 'ham',
    axes: {
      variant: sausage.variants,
      class: SAUSAGE_CLASSES,
      origin: SAUSAGE_ORIGINS,
      format: [
        { name: 'loncheado', kg: 0.1, level: 1.6 },
        { name: 'loncheado pack de 3 × 100 g', kg: 0.3, level: 1.6 },
        { name: 'media pieza', kg: 0.5, level: 1 },
        { name: 'pieza', kg: 1, level: 1 },
      ],
    },
    name: (a) =>
      `${sausage.kind} ${a.class.name} ${a.origin} ${a.variant} ${a.format.name}${a.format.name.includes('pack') ? '' : ` ${mass(a.format.kg)}`}`,
    brand: () => 'Jamoval',
    price: (a) => sausage.perKg * a.class.level * a.format.level * a.format.kg,
    weight: (a) => a.format.kg + 0.1,
    specs: (a) => [
      ['Tipo', `${sausage.kind} ${a.class.name}${a.variant ? ` ${a.variant}` : ''}`],
      ['Origen', cap(a.origin.replace(/^de /, ''))],
      ['Peso', mass(a.format.kg)],
      [
        'Presentación',
        a.format.name === 'loncheado'
          ? 'Loncheado y envasado al vacío'
          : `${cap(a.format.name)} envasada al vacío`,
      ],
      ['Ingredientes', `Carne de cerdo ibérico ${a.class.feed}, sal, pimentón de la Vera y especias`],
    ],
    line: (a) =>
      `${a.variant}|${a.class.name}|${a.origin}|${a.format.name.startsWith('loncheado') ? 'lonchas' : 'pieza'}`,
    size: (a) => a.format.kg,
    measure: (a) => ({ unit: 'kg', amount: a.format.kg }),
    art: () => [sausage.icon, sausage.motif, 'pig'],
    text: (a) => [
      `${sausage.kind} ${a.class.name}${a.variant ? ` ${a.variant}` : ''} ${a.origin}, curado de forma natural en bodega durante tres meses.`,
      a.format.name.startsWith('loncheado')
        ? 'Loncheado fino y envasado al vacío, listo para servir.'
        : 'Se conserva en un lugar fresco y seco; una vez empezado, envuelto en papel.',
    ],
  }),
);

const hamStand = defineKind({
  key: 'jamonero',
  noun: { text: 'Jamonero', gender: 'm' },
  reviews: 'hamTools',
  axes: {
    type: [
      { name: 'fijo', base: 29 },
      { name: 'giratorio', base: 49 },
      { name: 'plegable', base: 24 },
      { name: 'profesional con mordaza', base: 79 },
    ],
    wood: [
      { name: 'de madera de haya', level: 1 },
      { name: 'de madera de olivo', level: 1.6 },
      { name: 'de pino', level: 0.8 },
      { name: 'de acero inoxidable', level: 1.3 },
    ],
    kit: ['', 'con cuchillo y chaira', 'con cuchillo, chaira y funda'],
  },
  name: (a) => `Jamonero ${a.type.name} ${a.wood.name} Jamoval ${a.kit}`,
  brand: () => 'Jamoval',
  price: (a) => a.type.base * a.wood.level + (a.kit ? (a.kit.includes('funda') ? 27 : 19) : 0),
  weight: (a) => a.type.base / 15,
  specs: (a) => [
    ['Tipo', cap(`${a.type.name} ${a.wood.name}`)],
    ['Sirve para', 'Jamones y paletas'],
    ['Incluye', a.kit ? cap(a.kit.replace('con ', '')) : 'Solo el soporte'],
  ],
  line: (a) => `${a.type.name}|${a.wood.name}|${a.kit}`,
  size: () => 1,
  art: () => ['wood', 'meat-on-bone', 'kitchen-knife'],
  text: (a) => [
    `Jamonero ${a.type.name} ${a.wood.name} para jamones y paletas${a.kit ? `, ${a.kit}` : ''}.`,
    'Sujeta la pieza firme para cortar lonchas finas con seguridad.',
  ],
});

const hamKnife = defineKind({
  key: 'cuchillo-jamonero',
  noun: { text: 'Cuchillo', gender: 'm' },
  reviews: 'hamTools',
  axes: {
    type: [
      { name: 'flexible', base: 19 },
      { name: 'flexible alveolado', base: 25 },
      { name: 'semiflexible', base: 21 },
    ],
    handle: [
      { name: 'con mango de polipropileno', level: 1 },
      { name: 'con mango de olivo', level: 1.5 },
      { name: 'con mango de POM', level: 1.2 },
    ],
    cm: [25, 28, 30],
  },
  name: (a) => `Cuchillo jamonero ${a.type.name} ${a.handle.name} Jamoval ${a.cm} cm`,
  brand: () => 'Jamoval',
  price: (a) => a.type.base * a.handle.level * (a.cm / 28) ** 0.8,
  weight: () => 0.2,
  specs: (a) => [
    ['Hoja', `${a.cm} cm de acero inoxidable`],
    ['Tipo', cap(a.type.name)],
    ['Mango', cap(a.handle.name.replace('con mango de ', ''))],
  ],
  line: (a) => `${a.type.name}|${a.handle.name}`,
  size: (a) => a.cm,
  art: () => ['kitchen-knife', 'meat-on-bone', 'bacon'],
  text: (a) => [
    `Cuchillo jamonero ${a.type.name} con hoja de ${a.cm} cm.`,
    'Hoja larga y estrecha para lonchas finas y anchas.',
  ],
});

const carvingSet = defineKind({
  key: 'set-corte',
  noun: { text: 'Set', gender: 'm' },
  reviews: 'hamTools',
  axes: { pieces: [3, 4, 5], handle: ['de polipropileno', 'de olivo'] },
  name: (a) => `Set de corte de jamón con mango ${a.handle} Jamoval ${a.pieces} piezas`,
  brand: () => 'Jamoval',
  price: (a) => (29 + a.pieces * 10) * (a.handle === 'de olivo' ? 1.5 : 1),
  weight: () => 0.8,
  specs: (a) => [
    [
      'Incluye',
      [
        'Cuchillo jamonero, chaira y deshuesador',
        'Cuchillo jamonero, cuchillo de pulir, chaira y deshuesador',
        'Cuchillo jamonero, cuchillo de pulir, chaira, deshuesador y pinzas',
      ][a.pieces - 3]!,
    ],
    ['Mango', cap(a.handle.replace(/^de /, ''))],
  ],
  line: (a) => a.handle,
  size: (a) => a.pieces,
  art: () => ['kitchen-knife', 'wrapped-gift', 'meat-on-bone'],
  text: (a) => [
    `Set de corte de jamón de ${a.pieces} piezas en estuche, con mango ${a.handle}.`,
    'Todo lo necesario para empezar un jamón.',
  ],
});

const sharpener = defineKind({
  key: 'chaira',
  noun: { text: 'Chaira', gender: 'f' },
  reviews: 'hamTools',
  axes: {
    type: [
      { name: 'de acero', base: 12 },
      { name: 'de cerámica', base: 19 },
      { name: 'diamantada', base: 24 },
    ],
    cm: [20, 25, 30],
  },
  name: (a) => `Chaira ${a.type.name} Jamoval ${a.cm} cm`,
  brand: () => 'Jamoval',
  price: (a) => a.type.base * (a.cm / 25) ** 0.6,
  weight: () => 0.25,
  specs: (a) => [
    ['Longitud', `${a.cm} cm`],
    ['Material', cap(a.type.name.replace(/^de /, ''))],
  ],
  line: (a) => a.type.name,
  size: (a) => a.cm,
  art: () => ['kitchen-knife', 'sparkles', 'meat-on-bone'],
  text: (a) => [
    `Chaira ${a.type.name} de ${a.cm} cm para asentar el filo del cuchillo jamonero.`,
    'Unas pasadas antes de cada sesión de corte bastan.',
  ],
});

const GIFT_TEXT =
  'Se canjea por su importe en cualquiera de nuestras tiendas temáticas y no se cambia por dinero.';
/**
 * Gift cards of free amount (10–500 €, chosen on the product page, as Amazon.es, El Corte Inglés
 * and IKEA sell theirs): one product per design and format, no value in its name, priced at the
 * smallest amount ('Desde 10 €' in lists). A digital card weighs nothing and ships free.
 */
const giftCard = (
  key: string,
  noun: string,
  designs: { name: string; icon: string }[],
  formats: string[],
  occasion?: string,
) =>
  defineKind({
    key,
    noun: { text: 'Tarjeta', gender: 'f' },
    reviews: 'giftCard',
    exactPrice: true,
    axes: { design: designs, format: formats },
    name: (a) => `${noun.replace('{format}', a.format)} ${a.design.name}`,
    brand: () => 'Mercado Temático',
    price: () => GIFT_CARD_MIN_CENTS / 100,
    weight: (a) => (a.format === 'física' ? 0.05 : 0),
    specs: (a) => [
      ['Importe', 'Tú lo eliges, de 10 € a 500 €'],
      ['Formato', a.format === 'física' ? 'Tarjeta física en sobre' : 'Digital'],
      ['Envío', a.format === 'física' ? 'Con tu pedido' : 'Gratis, al móvil'],
      ['Validez', '12 meses desde la compra'],
      ['Diseño', a.design.name],
    ],
    line: (a) => `${a.design.name}|${a.format}`,
    size: () => 1,
    // A card, then what sets its kind apart (the phone it is sent to, its envelope, the occasion), then its design.
    art: (a) => [
      'credit-card',
      occasion ?? (a.format === 'física' ? 'envelope' : 'mobile-phone'),
      a.design.icon,
    ],
    text: (a) => [
      `Tarjeta regalo ${a.format} con el diseño ${a.design.name}, del importe que elijas.`,
      a.format === 'física'
        ? 'Llega en un sobre con tu pedido, por el envío que elijas.'
        : 'Te la enviamos al móvil que indiques al pagar, lista para regalar y sin gastos de envío.',
      GIFT_TEXT,
    ],
  });

// Enough designs that no name repeats at the default size (a leaf files about 40 products).
const CARD_DESIGNS = [
  { name: 'Clásica', icon: 'ribbon' },
  { name: 'Gracias', icon: 'sparkling-heart' },
  { name: 'Para ti', icon: 'bouquet' },
  { name: 'Enhorabuena', icon: 'party-popper' },
  { name: 'Estrellas', icon: 'star' },
  { name: 'Arcoíris', icon: 'rainbow' },
  { name: 'Sol', icon: 'sun' },
  { name: 'Navidad', icon: 'christmas-tree' },
  { name: 'Invierno', icon: 'snowflake' },
  { name: 'Corazón', icon: 'red-heart' },
  { name: 'Trébol', icon: 'four-leaf-clover' },
  { name: 'Rosas', icon: 'rose' },
  { name: 'Girasol', icon: 'sunflower' },
  { name: 'Primavera', icon: 'cherry-blossom' },
  { name: 'Joya', icon: 'gem-stone' },
  { name: 'Corona', icon: 'crown' },
  { name: 'Osito', icon: 'teddy-bear' },
  { name: 'Éxito', icon: 'thumbs-up' },
  { name: 'Aplausos', icon: 'clapping-hands' },
  { name: 'Trofeo', icon: 'trophy' },
  { name: 'Música', icon: 'musical-notes' },
  { name: 'Lectura', icon: 'books' },
  { name: 'Viajes', icon: 'airplane' },
  { name: 'Hogar', icon: 'house' },
  { name: 'Gastronomía', icon: 'fork-and-knife' },
  { name: 'Desayuno', icon: 'hot-beverage' },
  { name: 'Dulces', icon: 'shortcake' },
  { name: 'Tulipanes', icon: 'tulip' },
  { name: 'Mariposas', icon: 'butterfly' },
  { name: 'Paz', icon: 'dove' },
  { name: 'Brillo', icon: 'glowing-star' },
  { name: 'Magia', icon: 'sparkles' },
  { name: 'Fuegos', icon: 'fireworks' },
  { name: 'Lazo', icon: 'heart-with-ribbon' },
  { name: 'Carta', icon: 'love-letter' },
  { name: 'Celebración', icon: 'bottle-with-popping-cork' },
  { name: 'Mascotas', icon: 'dog-face' },
  { name: 'Verano', icon: 'palm-tree' },
  { name: 'Fotografía', icon: 'camera' },
  { name: 'Otoño', icon: 'maple-leaf' },
];
const BIRTHDAY_DESIGNS = [
  { name: 'Tarta', icon: 'birthday-cake' },
  { name: 'Globos', icon: 'balloon' },
  { name: 'Confeti', icon: 'confetti-ball' },
  { name: 'Fiesta', icon: 'party-popper' },
  { name: 'Regalo', icon: 'wrapped-gift' },
  { name: 'Velas', icon: 'sparkles' },
  { name: 'Galletas', icon: 'cookie' },
  { name: 'Rosquillas', icon: 'doughnut' },
  { name: 'Caramelos', icon: 'candy' },
  { name: 'Piruletas', icon: 'lollipop' },
  { name: 'Cometa', icon: 'kite' },
  { name: 'Guitarra', icon: 'guitar' },
  { name: 'Fútbol', icon: 'soccer-ball' },
  { name: 'Pintura', icon: 'artist-palette' },
  { name: 'Estrellas', icon: 'star' },
  { name: 'Corona', icon: 'crown' },
  { name: 'Osito', icon: 'teddy-bear' },
  { name: 'Música', icon: 'musical-notes' },
  { name: 'Fuegos', icon: 'fireworks' },
  { name: 'Arcoíris', icon: 'rainbow' },
];
const WEDDING_DESIGNS = [
  { name: 'Anillos', icon: 'ring' },
  { name: 'Flores', icon: 'bouquet' },
  { name: 'Brindis', icon: 'clinking-glasses' },
  { name: 'Boda', icon: 'wedding' },
  { name: 'Iglesia', icon: 'church' },
  { name: 'Corazones', icon: 'two-hearts' },
  { name: 'Amor', icon: 'revolving-hearts' },
  { name: 'Latidos', icon: 'beating-heart' },
  { name: 'Beso', icon: 'kiss-mark' },
  { name: 'Palomas', icon: 'dove' },
  { name: 'Campanas', icon: 'bell' },
  { name: 'Cava', icon: 'bottle-with-popping-cork' },
  { name: 'Copas', icon: 'wine-glass' },
  { name: 'Rosas', icon: 'rose' },
  { name: 'Luna de miel', icon: 'crescent-moon' },
  { name: 'Hibisco', icon: 'hibiscus' },
  { name: 'Joya', icon: 'gem-stone' },
  { name: 'Carta', icon: 'love-letter' },
  { name: 'Lazo', icon: 'heart-with-ribbon' },
  { name: 'Tulipanes', icon: 'tulip' },
];
const digitalCard = giftCard('tarjeta-digital', 'Tarjeta regalo {format}', CARD_DESIGNS, ['digital']);
const physicalCard = giftCard('tarjeta-fisica', 'Tarjeta regalo {format}', CARD_DESIGNS, ['física']);
const birthdayCard = giftCard(
  'tarjeta-cumpleanos',
  'Tarjeta regalo {format} de cumpleaños',
  BIRTHDAY_DESIGNS,
  ['digital', 'física'],
  'birthday-cake',
);
const weddingCard = giftCard(
  'tarjeta-boda',
  'Tarjeta regalo {format} de boda',
  WEDDING_DESIGNS,
  ['digital', 'física'],
  'ring',
);

/** The kinds of each leaf of the single-brand shops, by leaf name. */
export const OWN_BRANDS: Record<string, Kind[]> = {
  'Barbacoas y carbón': [barbecue, charcoal],
  Camping: [table, chair, coolBox, tent, airBed],
  Catblock: [catblock],
  'Jamón ibérico': [ham, slicedHam],
  Paletas: [shoulder],
  Chorizos: [sausageKinds[0]!],
  Lomos: [sausageKinds[1]!],
  Salchichones: [sausageKinds[2]!],
  Jamoneros: [hamStand],
  'Cuchillos jamoneros y chairas': [hamKnife, carvingSet, sharpener],
  'Tarjetas digitales': [digitalCard],
  'Tarjetas físicas': [physicalCard],
  Cumpleaños: [birthdayCard],
  Bodas: [weddingCard],
};
