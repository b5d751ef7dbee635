/** Cocina y menaje: cookware by material and diameter, tableware by pieces, knives, storage. */
import { defineKind, factorOf, type Kind, volume } from './kind.ts';

const cap = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const INDUCTION = 'Apta para todas las cocinas, incluida la inducción.';
/** The hobs a pot or pan works on, as its specifications say (reviews speak of induction only then). */
const ALL_HOBS = 'Gas, vitrocerámica, eléctrica e inducción';

const pan = defineKind({
  key: 'sarten',
  noun: { text: 'Sartén', gender: 'f' },
  reviews: 'cookware',
  axes: {
    material: [
      {
        id: 0,
        name: 'antiadherente de aluminio forjado',
        coating: 'Antiadherente sin PFOA de tres capas',
        base: 19,
        kg: 0.9,
        dishwasher: true,
      },
      {
        id: 1,
        name: 'de aluminio fundido con revestimiento de piedra',
        coating: 'Revestimiento mineral efecto piedra',
        base: 28,
        kg: 1.2,
        dishwasher: true,
      },
      {
        id: 2,
        name: 'de acero inoxidable triple capa',
        coating: 'Sin revestimiento (acero 18/10)',
        base: 36,
        kg: 1.3,
        dishwasher: true,
      },
      {
        id: 3,
        name: 'de hierro',
        coating: 'Sin revestimiento: se cura con aceite',
        base: 17,
        kg: 1.7,
        dishwasher: false,
      },
    ],
    line: [
      { brand: 'Cocinex', name: 'Cocinex Terra', level: 1, materials: [0, 1] },
      { brand: 'Cocinex', name: 'Cocinex Chef', level: 1.25, materials: [0, 2] },
      { brand: 'Ollas Castilla', name: 'Castilla Meseta', level: 0.9, materials: [0, 1] },
      { brand: 'Forja Ibérica', name: 'Forja Ibérica Fragua', level: 1, materials: [3] },
      { brand: 'Inoxa', name: 'Inoxa Tri', level: 1.1, materials: [2] },
    ],
    diameter: [18, 20, 22, 24, 26, 28, 30, 32],
  },
  valid: (a) => a.line.materials.includes(a.material.id),
  name: (a) => `Sartén ${a.material.name} ${a.line.name} ${a.diameter} cm`,
  brand: (a) => a.line.brand,
  price: (a) => a.material.base * a.line.level * factorOf(a.line.name, 0.06) * (a.diameter / 24) ** 1.7,
  weight: (a) => a.material.kg * (a.diameter / 24) ** 2,
  specs: (a) => [
    ['Diámetro', `${a.diameter} cm`],
    ['Material', cap(a.material.name.replace(/^(antiadherente )?de /, ''))],
    ['Superficie', a.material.coating],
    ['Cocinas', ALL_HOBS],
    ['Lavavajillas', a.material.dishwasher ? 'Sí' : 'No: lavar a mano y secar enseguida'],
  ],
  line: (a) => `${a.line.name}|${a.material.name}`,
  size: (a) => a.diameter,
  art: (a) => ['cooking', a.diameter >= 28 ? 'shallow-pan-of-food' : 'egg', 'fire'],
  text: (a, rng) => [
    `Sartén ${a.material.name} de ${a.diameter} cm de diámetro, de la serie ${a.line.name}.`,
    a.material.id === 3
      ? 'El hierro aguanta temperaturas muy altas y dora como ninguna; con el uso se vuelve cada vez más antiadherente.'
      : a.material.id === 2
        ? 'El triple fondo reparte el calor de forma uniforme, y el acero sella y dora la carne a fuego vivo.'
        : rng.pick([
            'Reparte el calor de forma uniforme y los alimentos se despegan sin apenas aceite.',
            'El fondo difusor evita los puntos calientes y el mango se mantiene frío.',
          ]),
    INDUCTION,
  ],
});

