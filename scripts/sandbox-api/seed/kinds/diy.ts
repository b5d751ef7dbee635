/** Bricolaje: power tools by wattage or voltage, hand tools by size, hardware by pack, paint by litre. */
import { defineKind, es, type Kind, volume } from './kind.ts';

const cap = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const WARRANTY = 'Tres años de garantía legal.';

const POWER_BRANDS = [
  { brand: 'Herramientas Tajo', level: 1.2, series: 'Tajo Pro' },
  { brand: 'Bricomax', level: 1, series: 'Bricomax' },
  { brand: 'Motores Ebro', level: 1.1, series: 'Ebro Work' },
];

const drill = defineKind({
  key: 'taladro',
  noun: { text: 'Taladro', gender: 'm' },
  reviews: 'powerTools',
  axes: { maker: POWER_BRANDS, watts: [550, 710, 850, 1100], kit: [false, true] },
  name: (a) =>
    `Taladro percutor ${a.maker.series} ${es(a.watts)} W${a.kit ? ' con maletín y 50 accesorios' : ''}`,
  brand: (a) => a.maker.brand,
  price: (a) => 42 * a.maker.level * (a.watts / 710) ** 0.9 * (a.kit ? 1.35 : 1),
  weight: (a) => 1.5 + a.watts / 800,
  specs: (a) => [
    ['Potencia', `${es(a.watts)} W`],
    ['Portabrocas', a.watts >= 850 ? 'Automático de 13 mm' : 'De llave de 13 mm'],
    ['Percusión', `${es(Math.round(a.watts * 42))} golpes por minuto`],
    [
      'Incluye',
      a.kit
        ? 'Maletín, 50 brocas y puntas, empuñadura adicional y tope'
        : 'Empuñadura adicional y tope de profundidad',
    ],
  ],
  line: (a) => `${a.maker.brand}|${a.kit}`,
  size: (a) => a.watts,
  art: () => ['hammer-and-wrench', 'nut-and-bolt', 'high-voltage'],
  text: (a) => [
    `Taladro percutor de ${es(a.watts)} W para madera, metal y ladrillo.`,
    a.watts >= 850
      ? 'Con potencia de sobra para hormigón y brocas de hasta 13 mm.'
      : 'Ligero y manejable para colgar cuadros, estanterías y cortinas.',
    WARRANTY,
  ],
});