const saucepan = defineKind({
  key: 'cazo',
  noun: { text: 'Cazo', gender: 'm' },
  reviews: 'cookware',
  axes: {
    material: [
      { name: 'de acero inoxidable', base: 15, brand: 'Inoxa' },
      { name: 'de acero inoxidable', base: 13.5, brand: 'Ollas Castilla' },
      { name: 'antiadherente', base: 13, brand: 'Cocinex' },
      { name: 'antiadherente', base: 12, brand: 'Ollas Castilla' },
      { name: 'esmaltado', base: 17, brand: 'Forja Ibérica' },
      { name: 'esmaltado', base: 15.5, brand: 'Cocinex' },
    ],
    lid: [false, true],
    size: [
      { cm: 14, litres: 1.1 },
      { cm: 16, litres: 1.5 },
      { cm: 18, litres: 2 },
      { cm: 20, litres: 2.8 },
    ],
  },
  name: (a) =>
    `Cazo ${a.material.name} ${a.lid ? 'con tapa ' : ''}${a.material.brand} ${a.size.cm} cm ${volume(a.size.litres)}`,
  brand: (a) => a.material.brand,
  price: (a) => (a.material.base + (a.lid ? 4 : 0)) * (a.size.cm / 16) ** 1.5,
  weight: (a) => 0.5 * (a.size.cm / 16) ** 2 + (a.lid ? 0.3 : 0),
  specs: (a) => [
    ['Diámetro', `${a.size.cm} cm`],
    ['Capacidad', volume(a.size.litres)],
    ['Material', cap(a.material.name.replace(/^de /, ''))],
    ['Tapa', a.lid ? 'De vidrio templado con salida de vapor' : 'No incluida'],
    ['Cocinas', ALL_HOBS],
  ],
  line: (a) => `${a.material.name}|${a.material.brand}|${a.lid}`,
  size: (a) => a.size.cm,
  art: () => ['pot-of-food', 'spoon', 'fire'],
  text: (a) => [
    `Cazo ${a.material.name} de ${a.size.cm} cm y ${volume(a.size.litres)}${a.lid ? ', con tapa de vidrio' : ''}.`,
    'Con medidas grabadas en el interior y pico vertedor a ambos lados.',
    INDUCTION,
  ],
});

const wok = defineKind({
  key: 'wok',
  noun: { text: 'Wok', gender: 'm' },
  reviews: 'cookware',
  axes: {
    material: [
      { name: 'de acero al carbono', base: 22, brand: 'Forja Ibérica' },
      { name: 'de acero al carbono', base: 19, brand: 'Cocinex' },
      { name: 'antiadherente', base: 26, brand: 'Cocinex' },
      { name: 'antiadherente', base: 23, brand: 'Ollas Castilla' },
    ],
    lid: [false, true],
    cm: [24, 28, 30, 32, 36],
  },
  name: (a) => `Wok ${a.material.name} ${a.lid ? 'con tapa ' : ''}${a.material.brand} ${a.cm} cm`,
  brand: (a) => a.material.brand,
  price: (a) => (a.material.base + (a.lid ? 6 : 0)) * (a.cm / 30) ** 1.6,
  weight: (a) => 1.2 * (a.cm / 30) ** 2,
  specs: (a) => [
    ['Diámetro', `${a.cm} cm`],
    ['Material', cap(a.material.name.replace(/^de /, ''))],
    ['Mango', 'De madera, con asa auxiliar'],
    ['Cocinas', ALL_HOBS],
  ],
  line: (a) => `${a.material.name}|${a.material.brand}|${a.lid}`,
  size: (a) => a.cm,
  art: () => ['cooking', 'chopsticks', 'fire'],
  text: (a) => [
    `Wok ${a.material.name} de ${a.cm} cm, de fondo plano.`,
    'Saltea a fuego vivo verduras, fideos y carnes en pocos minutos.',
    INDUCTION,
  ],
});

const pressureCooker = defineKind({
  key: 'olla-presion',
  noun: { text: 'Olla', gender: 'f' },
  reviews: 'cookware',
  axes: {
    type: [
      { name: 'rápida', base: 49, levels: 'dos niveles de presión' },
      { name: 'súper rápida', base: 69, levels: 'dos niveles de presión y cierre de una mano' },
    ],
    maker: [
      { brand: 'Ollas Castilla', level: 1 },
      { brand: 'Inoxa', level: 1.12 },
      { brand: 'Cocinex', level: 0.92 },
      { brand: 'Forja Ibérica', level: 1.05 },
    ],
    litres: [3, 4, 6, 8, 10],
  },
  name: (a) => `Olla a presión ${a.type.name} ${a.maker.brand} ${a.litres} l`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.litres / 6) ** 0.55,
  weight: (a) => 1.8 + a.litres * 0.25,
  specs: (a) => [
    ['Capacidad', `${a.litres} l`],
    ['Material', 'Acero inoxidable 18/10'],
    ['Seguridad', `Válvula de seguridad y ${a.type.levels}`],
    ['Garantía del cuerpo', '10 años'],
    ['Cocinas', ALL_HOBS],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.litres,
  art: () => ['pot-of-food', 'hourglass-done', 'fire'],
  text: (a) => [
    `Olla a presión ${a.type.name} de ${a.litres} litros, en acero inoxidable 18/10, con ${a.type.levels}.`,
    'Cocina legumbres y guisos en la tercera parte del tiempo.',
    INDUCTION,
  ],
});

const casserole = defineKind({
  key: 'cacerola',
  noun: { text: 'Cacerola', gender: 'f' },
  reviews: 'cookware',
  axes: {
    material: [
      { name: 'de acero inoxidable con tapa de vidrio', base: 29, brand: 'Inoxa', kg: 1.6 },
      { name: 'de acero inoxidable con tapa de vidrio', base: 25, brand: 'Ollas Castilla', kg: 1.6 },
      { name: 'de hierro fundido esmaltado', base: 69, brand: 'Forja Ibérica', kg: 4.2 },
      { name: 'antiadherente con tapa de vidrio', base: 27, brand: 'Cocinex', kg: 1.3 },
    ],
    shape: ['', 'baja'],
    size: [
      { cm: 16, litres: 1.5 },
      { cm: 20, litres: 2.4 },
      { cm: 24, litres: 4.2 },
      { cm: 28, litres: 6.7 },
    ],
  },
  name: (a) =>
    `Cacerola ${a.shape} ${a.material.name} ${a.material.brand} ${a.size.cm} cm ${volume(a.size.litres * (a.shape ? 0.6 : 1))}`,
  brand: (a) => a.material.brand,
  price: (a) => a.material.base * (a.shape ? 0.9 : 1) * (a.size.cm / 24) ** 1.7,
  weight: (a) => a.material.kg * (a.size.cm / 24) ** 2,
  specs: (a) => [
    ['Diámetro', `${a.size.cm} cm`],
    ['Capacidad', volume(a.size.litres * (a.shape ? 0.6 : 1))],
    ['Material', cap(a.material.name.replace(/^de /, '').replace(' con tapa de vidrio', ''))],
    ['Apta para horno', 'Sí'],
    ['Cocinas', ALL_HOBS],
  ],
  line: (a) => `${a.material.name}|${a.material.brand}|${a.shape}`,
  size: (a) => a.size.cm,
  art: () => ['pot-of-food', 'steaming-bowl', 'fire'],
  text: (a) => [
    `Cacerola ${a.shape} ${a.material.name} de ${a.size.cm} cm y ${volume(a.size.litres * (a.shape ? 0.6 : 1))}.`.replace(
      '  ',
      ' ',
    ),
    a.material.kg > 3
      ? 'Retiene el calor durante horas: ideal para guisos lentos y asados al horno.'
      : 'Fondo difusor encapsulado y asas remachadas.',
    INDUCTION,
  ],
});

const clayPot = defineKind({
  key: 'cazuela',
  noun: { text: 'Cazuela', gender: 'f' },
  reviews: 'cookware',
  axes: { cm: [14, 18, 22, 26, 30, 34], finish: ['', 'con tapa'] },
  name: (a) => `Cazuela refractaria de barro ${a.finish} Barro y Fuego ${a.cm} cm`,
  brand: () => 'Barro y Fuego',
  price: (a) => (6.5 + (a.finish ? 4 : 0)) * (a.cm / 18) ** 1.8,
  weight: (a) => 0.8 * (a.cm / 18) ** 2,
  specs: (a) => [
    ['Diámetro', `${a.cm} cm`],
    ['Material', 'Barro refractario esmaltado por dentro'],
    ['Uso', 'Gas, vitrocerámica y horno (no inducción)'],
  ],
  line: (a) => a.finish,
  size: (a) => a.cm,
  art: () => ['shallow-pan-of-food', 'fire', 'garlic'],
  text: (a) => [
    `Cazuela de barro refractario de ${a.cm} cm, hecha a mano${a.finish ? ' y con tapa' : ''}.`,
    'Sumérgela en agua unas horas antes del primer uso y evita los cambios bruscos de temperatura.',
  ],
});

const paellaPan = defineKind({
  key: 'paellera',
  noun: { text: 'Paellera', gender: 'f' },
  reviews: 'cookware',
  axes: {
    material: [
      { name: 'de acero pulido', base: 9, induction: false },
      { name: 'esmaltada', base: 12, induction: false },
      { name: 'de acero inoxidable', base: 24, induction: true },
    ],
    maker: [
      { brand: 'Menaje Levante', level: 1 },
      { brand: 'Barro y Fuego', level: 1.1 },
    ],
    size: [
      { cm: 26, servings: 2 },
      { cm: 30, servings: 3 },
      { cm: 34, servings: 4 },
      { cm: 38, servings: 6 },
      { cm: 42, servings: 8 },
      { cm: 46, servings: 10 },
      { cm: 50, servings: 12 },
      { cm: 60, servings: 18 },
    ],
  },
  name: (a) => `Paellera ${a.material.name} ${a.maker.brand} ${a.size.cm} cm ${a.size.servings} raciones`,
  brand: (a) => a.maker.brand,
  price: (a) => a.material.base * a.maker.level * (a.size.cm / 34) ** 1.8,
  weight: (a) => 0.9 * (a.size.cm / 34) ** 2,
  specs: (a) => [
    ['Diámetro', `${a.size.cm} cm`],
    ['Raciones', String(a.size.servings)],
    ['Material', cap(a.material.name.replace(/^de /, ''))],
    ['Inducción', a.material.induction ? 'Sí' : 'No'],
  ],
  line: (a) => `${a.material.name}|${a.maker.brand}`,
  size: (a) => a.size.cm,
  art: () => ['shallow-pan-of-food', 'lemon', 'fire'],
  text: (a) => [
    `Paellera ${a.material.name} de ${a.size.cm} cm, para ${a.size.servings} raciones.`,
    'El fondo fino y plano reparte el calor para conseguir el socarrat.',
    a.material.induction ? INDUCTION : 'Para gas, paellero o brasa; no apta para inducción.',
  ],
});