const cordlessDrill = defineKind({
  key: 'taladro-bateria',
  noun: { text: 'Taladro', gender: 'm' },
  reviews: 'powerTools',
  axes: {
    maker: POWER_BRANDS,
    tool: [
      { name: 'Taladro percutor sin cable', volts: 18, base: 79 },
      { name: 'Atornillador sin cable', volts: 12, base: 49 },
    ],
    kit: [
      { name: 'sin batería', level: 0.6, batteries: 0, ah: 0 },
      { name: 'con batería de 2,0 Ah', level: 1, batteries: 1, ah: 2 },
      { name: 'con 2 baterías de 4,0 Ah', level: 1.6, batteries: 2, ah: 4 },
    ],
  },
  name: (a) => `${a.tool.name} ${a.maker.series} ${a.tool.volts} V ${a.kit.name}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.tool.base * a.maker.level * a.kit.level,
  weight: (a) => 1.2 + a.kit.batteries * 0.5,
  specs: (a) => [
    ['Tensión', `${a.tool.volts} V`],
    [
      'Baterías',
      a.kit.batteries
        ? `${a.kit.batteries} × ${es(a.kit.ah, 1)} Ah de litio`
        : 'No incluidas (compatibles con toda la gama)',
    ],
    ['Par máximo', `${a.tool.volts * 3} Nm`],
  ],
  line: (a) => `${a.maker.brand}|${a.tool.name}`,
  size: (a) => a.kit.level,
  art: () => ['hammer-and-wrench', 'battery', 'nut-and-bolt'],
  text: (a) => [
    `${a.tool.name} de ${a.tool.volts} V ${a.kit.name}${a.kit.batteries ? ' y cargador' : ''}.`,
    'Embrague de 20 posiciones y luz LED para atornillar sin pasarse de rosca.',
    WARRANTY,
  ],
});

const saw = defineKind({
  key: 'sierra',
  noun: { text: 'Sierra', gender: 'f' },
  reviews: 'powerTools',
  axes: {
    maker: POWER_BRANDS,
    tool: [
      { name: 'de calar', watts: [500, 650, 800], base: 45, ref: 650 },
      { name: 'circular', watts: [1200, 1400, 1800], base: 79, ref: 1400 },
      { name: 'de inglete', watts: [1400, 1800], base: 129, ref: 1400 },
    ],
    watts: [500, 650, 800, 1200, 1400, 1800],
    kit: [false, true],
  },
  valid: (a) => a.tool.watts.includes(a.watts),
  name: (a) => `Sierra ${a.tool.name} ${a.maker.series} ${es(a.watts)} W${a.kit ? ' con 10 hojas' : ''}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.tool.base * a.maker.level * (a.watts / a.tool.ref) ** 0.9 + (a.kit ? 12 : 0),
  weight: (a) => 1.5 + a.watts / 500,
  specs: (a) => [
    ['Potencia', `${es(a.watts)} W`],
    [
      'Corte',
      a.tool.name !== 'de calar'
        ? `Hasta ${Math.round(a.watts / 25)} mm en madera`
        : `Hasta ${Math.round(a.watts / 8)} mm en madera`,
    ],
    [
      'Incluye',
      a.kit ? 'Diez hojas para madera y metal y guía paralela' : 'Una hoja para madera y guía paralela',
    ],
  ],
  line: (a) => `${a.maker.brand}|${a.tool.name}|${a.kit}`,
  size: (a) => a.watts,
  art: () => ['carpentry-saw', 'wood', 'high-voltage'],
  text: (a) => [
    `Sierra ${a.tool.name} de ${es(a.watts)} W con guía paralela.`,
    a.tool.name !== 'de calar'
      ? 'Cortes rectos y limpios en tablero, listones y molduras.'
      : 'Cortes curvos y rectos en madera, plástico y metal fino.',
    WARRANTY,
  ],
});