const DINNER = [
  { brand: 'Vajillas del Sur', name: 'Mediterránea', material: 'de porcelana', level: 1 },
  { brand: 'Vajillas del Sur', name: 'Terra', material: 'de gres', level: 1.3 },
  { brand: 'Menaje Levante', name: 'Albufera', material: 'de loza', level: 0.8 },
  { brand: 'Menaje Levante', name: 'Nórdica', material: 'de gres', level: 1.15 },
];

const dinnerSet = defineKind({
  key: 'vajilla',
  noun: { text: 'Vajilla', gender: 'f' },
  reviews: 'tableware',
  axes: { design: DINNER, settings: [4, 6, 8, 12] },
  name: (a) => `Vajilla ${a.design.material} ${a.design.name} ${a.settings * 3} piezas`,
  brand: (a) => a.design.brand,
  price: (a) => 2.6 * a.design.level * a.settings * 3,
  weight: (a) => 0.55 * a.settings * 3,
  specs: (a) => [
    [
      'Piezas',
      `${a.settings * 3}: ${a.settings} platos llanos, ${a.settings} hondos y ${a.settings} de postre`,
    ],
    ['Servicios', String(a.settings)],
    ['Material', cap(a.design.material.replace(/^de /, ''))],
    ['Lavavajillas y microondas', 'Sí'],
  ],
  line: (a) => a.design.name,
  size: (a) => a.settings,
  measure: (a) => ({ unit: 'ud', amount: a.settings * 3 }),
  art: () => ['fork-and-knife-with-plate', 'bowl-with-spoon', 'teacup-without-handle'],
  text: (a) => [
    `Vajilla ${a.design.material} ${a.design.name} de ${a.settings * 3} piezas para ${a.settings} comensales.`,
    'Apta para lavavajillas y microondas; las piezas se apilan sin ocupar espacio.',
  ],
});

const plates = defineKind({
  key: 'plato',
  noun: { text: 'Plato', gender: 'm' },
  reviews: 'tableware',
  axes: {
    design: DINNER,
    type: [
      { name: 'llanos', cm: 27, base: 3.4 },
      { name: 'hondos', cm: 22, base: 3.2 },
      { name: 'de postre', cm: 20, base: 2.6 },
    ],
    units: [6, 12],
  },
  name: (a) =>
    `Set de ${a.units} platos ${a.type.name} ${a.design.material} ${a.design.name} ${a.type.cm} cm`,
  brand: (a) => a.design.brand,
  price: (a) => a.type.base * a.design.level * a.units,
  weight: (a) => 0.5 * a.units,
  specs: (a) => [
    ['Unidades', String(a.units)],
    ['Diámetro', `${a.type.cm} cm`],
    ['Material', cap(a.design.material.replace(/^de /, ''))],
  ],
  line: (a) => `${a.design.name}|${a.type.name}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['fork-and-knife-with-plate', 'fork-and-knife', 'sparkles'],
  text: (a) => [
    `${a.units} platos ${a.type.name} de ${a.type.cm} cm de la colección ${a.design.name}.`,
    'Resistentes a los golpes y aptos para lavavajillas y microondas.',
  ],
});

const mugs = defineKind({
  key: 'taza',
  noun: { text: 'Taza', gender: 'f' },
  reviews: 'tableware',
  axes: {
    design: DINNER,
    type: [
      { name: 'de desayuno', ml: 350, base: 4.2 },
      { name: 'de café con plato', ml: 90, base: 3.9 },
    ],
    units: [1, 4, 6],
  },
  name: (a) =>
    a.units === 1
      ? `Taza ${a.type.name} ${a.design.material} ${a.design.name} ${a.type.ml} ml`
      : `Set de ${a.units} tazas ${a.type.name} ${a.design.material} ${a.design.name} ${a.type.ml} ml`,
  brand: (a) => a.design.brand,
  price: (a) => a.type.base * a.design.level * a.units,
  weight: (a) => 0.35 * a.units,
  specs: (a) => [
    ['Capacidad', `${a.type.ml} ml`],
    ['Unidades', String(a.units)],
    ['Material', cap(a.design.material.replace(/^de /, ''))],
  ],
  line: (a) => `${a.design.name}|${a.type.name}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['hot-beverage', 'teacup-without-handle', 'croissant'],
  text: (a) => [
    `Taza ${a.type.name} de ${a.type.ml} ml, colección ${a.design.name}.`,
    'Aguanta el microondas y el lavavajillas sin perder el color.',
  ],
});

const cutlery = defineKind({
  key: 'cuberteria',
  noun: { text: 'Cubertería', gender: 'f' },
  reviews: 'tableware',
  axes: {
    finish: [
      { name: 'pulida', level: 1 },
      { name: 'mate', level: 1.15 },
      { name: 'dorada', level: 1.6 },
      { name: 'negra', level: 1.5 },
    ],
    design: [
      { brand: 'Cuchillería Albacete', name: 'Albacete Clásica', level: 1.2 },
      { brand: 'Cuchillería Albacete', name: 'Albacete Moderna', level: 1.3 },
      { brand: 'Inoxa', name: 'Inoxa Bistró', level: 1 },
      { brand: 'Inoxa', name: 'Inoxa Hotel', level: 0.85 },
    ],
    pieces: [24, 48, 75],
  },
  name: (a) => `Cubertería ${a.finish.name} de acero inoxidable ${a.design.name} ${a.pieces} piezas`,
  brand: (a) => a.design.brand,
  price: (a) => 1.45 * a.finish.level * a.design.level * a.pieces,
  weight: (a) => 0.06 * a.pieces + 0.5,
  specs: (a) => [
    [
      'Piezas',
      a.pieces === 24
        ? '24 (6 servicios)'
        : a.pieces === 48
          ? '48 (12 servicios)'
          : '75 (12 servicios y 3 de servir)',
    ],
    ['Material', 'Acero inoxidable 18/10'],
    ['Acabado', cap(a.finish.name)],
    ['Presentación', 'Estuche de madera'],
  ],
  line: (a) => `${a.design.name}|${a.finish.name}`,
  size: (a) => a.pieces,
  measure: (a) => ({ unit: 'ud', amount: a.pieces }),
  art: () => ['fork-and-knife', 'spoon', 'fork-and-knife-with-plate'],
  text: (a) => [
    `Cubertería de acero inoxidable 18/10 con acabado ${a.finish.name}, ${a.pieces} piezas en estuche.`,
    'Cuchillos de hoja dentada y mangos equilibrados; aptos para lavavajillas.',
  ],
});