const sander = defineKind({
  key: 'lijadora',
  noun: { text: 'Lijadora', gender: 'f' },
  reviews: 'powerTools',
  axes: {
    maker: POWER_BRANDS,
    tool: [
      { name: 'orbital', watts: [200, 300], base: 35, ref: 200 },
      { name: 'excéntrica', watts: [350, 450], base: 55, ref: 350 },
      { name: 'de banda', watts: [800, 950], base: 69, ref: 800 },
    ],
    watts: [200, 300, 350, 450, 800, 950],
    kit: [false, true],
  },
  valid: (a) => a.tool.watts.includes(a.watts),
  name: (a) => `Lijadora ${a.tool.name} ${a.maker.series} ${a.watts} W${a.kit ? ' con 20 lijas' : ''}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.tool.base * a.maker.level * (a.watts / a.tool.ref) ** 0.9 + (a.kit ? 7 : 0),
  weight: (a) => 1 + a.watts / 400,
  specs: (a) => [
    ['Potencia', `${a.watts} W`],
    ['Aspiración', 'Bolsa de polvo y adaptador para aspirador'],
  ],
  line: (a) => `${a.maker.brand}|${a.tool.name}|${a.kit}`,
  size: (a) => a.watts,
  art: () => ['wood', 'sparkles', 'high-voltage'],
  text: (a) => [
    `Lijadora ${a.tool.name} de ${a.watts} W con bolsa de polvo.`,
    'Deja la madera lista para barnizar sin marcas.',
    WARRANTY,
  ],
});

const multiTool = defineKind({
  key: 'multiherramienta',
  noun: { text: 'Multiherramienta', gender: 'f' },
  reviews: 'powerTools',
  axes: { maker: POWER_BRANDS, watts: [300, 400] },
  name: (a) => `Multiherramienta oscilante ${a.maker.series} ${a.watts} W`,
  brand: (a) => a.maker.brand,
  price: (a) => 49 * a.maker.level * (a.watts / 300) ** 0.9,
  weight: () => 1.6,
  specs: (a) => [
    ['Potencia', `${a.watts} W`],
    ['Incluye', 'Hojas de corte, rascador y base de lijado'],
  ],
  line: (a) => a.maker.brand,
  size: (a) => a.watts,
  art: () => ['hammer-and-wrench', 'carpentry-saw', 'high-voltage'],
  text: (a) => [
    `Multiherramienta oscilante de ${a.watts} W: corta, lija y rasca.`,
    'Para rincones a los que no llega otra herramienta.',
    WARRANTY,
  ],
});

const HAND_BRANDS = [
  { brand: 'Taller Ibérico', level: 1.15 },
  { brand: 'Ferretería Duero', level: 1 },
  { brand: 'Bricomax', level: 0.9 },
];

const LOCKS = [
  { brand: 'Cerrajería Cantábrica', level: 1 },
  { brand: 'Ferretería Duero', level: 0.9 },
];

const screwdrivers = defineKind({
  key: 'destornilladores',
  noun: { text: 'Juego', gender: 'm' },
  reviews: 'handTools',
  axes: {
    type: [
      { name: 'de destornilladores', sizes: [6, 8, 12], each: 2.1 },
      { name: 'de destornilladores de precisión', sizes: [24, 32, 62], each: 0.45 },
      { name: 'de destornilladores aislados 1.000 V', sizes: [5, 7], each: 3.4 },
    ],
    maker: HAND_BRANDS,
    pieces: [5, 6, 7, 8, 12, 24, 32, 62],
    holder: ['', 'en estuche'],
  },
  valid: (a) => a.type.sizes.includes(a.pieces),
  name: (a) => `Juego ${a.type.name} ${a.maker.brand} ${a.pieces} piezas ${a.holder}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.each * a.maker.level * a.pieces ** 0.9 + 3 + (a.holder ? 3 : 0),
  weight: (a) => 0.2 + a.pieces * 0.05,
  specs: (a) => [
    ['Piezas', String(a.pieces)],
    [
      'Puntas',
      a.type.name.includes('precisión')
        ? 'Plana, Phillips, Torx, hexagonal y triangular'
        : 'Planas y Phillips',
    ],
    ['Acero', 'Cromo-vanadio con punta magnética'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}|${a.holder}`,
  size: (a) => a.pieces,
  art: () => ['screwdriver', 'toolbox', 'nut-and-bolt'],
  text: (a) => [
    `Juego ${a.type.name} de ${a.pieces} piezas en acero al cromo-vanadio.`,
    'Mangos bimateria y puntas imantadas.',
  ],
});

const hammer = defineKind({
  key: 'martillo',
  noun: { text: 'Martillo', gender: 'm' },
  reviews: 'handTools',
  axes: {
    type: [
      { noun: 'Martillo de carpintero', grams: [300, 450, 650], perKg: 26 },
      { noun: 'Mazo de goma', grams: [450, 680, 900], perKg: 14 },
      { noun: 'Maceta de albañil', grams: [1000, 1250, 1500], perKg: 12 },
    ],
    handle: [
      { name: 'con mango de fibra de vidrio', level: 1 },
      { name: 'con mango de madera de fresno', level: 1.1 },
    ],
    maker: HAND_BRANDS,
    grams: [300, 450, 650, 680, 900, 1000, 1250, 1500],
  },
  valid: (a) => a.type.grams.includes(a.grams),
  name: (a) => `${a.type.noun} ${a.handle.name} ${a.maker.brand} ${a.grams} g`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.perKg * a.handle.level * a.maker.level * (a.grams / 1000) ** 0.6 + 4,
  weight: (a) => a.grams / 1000 + 0.2,
  specs: (a) => [
    ['Peso de la cabeza', `${a.grams} g`],
    ['Mango', cap(a.handle.name.replace('con mango de ', ''))],
  ],
  line: (a) => `${a.type.noun}|${a.handle.name}|${a.maker.brand}`,
  size: (a) => a.grams,
  art: () => ['hammer', 'nut-and-bolt', 'wood'],
  text: (a) => [
    `${a.type.noun} con cabeza de ${a.grams} g ${a.handle.name}.`,
    'Absorbe las vibraciones y no resbala en la mano.',
  ],
});

const wrench = defineKind({
  key: 'llave',
  noun: { text: 'Llave', gender: 'f' },
  reviews: 'handTools',
  axes: { maker: HAND_BRANDS, mm: [150, 200, 250, 300], finish: ['cromada', 'fosfatada negra'] },
  name: (a) => `Llave inglesa ajustable ${a.finish} ${a.maker.brand} ${a.mm} mm`,
  brand: (a) => a.maker.brand,
  price: (a) => 9 * a.maker.level * (a.mm / 200) ** 1.1 * (a.finish === 'cromada' ? 1 : 1.1),
  weight: (a) => a.mm / 600,
  specs: (a) => [
    ['Longitud', `${a.mm} mm`],
    ['Apertura máxima', `${Math.round(a.mm / 7)} mm`],
    ['Acero', 'Cromo-vanadio'],
  ],
  line: (a) => `${a.maker.brand}|${a.finish}`,
  size: (a) => a.mm,
  art: () => ['wrench', 'nut-and-bolt', 'toolbox'],
  text: (a) => [
    `Llave inglesa de ${a.mm} mm con apertura de hasta ${Math.round(a.mm / 7)} mm.`,
    'Mordaza sin holgura y escala grabada.',
  ],
});

const keySet = defineKind({
  key: 'juego-llaves',
  noun: { text: 'Juego', gender: 'm' },
  reviews: 'handTools',
  axes: {
    type: [
      { name: 'de llaves Allen', sizes: [9, 13], each: 0.9 },
      { name: 'de llaves combinadas', sizes: [8, 12, 22], each: 2.6 },
      { name: 'de llaves de vaso con carraca', sizes: [25, 46, 94], each: 1.1 },
    ],
    maker: HAND_BRANDS,
    pieces: [8, 9, 12, 13, 22, 25, 46, 94],
  },
  valid: (a) => a.type.sizes.includes(a.pieces),
  name: (a) => `Juego ${a.type.name} ${a.maker.brand} ${a.pieces} piezas`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.each * a.maker.level * a.pieces + 3,
  weight: (a) => 0.1 * a.pieces,
  specs: (a) => [
    ['Piezas', String(a.pieces)],
    [
      'Medidas',
      a.type.name.includes('Allen')
        ? 'De 1,5 a 10 mm'
        : a.type.name.includes('vaso')
          ? 'Vasos de 4 a 32 mm, carraca de 1/4 y 1/2 pulgadas'
          : `De 6 a ${5 + a.pieces} mm`,
    ],
    ['Acero', 'Cromo-vanadio'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.pieces,
  art: () => ['wrench', 'toolbox', 'nut-and-bolt'],
  text: (a) => [
    `Juego ${a.type.name} de ${a.pieces} piezas en métrico.`,
    'Se guardan en su soporte, cada una en su sitio.',
  ],
});

const screws = defineKind({
  key: 'tornillos',
  noun: { text: 'Caja', gender: 'f' },
  reviews: 'hardware',
  axes: {
    size: [
      { mm: '3,5 × 30 mm', each: 0.025 },
      { mm: '4 × 40 mm', each: 0.032 },
      { mm: '5 × 50 mm', each: 0.05 },
      { mm: '6 × 60 mm', each: 0.08 },
    ],
    units: [100, 200, 500],
    steel: [
      { name: 'cincados', level: 1 },
      { name: 'de acero inoxidable', level: 2.2 },
    ],
  },
  name: (a) => `Caja de ${a.units} tornillos para madera ${a.steel.name} Ferretería Duero ${a.size.mm}`,
  brand: () => 'Ferretería Duero',
  price: (a) => a.size.each * a.steel.level * a.units + 1.5,
  weight: (a) => a.units * a.size.each * 0.1,
  specs: (a) => [
    ['Medida', a.size.mm],
    ['Unidades', String(a.units)],
    ['Cabeza', `Avellanada Pozidriv, acero ${a.steel.level > 1 ? 'inoxidable A2' : 'cincado'}`],
  ],
  line: (a) => `${a.size.mm}|${a.steel.name}`,
  size: (a) => a.units,
  art: () => ['nut-and-bolt', 'package', 'screwdriver'],
  text: (a) => [
    `${a.units} tornillos para madera de ${a.size.mm}, ${a.steel.name}.`,
    'Punta autoperforante que no abre la madera.',
  ],
});

const plugs = defineKind({
  key: 'tacos',
  noun: { text: 'Caja', gender: 'f' },
  reviews: 'hardware',
  axes: {
    mm: [6, 8, 10],
    units: [50, 100, 200],
    type: [
      { name: 'de nailon', level: 1 },
      { name: 'universales', level: 1.3 },
    ],
  },
  name: (a) => `Caja de ${a.units} tacos ${a.type.name} Ferretería Duero ${a.mm} mm`,
  brand: () => 'Ferretería Duero',
  price: (a) => (0.02 + a.mm * 0.004) * a.type.level * a.units + 1.2,
  weight: (a) => a.units * 0.002 * a.mm,
  specs: (a) => [
    ['Diámetro', `${a.mm} mm`],
    ['Unidades', String(a.units)],
    ['Para', 'Ladrillo, hormigón y piedra'],
  ],
  line: (a) => `${a.mm}|${a.type.name}`,
  size: (a) => a.units,
  art: () => ['nut-and-bolt', 'brick', 'hammer'],
  text: (a) => [
    `${a.units} tacos ${a.type.name} de ${a.mm} mm para ${a.type.level > 1 ? 'pared maciza o hueca' : 'pared maciza'}.`,
    'Se expanden sin girar y sujetan con firmeza.',
  ],
});

const padlock = defineKind({
  key: 'candado',
  noun: { text: 'Candado', gender: 'm' },
  reviews: 'hardware',
  axes: {
    type: [
      { name: 'de latón', base: 7 },
      { name: 'de acero blindado', base: 14 },
      { name: 'de combinación', base: 9 },
    ],
    maker: LOCKS,
    mm: [30, 40, 50, 60],
  },
  name: (a) => `Candado ${a.type.name} ${a.maker.brand} ${a.mm} mm`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.mm / 40) ** 1.2,
  weight: (a) => a.mm / 200,
  specs: (a) => [
    ['Ancho', `${a.mm} mm`],
    ['Apertura', a.type.name === 'de combinación' ? 'Combinación de 4 cifras' : 'Con 3 llaves'],
    ['Arco', 'Acero templado'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.mm,
  art: () => ['locked', 'key', 'shield'],
  text: (a) => [
    `Candado ${a.type.name} de ${a.mm} mm${a.type.name === 'de combinación' ? '' : ' con tres llaves'}.`,
    'Arco de acero templado resistente al corte.',
  ],
});

const cylinder = defineKind({
  key: 'bombin',
  noun: { text: 'Bombín', gender: 'm' },
  reviews: 'hardware',
  axes: {
    size: ['30 × 30 mm', '30 × 40 mm', '40 × 40 mm'],
    grade: [
      { name: 'de seguridad', base: 19 },
      { name: 'antibumping de alta seguridad', base: 39 },
    ],
    maker: LOCKS,
  },
  name: (a) => `Bombín ${a.grade.name} ${a.maker.brand} ${a.size}`,
  brand: (a) => a.maker.brand,
  price: (a) =>
    a.grade.base * a.maker.level * (a.size === '40 × 40 mm' ? 1.15 : a.size === '30 × 40 mm' ? 1.07 : 1),
  weight: () => 0.35,
  specs: (a) => [
    ['Medida', a.size],
    ['Llaves', '5 de seguridad con tarjeta de copia'],
    [
      'Protección',
      a.grade.name.includes('antibumping') ? 'Antibumping, antiganzúa y antitaladro' : 'Antiganzúa',
    ],
  ],
  line: (a) => `${a.grade.name}|${a.maker.brand}`,
  size: (a) => Number(a.size.slice(5, 7)) + Number(a.size.slice(0, 2)),
  art: () => ['door', 'key', 'locked'],
  text: (a) => [
    `Bombín ${a.grade.name} de ${a.size} con cinco llaves.`,
    'Mide la puerta de la leva a cada lado antes de elegir la medida.',
  ],
});

const bolt = defineKind({
  key: 'cerrojo',
  noun: { text: 'Cerrojo', gender: 'm' },
  reviews: 'hardware',
  axes: { mm: [60, 80, 100], finish: ['latonado', 'niquelado'], maker: LOCKS },
  name: (a) => `Cerrojo de sobreponer ${a.finish} ${a.maker.brand} ${a.mm} mm`,
  brand: (a) => a.maker.brand,
  price: (a) => 6.5 * a.maker.level * (a.mm / 80) ** 0.8,
  weight: () => 0.2,
  specs: (a) => [
    ['Longitud', `${a.mm} mm`],
    ['Acabado', cap(a.finish)],
    ['Incluye', 'Tornillos y cerradero'],
  ],
  line: (a) => `${a.finish}|${a.maker.brand}`,
  size: (a) => a.mm,
  art: () => ['locked', 'door', 'nut-and-bolt'],
  text: (a) => [
    `Cerrojo de sobreponer ${a.finish} de ${a.mm} mm con tornillos.`,
    'Para puertas de madera, armarios y trasteros.',
  ],
});

const PAINT_BRANDS = [
  { brand: 'Pinturas Sierra', level: 1 },
  { brand: 'Pinturas del Ebro', level: 0.92 },
];

const paint = defineKind({
  key: 'pintura',
  noun: { text: 'Pintura', gender: 'f' },
  reviews: 'paint',
  axes: {
    type: [
      { name: 'plástica blanca mate', perLitre: 5.2 },
      { name: 'plástica blanca satinada', perLitre: 6.1 },
      { name: 'plástica lavable antimoho', perLitre: 8.4 },
      { name: 'plástica gris perla satinada', perLitre: 7.2 },
      { name: 'plástica verde salvia mate', perLitre: 7.2 },
    ],
    maker: PAINT_BRANDS,
    litres: [0.75, 4, 15],
  },
  name: (a) => `Pintura ${a.type.name} ${a.maker.brand} ${volume(a.litres)}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.perLitre * a.maker.level * a.litres * (a.litres < 1 ? 1.4 : 1),
  weight: (a) => a.litres * 1.45,
  specs: (a) => [
    ['Contenido', volume(a.litres)],
    ['Rendimiento', `${Math.round(a.litres * 11)} m² por mano`],
    ['Acabado', cap(a.type.name.split(' ').at(-1)!)],
    ['Secado', '1 hora al tacto; segunda mano a las 4 horas'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}|${a.litres < 1 ? 'bote' : 'cubo'}`,
  size: (a) => a.litres,
  measure: (a) => ({ unit: 'l', amount: a.litres }),
  art: () => ['bucket', 'house', 'artist-palette'],
  text: (a) => [
    `Pintura ${a.type.name} al agua para paredes y techos de interior, en envase de ${volume(a.litres)}.`,
    `Cubre unos ${Math.round(a.litres * 11)} m² por mano, casi sin olor.`,
  ],
});

const enamel = defineKind({
  key: 'esmalte',
  noun: { text: 'Esmalte', gender: 'm' },
  reviews: 'paint',
  axes: {
    finish: ['brillante', 'satinado'],
    colour: ['blanco', 'negro', 'rojo carruaje', 'verde carruaje', 'gris perla'],
    maker: PAINT_BRANDS,
    litres: [0.75, 4],
  },
  valid: (a) => a.litres < 1 || a.colour === 'blanco' || a.colour === 'negro',
  name: (a) => `Esmalte ${a.colour} ${a.finish} al agua ${a.maker.brand} ${volume(a.litres)}`,
  brand: (a) => a.maker.brand,
  price: (a) => 13.5 * a.maker.level * a.litres * (a.litres < 1 ? 1.3 : 1),
  weight: (a) => a.litres * 1.3,
  specs: (a) => [
    ['Contenido', volume(a.litres)],
    ['Color', cap(a.colour)],
    ['Acabado', cap(a.finish)],
    ['Superficies', 'Madera, metal y PVC'],
  ],
  line: (a) => `${a.finish}|${a.colour}|${a.maker.brand}|${a.litres < 1 ? 'bote' : 'cubo'}`,
  size: (a) => a.litres,
  measure: (a) => ({ unit: 'l', amount: a.litres }),
  art: () => ['bucket', 'wood', 'paintbrush'],
  text: (a) => [
    `Esmalte al agua ${a.colour} de acabado ${a.finish} para madera, metal y PVC.`,
    'Sin olor y lavable; las brochas se limpian con agua.',
  ],
});

const brush = defineKind({
  key: 'brocha',
  noun: { text: 'Brocha', gender: 'f' },
  reviews: 'paint',
  axes: {
    type: [
      { name: 'plana de cerdas naturales', base: 3.6 },
      { name: 'plana de fibra sintética', base: 3.2 },
      { name: 'redonda de cerdas naturales', base: 4.1 },
    ],
    maker: PAINT_BRANDS,
    mm: [30, 50, 70, 100],
  },
  name: (a) => `Brocha ${a.type.name} ${a.maker.brand} ${a.mm} mm`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.mm / 50) ** 0.8,
  weight: () => 0.1,
  specs: (a) => [
    ['Ancho', `${a.mm} mm`],
    [
      'Filamento',
      a.type.name.includes('naturales')
        ? 'Cerda natural (esmaltes y barnices)'
        : 'Sintético (pinturas al agua)',
    ],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.mm,
  art: () => ['paintbrush', 'artist-palette', 'sparkles'],
  text: (a) => [`Brocha ${a.type.name} de ${a.mm} mm.`, 'No suelta pelo y deja un acabado uniforme.'],
});

const roller = defineKind({
  key: 'rodillo',
  noun: { text: 'Rodillo', gender: 'm' },
  reviews: 'paint',
  axes: {
    cm: [11, 18, 22],
    kit: [false, true],
    maker: [
      { brand: 'Bricomax', level: 1 },
      { brand: 'Pinturas Sierra', level: 1.1 },
    ],
  },
  name: (a) => `Rodillo antigota ${a.kit ? 'con cubeta ' : ''}${a.maker.brand} ${a.cm} cm`,
  brand: (a) => a.maker.brand,
  price: (a) => (4.5 + (a.kit ? 4 : 0)) * a.maker.level * (a.cm / 18) ** 0.7,
  weight: (a) => (a.kit ? 0.6 : 0.25),
  specs: (a) => [
    ['Ancho', `${a.cm} cm`],
    ['Pelo', 'Microfibra de 12 mm'],
    ['Incluye', a.kit ? 'Cubeta con escurridor' : 'Solo el rodillo'],
  ],
  line: (a) => `${a.kit}|${a.maker.brand}`,
  size: (a) => a.cm,
  art: () => ['paintbrush', 'house', 'artist-palette'],
  text: (a) => [
    `Rodillo antigota de microfibra de ${a.cm} cm${a.kit ? ' con cubeta' : ''}.`,
    'Carga mucha pintura y no salpica.',
  ],
});

const tape = defineKind({
  key: 'cinta',
  noun: { text: 'Cinta', gender: 'f' },
  reviews: 'paint',
  axes: { mm: [19, 25, 38, 50], maker: PAINT_BRANDS },
  name: (a) => `Cinta de carrocero ${a.maker.brand} ${a.mm} mm × 50 m`,
  brand: (a) => a.maker.brand,
  price: (a) => 2.2 * a.maker.level * (a.mm / 25) ** 0.8,
  weight: () => 0.15,
  specs: (a) => [
    ['Medidas', `${a.mm} mm × 50 m`],
    ['Se retira', 'Sin restos durante 14 días'],
  ],
  line: (a) => a.maker.brand,
  size: (a) => a.mm,
  art: () => ['roll-of-paper', 'paintbrush', 'straight-ruler'],
  text: (a) => [
    `Cinta de carrocero de ${a.mm} mm × 50 m para proteger rodapiés y marcos.`,
    'Se despega limpia, sin arrancar la pintura.',
  ],
});

const floodlight = defineKind({
  key: 'foco',
  noun: { text: 'Foco', gender: 'm' },
  reviews: 'lighting',
  axes: {
    maker: [
      { brand: 'Luzbrico', level: 1 },
      { brand: 'Ferroluz', level: 1.1 },
    ],
    sensor: [false, true],
    watts: [10, 20, 30, 50, 100],
    colour: ['negro', 'blanco'],
  },
  name: (a) =>
    `Foco LED ${a.colour} para exterior ${a.sensor ? 'con sensor de movimiento ' : ''}${a.maker.brand} ${a.watts} W`,
  brand: (a) => a.maker.brand,
  price: (a) => (9 + (a.sensor ? 6 : 0)) * a.maker.level * (a.watts / 20) ** 0.7,
  weight: (a) => 0.4 + a.watts / 60,
  specs: (a) => [
    ['Potencia', `${a.watts} W`],
    ['Flujo luminoso', `${es(a.watts * 100)} lm`],
    ['Protección', 'IP65'],
    ['Luz', 'Blanca neutra, 4.000 K'],
  ],
  line: (a) => `${a.maker.brand}|${a.sensor}|${a.colour}`,
  size: (a) => a.watts,
  art: () => ['light-bulb', 'house', 'high-voltage'],
  text: (a) => [
    `Foco LED de ${a.watts} W y ${es(a.watts * 100)} lúmenes para exterior, con protección IP65.`,
    a.sensor
      ? 'Se enciende al detectar movimiento hasta 8 m.'
      : `Equivale a un halógeno de unos ${a.watts * 8} W.`,
  ],
});

const torch = defineKind({
  key: 'linterna',
  noun: { text: 'Linterna', gender: 'f' },
  reviews: 'lighting',
  axes: {
    type: [
      { name: 'frontal recargable', lumens: [200, 400, 800], base: 14, ref: 400 },
      { name: 'frontal de pilas', lumens: [200, 300], base: 9, ref: 200 },
      { name: 'LED de aluminio recargable', lumens: [300, 1000], base: 17, ref: 300 },
      { name: 'LED de aluminio de pilas', lumens: [300, 400], base: 11, ref: 300 },
    ],
    maker: [
      { brand: 'Luzbrico', level: 1 },
      { brand: 'Ferroluz', level: 1.1 },
      { brand: 'Bricomax', level: 0.9 },
    ],
    lumens: [200, 300, 400, 800, 1000],
  },
  valid: (a) => a.type.lumens.includes(a.lumens),
  name: (a) => `Linterna ${a.type.name} ${a.maker.brand} ${es(a.lumens)} lm`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.lumens / a.type.ref) ** 0.6,
  weight: () => 0.2,
  specs: (a) => [
    ['Flujo luminoso', `${es(a.lumens)} lm`],
    ['Alcance', `${Math.round(a.lumens / 4)} m`],
    ['Protección', 'IPX4'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.lumens,
  art: () => ['flashlight', 'camping', 'battery'],
  text: (a) => [
    `Linterna ${a.type.name} de ${es(a.lumens)} lúmenes y ${Math.round(a.lumens / 4)} m de alcance.`,
    'Resistente a la lluvia, con modo intermitente.',
  ],
});

const lantern = defineKind({
  key: 'farol',
  noun: { text: 'Farol', gender: 'm' },
  reviews: 'lighting',
  axes: {
    maker: [
      { brand: 'Luzbrico', level: 1 },
      { brand: 'Ferroluz', level: 1.1 },
      { brand: 'Bricomax', level: 0.9 },
    ],
    lumens: [200, 400, 600, 1000, 1500],
  },
  name: (a) => `Farol LED de camping recargable ${a.maker.brand} ${es(a.lumens)} lm`,
  brand: (a) => a.maker.brand,
  price: (a) => 13 * a.maker.level * (a.lumens / 400) ** 0.6,
  weight: () => 0.4,
  specs: (a) => [
    ['Flujo luminoso', `${es(a.lumens)} lm`],
    ['Autonomía', `${Math.round(4000 / a.lumens) * 3} h a máxima potencia`],
  ],
  line: (a) => a.maker.brand,
  size: (a) => a.lumens,
  art: () => ['red-paper-lantern', 'tent', 'camping'],
  text: (a) => [
    `Farol LED de camping de ${es(a.lumens)} lm con asa y gancho.`,
    'Se recarga por USB y sirve de batería para el móvil.',
  ],
});

/** The kinds of each DIY leaf, by leaf name. */
export const DIY: Record<string, Kind[]> = {
  Taladros: [drill, cordlessDrill],
  Sierras: [saw],
  'Lijadoras y multiherramientas': [sander, multiTool],
  Destornilladores: [screwdrivers],
  Martillos: [hammer],
  Llaves: [wrench, keySet],
  Tornillería: [screws, plugs],
  Cerraduras: [padlock, cylinder, bolt],
  Pinturas: [paint, enamel],
  'Brochas, rodillos y cintas': [brush, roller, tape],
  'Focos LED': [floodlight],
  'Linternas y faroles': [torch, lantern],
};