const tumblers = defineKind({
  key: 'vaso',
  noun: { text: 'Vaso', gender: 'm' },
  reviews: 'tableware',
  axes: {
    type: [
      { name: 'de agua', cl: 36, base: 1.6 },
      { name: 'de tubo', cl: 30, base: 1.8 },
      { name: 'bajos', cl: 30, base: 2.1 },
      { name: 'de sidra', cl: 50, base: 2.3 },
      { name: 'de vino', cl: 22, base: 1.9 },
    ],
    material: [
      { name: 'de vidrio templado', level: 1 },
      { name: 'de cristalín', level: 2.2 },
    ],
    maker: [
      { brand: 'Cristalería Alba', level: 1 },
      { brand: 'Vidrios del Mediterráneo', level: 1.1 },
    ],
    units: [4, 6, 12],
  },
  name: (a) => `Set de ${a.units} vasos ${a.type.name} ${a.material.name} ${a.maker.brand} ${a.type.cl} cl`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.material.level * a.maker.level * a.units,
  weight: (a) => 0.25 * a.units,
  specs: (a) => [
    ['Unidades', String(a.units)],
    ['Capacidad', `${a.type.cl} cl`],
    ['Material', cap(a.material.name.replace(/^de /, ''))],
  ],
  line: (a) => `${a.type.name}|${a.material.name}|${a.maker.brand}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['cup-with-straw', 'droplet', 'ice'],
  text: (a) => [
    `${a.units} vasos ${a.type.name} ${a.material.name} de ${a.type.cl} cl.`,
    'Apilables y aptos para lavavajillas.',
  ],
});

const jug = defineKind({
  key: 'jarra',
  noun: { text: 'Jarra', gender: 'f' },
  reviews: 'tableware',
  axes: {
    material: [
      { name: 'de vidrio', base: 8 },
      { name: 'de borosilicato con tapa', base: 13 },
      { name: 'de cristal tallado', base: 18 },
    ],
    litres: [1, 1.5, 2],
  },
  name: (a) => `Jarra ${a.material.name} Cristalería Alba ${volume(a.litres)}`,
  brand: () => 'Cristalería Alba',
  price: (a) => a.material.base * a.litres ** 0.6,
  weight: (a) => 0.5 + a.litres * 0.3,
  specs: (a) => [
    ['Capacidad', volume(a.litres)],
    ['Material', cap(a.material.name.replace(/^de /, ''))],
    ['Resiste', a.material.base > 10 ? 'De −20 °C a 150 °C' : 'Líquidos fríos y templados'],
  ],
  line: (a) => a.material.name,
  size: (a) => a.litres,
  art: () => ['amphora', 'droplet', 'lemon'],
  text: (a) => [
    `Jarra ${a.material.name} de ${volume(a.litres)}.`,
    'Boca ancha para limpiarla bien y pico que no gotea.',
  ],
});

const knife = defineKind({
  key: 'cuchillo',
  noun: { text: 'Cuchillo', gender: 'm' },
  reviews: 'knives',
  axes: {
    type: [
      { name: 'cebollero', lengths: [15, 20, 25], base: 22 },
      { name: 'de pan', lengths: [20, 23], base: 19 },
      { name: 'santoku', lengths: [17, 18], base: 26 },
      { name: 'de verduras', lengths: [9, 10], base: 9 },
      { name: 'fileteador', lengths: [16, 20], base: 21 },
    ],
    line: [
      { brand: 'Cuchillería Albacete', name: 'Albacete Forja', handle: 'de POM remachado', level: 1.3 },
      { brand: 'Cuchillería Albacete', name: 'Albacete Olivo', handle: 'de madera de olivo', level: 1.5 },
      { brand: 'Inoxa', name: 'Inoxa Chef', handle: 'de polipropileno', level: 0.8 },
      { brand: 'Cuchillería Albacete', name: 'Albacete Damasco', handle: 'de micarta', level: 2.6 },
    ],
    cm: [9, 10, 15, 16, 17, 18, 20, 23, 25],
  },
  valid: (a) => a.type.lengths.includes(a.cm),
  name: (a) => `Cuchillo ${a.type.name} ${a.line.name} ${a.cm} cm`,
  brand: (a) => a.line.brand,
  price: (a) => a.type.base * a.line.level * (a.cm / 20) ** 0.6,
  weight: (a) => 0.1 + a.cm / 100,
  specs: (a) => [
    ['Hoja', `${a.cm} cm de acero inoxidable al molibdeno`],
    ['Mango', cap(a.line.handle)],
    ['Fabricación', a.line.brand === 'Cuchillería Albacete' ? 'Forjado en Albacete' : 'Estampado'],
    ['Lavavajillas', 'Mejor a mano'],
  ],
  line: (a) => `${a.type.name}|${a.line.name}`,
  size: (a) => a.cm,
  art: () => ['kitchen-knife', 'onion', 'carrot'],
  text: (a, rng) => [
    `Cuchillo ${a.type.name} con hoja de ${a.cm} cm y mango ${a.line.handle}.`,
    rng.pick([
      'Sale muy afilado de fábrica y mantiene el filo.',
      'Equilibrado y cómodo incluso en cortes largos.',
    ]),
    'Lávalo a mano y sécalo enseguida para conservar el filo.',
  ],
});

const knifeBlock = defineKind({
  key: 'juego-cuchillos',
  noun: { text: 'Juego', gender: 'm' },
  reviews: 'knives',
  axes: {
    line: [
      { brand: 'Cuchillería Albacete', name: 'Albacete Forja', level: 1.3 },
      { brand: 'Cuchillería Albacete', name: 'Albacete Olivo', level: 1.5 },
      { brand: 'Inoxa', name: 'Inoxa Chef', level: 0.8 },
      { brand: 'Cuchillería Albacete', name: 'Albacete Damasco', level: 2.6 },
    ],
    pieces: [3, 5, 7],
  },
  name: (a) => `Juego de cuchillos con taco ${a.line.name} ${a.pieces} piezas`,
  brand: (a) => a.line.brand,
  price: (a) => 14 * a.line.level * a.pieces + 12,
  weight: (a) => 0.8 + a.pieces * 0.2,
  specs: (a) => [
    ['Piezas', `${a.pieces - 1} cuchillos y taco de madera`],
    ['Hojas', 'Acero inoxidable al molibdeno'],
  ],
  line: (a) => a.line.name,
  size: (a) => a.pieces,
  art: () => ['kitchen-knife', 'wood', 'carrot'],
  text: (a) => [
    `Juego de ${a.pieces - 1} cuchillos de la serie ${a.line.name} con taco de madera; hojas de acero inoxidable al molibdeno.`,
    'Todo lo necesario para pelar, picar, trinchar y cortar pan.',
  ],
});

const board = defineKind({
  key: 'tabla',
  noun: { text: 'Tabla', gender: 'f' },
  reviews: 'boards',
  axes: {
    material: [
      { name: 'de madera de olivo', base: 24, brand: 'Menaje Levante' },
      { name: 'de bambú', base: 11, brand: 'Cocinex' },
      { name: 'de polietileno', base: 8, brand: 'Cocinex' },
      { name: 'de madera de haya', base: 14, brand: 'Menaje Levante' },
      { name: 'de madera de acacia', base: 16, brand: 'Cocinex' },
      { name: 'de fibra de madera', base: 12, brand: 'Menaje Levante' },
    ],
    groove: ['', 'con canal para jugos'],
    size: [
      { w: 25, h: 15 },
      { w: 30, h: 20 },
      { w: 40, h: 25 },
      { w: 50, h: 35 },
    ],
  },
  name: (a) =>
    `Tabla de cortar ${a.material.name} ${a.groove} ${a.material.brand} ${a.size.w} × ${a.size.h} cm`,
  brand: (a) => a.material.brand,
  price: (a) => (a.material.base + (a.groove ? 3 : 0)) * ((a.size.w * a.size.h) / 1000) ** 0.7,
  weight: (a) => (a.size.w * a.size.h) / 900,
  specs: (a) => [
    ['Medidas', `${a.size.w} × ${a.size.h} cm`],
    ['Material', cap(a.material.name.replace(/^de /, ''))],
    ['Lavavajillas', a.material.name === 'de polietileno' ? 'Sí' : 'No'],
  ],
  line: (a) => `${a.material.name}|${a.groove}`,
  size: (a) => a.size.w,
  art: () => ['wood', 'kitchen-knife', 'bread'],
  text: (a) => [
    `Tabla de cortar ${a.material.name} de ${a.size.w} × ${a.size.h} cm.`,
    a.material.name === 'de polietileno'
      ? 'No absorbe olores y va al lavavajillas.'
      : 'Respeta el filo de los cuchillos; hidrátala de vez en cuando con aceite.',
  ],
});

const utensil = defineKind({
  key: 'utensilio',
  noun: { text: 'Espátula', gender: 'f' },
  reviews: 'utensils',
  axes: {
    type: [
      { noun: 'Espátula', base: 5.5 },
      { noun: 'Cucharón', base: 6.5 },
      { noun: 'Espumadera', base: 6 },
      { noun: 'Cuchara de servir', base: 5 },
      { noun: 'Batidor de varillas', base: 7 },
    ],
    material: [
      { name: 'de silicona', level: 1, brand: 'Cocinex' },
      { name: 'de madera de haya', level: 0.9, brand: 'Menaje Levante' },
      { name: 'de acero inoxidable', level: 1.4, brand: 'Inoxa' },
    ],
    cm: [25, 30, 35],
  },
  valid: (a) => a.type.noun !== 'Batidor de varillas' || a.material.level !== 0.9,
  name: (a) => `${a.type.noun} ${a.material.name} ${a.material.brand} ${a.cm} cm`,
  brand: (a) => a.material.brand,
  price: (a) => a.type.base * a.material.level * (a.cm / 30),
  weight: () => 0.15,
  specs: (a) => [
    ['Longitud', `${a.cm} cm`],
    ['Material', cap(a.material.name.replace(/^de /, ''))],
    ['Apto para antiadherente', a.material.level === 1.4 ? 'No' : 'Sí'],
  ],
  line: (a) => `${a.type.noun}|${a.material.name}`,
  size: (a) => a.cm,
  art: () => ['spoon', 'pot-of-food', 'sparkles'],
  text: (a) => [
    `${a.type.noun} ${a.material.name} de ${a.cm} cm.`,
    a.material.level === 1.4
      ? 'Robusta y apta para lavavajillas; mejor no usarla en antiadherentes.'
      : 'No raya las sartenes antiadherentes y aguanta hasta 220 °C.',
  ],
});

const container = defineKind({
  key: 'taper',
  noun: { text: 'Táper', gender: 'm' },
  reviews: 'storage',
  axes: {
    material: [
      { name: 'de vidrio con tapa hermética', base: 6, brand: 'Menaje Levante' },
      { name: 'de vidrio con tapa hermética', base: 6.6, brand: 'Inoxa' },
      { name: 'de plástico sin BPA', base: 3, brand: 'Cocinex' },
      { name: 'de plástico sin BPA', base: 2.7, brand: 'Menaje Levante' },
    ],
    litres: [0.4, 0.6, 1, 1.5],
    units: [1, 3],
  },
  name: (a) =>
    a.units === 1
      ? `Táper ${a.material.name} ${a.material.brand} ${volume(a.litres)}`
      : `Set de 3 táperes ${a.material.name} ${a.material.brand} ${volume(a.litres)}`,
  brand: (a) => a.material.brand,
  price: (a) => a.material.base * a.litres ** 0.5 * a.units,
  weight: (a) => (a.material.base > 5 ? 0.5 : 0.15) * a.litres * a.units + 0.1,
  specs: (a) => [
    ['Capacidad', volume(a.litres)],
    ['Unidades', String(a.units)],
    [
      'Microondas, horno y congelador',
      a.material.base > 5 ? 'Sí (sin la tapa en el horno)' : 'Microondas y congelador',
    ],
  ],
  line: (a) => `${a.material.name}|${a.material.brand}|${a.litres}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['takeout-box', 'bento-box', 'green-salad'],
  text: (a) => [
    `Táper ${a.material.name} de ${volume(a.litres)}${a.units > 1 ? ', en un set de 3' : ''}.`,
    'Cierre de cuatro pestañas con junta de silicona: no gotea en la mochila.',
  ],
});

const lunchbox = defineKind({
  key: 'fiambrera',
  noun: { text: 'Fiambrera', gender: 'f' },
  reviews: 'storage',
  axes: {
    type: [
      { name: 'térmica', base: 16 },
      { name: 'de acero inoxidable', base: 13 },
    ],
    maker: [
      { brand: 'Menaje Levante', level: 1 },
      { brand: 'Inoxa', level: 1.1 },
    ],
    litres: [0.6, 0.8, 1.2],
  },
  name: (a) => `Fiambrera ${a.type.name} ${a.maker.brand} ${volume(a.litres)}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * a.litres ** 0.5,
  weight: (a) => 0.3 + a.litres * 0.2,
  specs: (a) => [
    ['Capacidad', volume(a.litres)],
    ['Tipo', cap(a.type.name)],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.litres,
  art: () => ['bento-box', 'takeout-box', 'fork-and-knife'],
  text: (a) => [
    `Fiambrera ${a.type.name} de ${volume(a.litres)} con cubiertos.`,
    'Mantiene la comida caliente o fría hasta la hora de comer.',
  ],
});

const jar = defineKind({
  key: 'bote',
  noun: { text: 'Bote', gender: 'm' },
  reviews: 'storage',
  axes: {
    material: [
      { name: 'hermético de vidrio', base: 5, brand: 'Menaje Levante' },
      { name: 'hermético de acero inoxidable', base: 9, brand: 'Inoxa' },
      { name: 'hermético de vidrio con cierre de clip', base: 6, brand: 'Cocinex' },
      { name: 'hermético de bambú y vidrio', base: 8, brand: 'Menaje Levante' },
    ],
    litres: [0.5, 0.75, 1, 1.5, 2],
  },
  name: (a) => `Bote ${a.material.name} ${a.material.brand} ${volume(a.litres)}`,
  brand: (a) => a.material.brand,
  price: (a) => a.material.base * a.litres ** 0.5,
  weight: (a) => 0.3 + a.litres * 0.3,
  specs: (a) => [
    ['Capacidad', volume(a.litres)],
    ['Cierre', 'Tapa con junta de silicona'],
  ],
  line: (a) => a.material.name,
  size: (a) => a.litres,
  art: () => ['jar', 'chestnut', 'sparkles'],
  text: (a) => [
    `Bote ${a.material.name} de ${volume(a.litres)}.`,
    'Conserva secos el café, el arroz o las legumbres.',
  ],
});

const preserveJar = defineKind({
  key: 'tarro',
  noun: { text: 'Tarro', gender: 'm' },
  reviews: 'storage',
  axes: { ml: [125, 212, 250, 370, 500, 720, 1000], units: [6, 12, 24] },
  name: (a) => `Pack de ${a.units} tarros de cristal con tapa de rosca Menaje Levante ${a.ml} ml`,
  brand: () => 'Menaje Levante',
  price: (a) => 0.9 * (a.ml / 370) ** 0.6 * a.units,
  weight: (a) => (0.2 + a.ml / 2000) * a.units,
  specs: (a) => [
    ['Capacidad', `${a.ml} ml`],
    ['Unidades', String(a.units)],
    ['Uso', 'Conservas al baño maría y mermeladas'],
  ],
  line: (a) => String(a.ml),
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['jar', 'honey-pot', 'strawberry'],
  text: (a) => [
    `${a.units} tarros de cristal de ${a.ml} ml con tapa metálica de rosca.`,
    'Para conservas al baño maría, mermeladas y encurtidos.',
  ],
});

/** The kinds of each kitchen leaf, by leaf name. */
export const KITCHEN: Record<string, Kind[]> = {
  Sartenes: [pan],
  Cazos: [saucepan],
  Woks: [wok],
  'Ollas a presión': [pressureCooker],
  'Cacerolas y cazuelas': [casserole, clayPot],
  Paelleras: [paellaPan],
  Vajillas: [dinnerSet, plates, mugs],
  Cuberterías: [cutlery],
  Cristalería: [tumblers, jug],
  Cuchillos: [knife, knifeBlock],
  'Tablas de cortar': [board],
  'Espátulas y cucharones': [utensil],
  'Táperes y fiambreras': [container, lunchbox],
  'Botes y tarros': [jar, preserveJar],
};
