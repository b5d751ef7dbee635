/** Electrónica: audio, phone accessories, smart home and computer accessories by model and power. */
import { defineKind, es, factorOf, type Kind } from './kind.ts';

const cap = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const WARRANTY = 'Tres años de garantía legal.';

/** Colour adjectives in the four forms a name may need. */
const COLOURS = {
  negro: { ms: 'negro', fs: 'negra', mp: 'negros', fp: 'negras' },
  blanco: { ms: 'blanco', fs: 'blanca', mp: 'blancos', fp: 'blancas' },
  azul: { ms: 'azul', fs: 'azul', mp: 'azules', fp: 'azules' },
  gris: { ms: 'gris', fs: 'gris', mp: 'grises', fp: 'grises' },
  rojo: { ms: 'rojo', fs: 'roja', mp: 'rojos', fp: 'rojas' },
};
type Colour = keyof typeof COLOURS;
const colours = (...names: Colour[]) => names;

const headphones = defineKind({
  key: 'auriculares',
  noun: { text: 'Auriculares', gender: 'm', plural: true },
  reviews: 'audio',
  axes: {
    type: [
      { name: 'inalámbricos de botón', base: 29, battery: '6 h (24 h con el estuche)', icon: 'headphone' },
      {
        name: 'de diadema inalámbricos con cancelación de ruido',
        base: 79,
        battery: '30 h',
        icon: 'headphone',
      },
      { name: 'deportivos inalámbricos', base: 35, battery: '8 h', icon: 'headphone' },
      { name: 'con cable USB-C', base: 12, battery: 'Sin batería', icon: 'headphone' },
    ],
    model: [
      { brand: 'Sonora', name: 'Sonora Buds', level: 1.2 },
      { brand: 'Audiomar', name: 'Audiomar Ola', level: 1 },
      { brand: 'Tecnova', name: 'Tecnova T3', level: 0.85 },
      { brand: 'Sonora', name: 'Sonora Buds Pro', level: 1.6 },
      { brand: 'Audiomar', name: 'Audiomar Marea', level: 1.3 },
    ],
    colour: colours('negro', 'blanco', 'azul'),
  },
  name: (a) => `Auriculares ${a.type.name} ${a.model.name} ${COLOURS[a.colour].mp}`,
  brand: (a) => a.model.brand,
  price: (a) => a.type.base * a.model.level * factorOf(a.model.name, 0.05),
  weight: (a) => (a.type.base > 50 ? 0.45 : 0.15),
  specs: (a) => [
    ['Tipo', cap(a.type.name)],
    ['Autonomía', a.type.battery],
    ['Conexión', a.type.battery === 'Sin batería' ? 'USB-C' : 'Bluetooth 5.3'],
    ['Color', cap(a.colour)],
  ],
  line: (a) => `${a.type.name}|${a.model.name}|${a.colour}`,
  size: () => 1,
  art: () => ['headphone', 'musical-notes', 'battery'],
  text: (a, rng) => [
    `Auriculares ${a.type.name} con ${a.type.battery === 'Sin batería' ? 'conector USB-C y micrófono en el cable' : `${a.type.battery} de autonomía`}.`,
    rng.pick([
      'Sonido equilibrado con graves presentes y micrófono para llamadas.',
      'Ligeros y cómodos durante horas.',
    ]),
    WARRANTY,
  ],
});

const speaker = defineKind({
  key: 'altavoz',
  noun: { text: 'Altavoz', gender: 'm' },
  reviews: 'audio',
  axes: {
    type: [
      { name: 'Bluetooth portátil', base: 24, waterproof: true },
      { name: 'inteligente con asistente de voz', base: 39, waterproof: false },
    ],
    model: [
      { brand: 'Sonora', name: 'Sonora Roca', level: 1.15 },
      { brand: 'Audiomar', name: 'Audiomar Faro', level: 1 },
      { brand: 'Sonora', name: 'Sonora Mini', level: 0.85 },
    ],
    watts: [5, 10, 20, 40],
    colour: colours('negro', 'gris', 'azul'),
  },
  valid: (a) => a.type.waterproof || a.watts >= 10,
  name: (a) => `Altavoz ${a.type.name} ${a.model.name} ${a.watts} W ${COLOURS[a.colour].ms}`,
  brand: (a) => a.model.brand,
  price: (a) => a.type.base * a.model.level * (a.watts / 10) ** 0.65,
  weight: (a) => 0.25 + a.watts * 0.03,
  specs: (a) => [
    ['Potencia', `${a.watts} W`],
    ['Conexión', a.type.waterproof ? 'Bluetooth 5.3' : 'Wi-Fi y Bluetooth'],
    ['Resistencia al agua', a.type.waterproof ? 'IPX7' : 'No'],
    ['Color', cap(a.colour)],
  ],
  line: (a) => `${a.type.name}|${a.model.name}|${a.colour}`,
  size: (a) => a.watts,
  art: () => ['speaker-high-volume', 'musical-notes', 'battery'],
  text: (a) => [
    `Altavoz ${a.type.name} de ${a.watts} W${a.type.waterproof ? ', sumergible (IPX7)' : ''}.`,
    a.type.waterproof
      ? `Hasta ${Math.round(30 - a.watts / 2)} horas de música con una carga.`
      : 'Controla la música y el hogar con la voz.',
    WARRANTY,
  ],
});

const radio = defineKind({
  key: 'radio',
  noun: { text: 'Radio', gender: 'f' },
  reviews: 'audio',
  axes: {
    type: [
      { name: 'digital DAB+ con FM', base: 34 },
      { name: 'portátil AM/FM', base: 16 },
      { name: 'despertador con FM', base: 19 },
      { name: 'de cocina resistente a salpicaduras', base: 29 },
    ],
    model: [
      { brand: 'Sonora', name: 'Sonora Clásica', level: 1.2 },
      { brand: 'Tecnova', name: 'Tecnova Onda', level: 1 },
      { brand: 'Audiomar', name: 'Audiomar Retro', level: 1.1 },
    ],
    colour: colours('negro', 'blanco', 'rojo', 'azul'),
  },
  name: (a) => `Radio ${a.type.name} ${a.model.name} ${COLOURS[a.colour].fs}`,
  brand: (a) => a.model.brand,
  price: (a) => a.type.base * a.model.level,
  weight: () => 0.6,
  specs: (a) => [
    [
      'Bandas',
      a.type.name.includes('DAB') ? 'DAB, DAB+ y FM' : a.type.name.includes('AM') ? 'AM y FM' : 'FM',
    ],
    ['Alimentación', 'Red eléctrica y pilas'],
    ['Color', cap(a.colour)],
  ],
  line: (a) => `${a.type.name}|${a.model.name}|${a.colour}`,
  size: () => 1,
  art: () => ['radio', 'musical-notes', 'alarm-clock'],
  text: (a) => [
    `Radio ${a.type.name} con 20 presintonías y pantalla iluminada.`,
    'Funciona enchufada o con pilas (red eléctrica y pilas).',
    WARRANTY,
  ],
});

const PHONES = ['Tecnova X12', 'Tecnova X12 Pro', 'Pixelia 8', 'Pixelia 8 Lite', 'Nova A55'];

const phoneCase = defineKind({
  key: 'funda',
  noun: { text: 'Funda', gender: 'f' },
  reviews: 'phone',
  axes: {
    type: [
      { name: 'de silicona', base: 12 },
      { name: 'tipo libro de piel sintética', base: 16 },
      { name: 'transparente antigolpes', base: 10 },
    ],
    maker: [
      { brand: 'Conectia', level: 1 },
      { brand: 'Digitalia', level: 0.9 },
    ],
    phone: PHONES,
    colour: colours('negro', 'azul', 'rojo'),
  },
  valid: (a) => !a.type.name.startsWith('transparente') || a.colour === 'negro',
  name: (a) =>
    a.type.name.startsWith('transparente')
      ? `Funda ${a.type.name} ${a.maker.brand} para ${a.phone}`
      : `Funda ${a.type.name} ${COLOURS[a.colour].fs} ${a.maker.brand} para ${a.phone}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level,
  weight: () => 0.08,
  specs: (a) => [
    ['Compatible con', a.phone],
    [
      'Material',
      a.type.name.includes('silicona')
        ? 'Silicona'
        : a.type.name.includes('piel')
          ? 'Piel sintética'
          : 'Policarbonato y TPU',
    ],
    ['Color', a.type.name.startsWith('transparente') ? 'Transparente' : cap(a.colour)],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}|${a.phone}|${a.colour}`,
  size: () => 1,
  art: () => ['mobile-phone', 'shield', 'sparkles'],
  text: (a) => [
    `Funda ${a.type.name} a medida para el ${a.phone}.`,
    'Bordes elevados que protegen la pantalla y la cámara; deja acceso a todos los botones.',
  ],
});

const MAKERS = [
  { brand: 'Voltia', level: 1.1 },
  { brand: 'Conectia', level: 1 },
  { brand: 'Tecnova', level: 0.9 },
];

const charger = defineKind({
  key: 'cargador',
  noun: { text: 'Cargador', gender: 'm' },
  reviews: 'phone',
  axes: { maker: MAKERS, watts: [20, 30, 45, 65, 100], cable: [false, true] },
  name: (a) =>
    `Cargador USB-C ${a.watts >= 45 ? 'GaN ' : ''}${a.maker.brand} ${a.watts} W${a.cable ? ' con cable de 1 m' : ''}`,
  brand: (a) => a.maker.brand,
  price: (a) => 12 * a.maker.level * (a.watts / 20) ** 0.75 + (a.cable ? 4 : 0),
  weight: (a) => 0.05 + a.watts / 700,
  specs: (a) => [
    ['Potencia', `${a.watts} W`],
    ['Puertos', a.watts >= 65 ? '2 USB-C y 1 USB-A' : '1 USB-C'],
    ['Tecnología', a.watts >= 45 ? 'Nitruro de galio (GaN), Power Delivery' : 'Power Delivery'],
  ],
  line: (a) => `${a.maker.brand}|${a.cable}`,
  size: (a) => a.watts,
  art: () => ['electric-plug', 'high-voltage', 'mobile-phone'],
  text: (a) => [
    `Cargador USB-C de ${a.watts} W con carga rápida Power Delivery.`,
    a.watts >= 65 ? 'Carga un portátil y el móvil a la vez.' : 'Carga un móvil al 50 % en unos 30 minutos.',
    WARRANTY,
  ],
});

const powerBank = defineKind({
  key: 'bateria',
  noun: { text: 'Batería', gender: 'f' },
  reviews: 'phone',
  axes: {
    type: [
      { name: 'externa', base: 14 },
      { name: 'externa magnética', base: 22 },
    ],
    maker: MAKERS,
    mah: [5000, 10000, 20000, 26800],
  },
  valid: (a) => a.type.base < 20 || a.mah <= 10000,
  name: (a) => `Batería ${a.type.name} ${a.maker.brand} ${es(a.mah)} mAh`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.mah / 10000) ** 0.6,
  weight: (a) => 0.06 + a.mah / 40000,
  specs: (a) => [
    ['Capacidad', `${es(a.mah)} mAh`],
    ['Salida', a.type.base > 20 ? 'Inalámbrica magnética 15 W y USB-C 20 W' : 'USB-C 20 W y USB-A'],
    ['Recarga completa', `${Math.round(a.mah / 3500)} h`],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.mah,
  art: () => ['battery', 'electric-plug', 'mobile-phone'],
  text: (a) => [
    `Batería ${a.type.name} de ${es(a.mah)} mAh: unas ${Math.max(1, Math.round(a.mah / 4500))} cargas completas de un móvil.`,
    'Se puede llevar en el equipaje de mano.',
  ],
});

const carMount = defineKind({
  key: 'soporte',
  noun: { text: 'Soporte', gender: 'm' },
  reviews: 'phone',
  axes: {
    type: [
      { name: 'magnético de móvil para rejilla', base: 11 },
      { name: 'de móvil con ventosa para salpicadero', base: 14 },
      { name: 'de móvil con carga inalámbrica 15 W', base: 29 },
      { name: 'de móvil con pinza para rejilla', base: 9 },
    ],
    maker: [
      { brand: 'Conectia', level: 1 },
      { brand: 'Digitalia', level: 0.9 },
      { brand: 'Tecnova', level: 0.95 },
    ],
  },
  name: (a) => `Soporte ${a.type.name} para coche ${a.maker.brand}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level,
  weight: () => 0.15,
  specs: (a) => [
    ['Sujeción', a.type.name.includes('rejilla') ? 'Rejilla de ventilación' : 'Ventosa de gel'],
    ['Móviles', 'De 4,7 a 6,9 pulgadas'],
    ['Giro', '360°'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: () => 1,
  art: () => ['mobile-phone', 'automobile', 'round-pushpin'],
  text: (a) => [
    `Soporte ${a.type.name} que gira 360°.`,
    'Sujeta el móvil firme incluso en carreteras con baches.',
  ],
});

const deskStand = defineKind({
  key: 'soporte-mesa',
  noun: { text: 'Soporte', gender: 'm' },
  reviews: 'phone',
  axes: {
    type: [
      { name: 'plegable de aluminio', base: 15 },
      { name: 'ajustable con brazo flexible', base: 19 },
    ],
    maker: [
      { brand: 'Conectia', level: 1 },
      { brand: 'Digitalia', level: 0.9 },
      { brand: 'Tecnova', level: 0.95 },
    ],
    colour: colours('negro', 'gris', 'blanco'),
  },
  name: (a) => `Soporte ${a.type.name} para móvil y tableta ${a.maker.brand} ${COLOURS[a.colour].ms}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level,
  weight: () => 0.3,
  specs: (a) => [
    ['Dispositivos', 'Móviles y tabletas de 4 a 12,9 pulgadas'],
    ['Tipo', cap(a.type.name)],
    ['Color', cap(a.colour)],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}|${a.colour}`,
  size: () => 1,
  art: () => ['mobile-phone', 'laptop', 'sparkles'],
  text: (a) => [
    `Soporte ${a.type.name} de sobremesa para móvil y tableta.`,
    'Ángulo ajustable para videollamadas, recetas o series.',
  ],
});

const selfieStick = defineKind({
  key: 'palo-selfi',
  noun: { text: 'Palo', gender: 'm' },
  reviews: 'phone',
  axes: { maker: MAKERS, cm: [70, 100, 130, 160] },
  name: (a) => `Palo selfi con trípode y mando Bluetooth ${a.maker.brand} ${a.cm} cm`,
  brand: (a) => a.maker.brand,
  price: (a) => 14 * a.maker.level * (a.cm / 100) ** 0.6,
  weight: (a) => 0.15 + a.cm / 500,
  specs: (a) => [
    ['Longitud extendido', `${a.cm} cm`],
    ['Mando', 'Bluetooth, extraíble'],
  ],
  line: (a) => a.maker.brand,
  size: (a) => a.cm,
  art: () => ['selfie', 'mobile-phone', 'sparkles'],
  text: (a) => [
    `Palo selfi de ${a.cm} cm que se convierte en trípode.`,
    'Mando Bluetooth extraíble para disparar a distancia.',
  ],
});

const packName = (units: number, one: string, many: string) =>
  units === 1 ? one : `Pack de ${units} ${many}`;

const smartPlug = defineKind({
  key: 'enchufe',
  noun: { text: 'Enchufe', gender: 'm' },
  reviews: 'smartHome',
  axes: {
    meter: [false, true],
    maker: [
      { brand: 'Lumenio', level: 1 },
      { brand: 'Tecnova', level: 0.9 },
      { brand: 'Conectia', level: 0.95 },
    ],
    protocol: ['Wi-Fi', 'Zigbee'],
    units: [1, 2, 3, 4],
  },
  name: (a) =>
    `${packName(a.units, 'Enchufe inteligente', 'enchufes inteligentes')} ${a.protocol} ${a.maker.brand}${a.meter ? ' con medidor de consumo' : ''}`,
  brand: (a) => a.maker.brand,
  price: (a) => (a.meter ? 13 : 10) * a.maker.level * a.units,
  weight: (a) => 0.1 * a.units,
  specs: (a) => [
    ['Potencia máxima', '3.680 W (16 A)'],
    ['Medidor de consumo', a.meter ? 'Sí' : 'No'],
    ['Unidades', String(a.units)],
    ['Conexión', a.protocol === 'Zigbee' ? 'Zigbee 3.0 (necesita una pasarela)' : 'Wi-Fi 2,4 GHz'],
  ],
  line: (a) => `${a.meter}|${a.maker.brand}|${a.protocol}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['electric-plug', 'mobile-phone', 'light-bulb'],
  text: (a) => [
    `Enchufe inteligente Wi-Fi${a.meter ? ' que mide lo que consume cada aparato' : ''}.`,
    'Programa horarios y enciende o apaga desde el móvil, también fuera de casa; aguanta hasta 3.680 W (16 A).',
  ],
});

const smartBulb = defineKind({
  key: 'bombilla',
  noun: { text: 'Bombilla', gender: 'f' },
  reviews: 'smartHome',
  axes: {
    socket: [
      { name: 'E27', watts: 9, lumens: 806 },
      { name: 'E14', watts: 5, lumens: 470 },
      { name: 'GU10', watts: 5, lumens: 350 },
      { name: 'E27', watts: 15, lumens: 1521 },
    ],
    maker: [
      { brand: 'Lumenio', level: 1 },
      { brand: 'Tecnova', level: 0.9 },
    ],
    light: [
      { name: 'blanca regulable', base: 9 },
      { name: 'RGB', base: 13 },
    ],
    units: [1, 2, 4],
  },
  name: (a) =>
    `${packName(a.units, 'Bombilla LED inteligente', 'bombillas LED inteligentes')} ${a.maker.brand} ${a.socket.name} ${a.light.name} ${a.socket.watts} W`,
  brand: (a) => a.maker.brand,
  price: (a) => a.light.base * a.maker.level * (a.socket.watts / 9) ** 0.3 * a.units,
  weight: (a) => 0.08 * a.units,
  specs: (a) => [
    ['Casquillo', a.socket.name],
    ['Flujo luminoso', `${es(a.socket.lumens)} lm (${a.socket.watts} W)`],
    [
      'Luz',
      a.light.name === 'RGB'
        ? '16 millones de colores y blanco regulable'
        : 'Blanco regulable de 2.700 K a 6.500 K',
    ],
    ['Unidades', String(a.units)],
  ],
  line: (a) => `${a.socket.name}|${a.socket.watts}|${a.light.name}|${a.maker.brand}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['light-bulb', 'mobile-phone', 'sparkles'],
  text: (a) => [
    `Bombilla LED inteligente ${a.socket.name} de ${a.socket.watts} W (${es(a.socket.lumens)} lúmenes), luz ${a.light.name}.`,
    'Se controla por Wi-Fi desde el móvil o con la voz, sin puente.',
  ],
});

const camera = defineKind({
  key: 'camara',
  noun: { text: 'Cámara', gender: 'f' },
  reviews: 'smartHome',
  axes: {
    type: [
      { name: 'de vigilancia Wi-Fi motorizada para interior', base: 29 },
      { name: 'de vigilancia inalámbrica para exterior con batería', base: 59 },
      { name: 'de vigilancia Wi-Fi para exterior con foco', base: 49 },
      { name: 'de vigilancia Wi-Fi fija para interior', base: 22 },
    ],
    model: [
      { brand: 'Pixelia', name: 'Pixelia Ojo', level: 1.1 },
      { brand: 'Tecnova', name: 'Tecnova Guard', level: 1 },
    ],
    resolution: [
      { name: '1080p', level: 1 },
      { name: '2K', level: 1.3 },
      { name: '4K', level: 1.8 },
    ],
    colour: colours('blanco', 'negro'),
  },
  name: (a) => `Cámara ${a.type.name} ${a.model.name} ${a.resolution.name} ${COLOURS[a.colour].fs}`,
  brand: (a) => a.model.brand,
  price: (a) => a.type.base * a.model.level * a.resolution.level,
  weight: () => 0.5,
  specs: (a) => [
    ['Resolución', a.resolution.name],
    ['Visión nocturna', 'Sí, hasta 10 m'],
    ['Almacenamiento', 'Tarjeta microSD de hasta 256 GB o nube'],
    ['Alimentación', a.type.name.includes('batería') ? 'Batería recargable de 6 meses' : 'Red eléctrica'],
  ],
  line: (a) => `${a.type.name}|${a.model.name}|${a.colour}`,
  size: (a) => a.resolution.level,
  art: () => ['video-camera', 'house', 'shield'],
  text: (a) => [
    `Cámara ${a.type.name} con resolución ${a.resolution.name} y visión nocturna.`,
    'Avisa al móvil cuando detecta a una persona y permite hablar por su altavoz.',
    WARRANTY,
  ],
});

const mouse = defineKind({
  key: 'raton',
  noun: { text: 'Ratón', gender: 'm' },
  reviews: 'computer',
  axes: {
    type: [
      { name: 'inalámbrico silencioso', base: 13, dpi: 1600 },
      { name: 'ergonómico vertical', base: 25, dpi: 2400 },
      { name: 'gaming con cable', base: 35, dpi: 16000 },
      { name: 'Bluetooth multidispositivo', base: 29, dpi: 4000 },
    ],
    model: [
      { brand: 'Digitalia', name: 'Digitalia M', level: 1 },
      { brand: 'Tecnova', name: 'Tecnova Pulse', level: 0.9 },
      { brand: 'Digitalia', name: 'Digitalia Ergo', level: 1.25 },
    ],
    colour: colours('negro', 'blanco', 'gris', 'azul'),
  },
  name: (a) => `Ratón ${a.type.name} ${a.model.name} ${COLOURS[a.colour].ms}`,
  brand: (a) => a.model.brand,
  price: (a) => a.type.base * a.model.level,
  weight: () => 0.15,
  specs: (a) => [
    ['Resolución', `${es(a.type.dpi)} ppp`],
    [
      'Conexión',
      a.type.name.includes('cable')
        ? 'USB'
        : a.type.name.includes('Bluetooth')
          ? 'Bluetooth y receptor USB'
          : 'Receptor USB de 2,4 GHz',
    ],
    ['Color', cap(a.colour)],
  ],
  line: (a) => `${a.type.name}|${a.model.name}|${a.colour}`,
  size: () => 1,
  art: () => ['computer-mouse', 'laptop', 'battery'],
  text: (a) => [
    `Ratón ${a.type.name} de ${es(a.type.dpi)} ppp.`,
    'Cómodo para diestros y con clics suaves.',
    WARRANTY,
  ],
});

const keyboard = defineKind({
  key: 'teclado',
  noun: { text: 'Teclado', gender: 'm' },
  reviews: 'computer',
  axes: {
    type: [
      { name: 'inalámbrico', base: 24 },
      { name: 'mecánico con cable', base: 59 },
      { name: 'mecánico inalámbrico', base: 89 },
      { name: 'compacto Bluetooth', base: 34 },
      { name: 'ergonómico inalámbrico', base: 49 },
    ],
    model: [
      { brand: 'Digitalia', name: 'Digitalia K', level: 1 },
      { brand: 'Tecnova', name: 'Tecnova Key', level: 0.9 },
      { brand: 'Pixelia', name: 'Pixelia Type', level: 1.1 },
    ],
    colour: colours('negro', 'blanco', 'gris'),
  },
  name: (a) => `Teclado ${a.type.name} ${a.model.name} ${COLOURS[a.colour].ms}`,
  brand: (a) => a.model.brand,
  price: (a) => a.type.base * a.model.level,
  weight: (a) => (a.type.name.startsWith('mecánico') ? 0.9 : 0.5),
  specs: (a) => [
    ['Distribución', 'Española (con Ñ)'],
    [
      'Teclas',
      a.type.name.startsWith('mecánico') ? 'Mecánicas, interruptores marrones' : 'De membrana, perfil bajo',
    ],
    ['Color', cap(a.colour)],
  ],
  line: (a) => `${a.type.name}|${a.model.name}|${a.colour}`,
  size: () => 1,
  art: () => ['keyboard', 'laptop', 'desktop-computer'],
  text: (a) => [
    `Teclado ${a.type.name} con distribución española (con Ñ).`,
    'Pulsación precisa y silenciosa, pensado para escribir muchas horas.',
    WARRANTY,
  ],
});

const usbStick = defineKind({
  key: 'memoria',
  noun: { text: 'Memoria', gender: 'f' },
  reviews: 'computer',
  axes: {
    maker: [
      { brand: 'Digitalia', name: 'Digitalia Flash', level: 1 },
      { brand: 'Pixelia', name: 'Pixelia Go', level: 1.08 },
      { brand: 'Tecnova', name: 'Tecnova Drive', level: 0.95 },
    ],
    gb: [32, 64, 128, 256, 512],
    plug: ['', 'doble USB-C y USB-A'],
  },
  name: (a) => `Memoria USB 3.2 ${a.plug} ${a.maker.name} ${a.gb} GB`,
  brand: (a) => a.maker.brand,
  price: (a) => 6 * a.maker.level * (a.gb / 32) ** 0.72 * (a.plug ? 1.3 : 1),
  weight: () => 0.03,
  specs: (a) => [
    ['Capacidad', `${a.gb} GB`],
    ['Interfaz', a.plug ? 'USB 3.2 Gen 1, conectores USB-C y USB-A' : 'USB 3.2 Gen 1, tipo A'],
    ['Lectura', `Hasta ${a.gb >= 128 ? 400 : 150} MB/s`],
  ],
  line: (a) => `${a.maker.name}|${a.plug}`,
  size: (a) => a.gb,
  art: () => ['floppy-disk', 'laptop', 'key'],
  text: (a) => [
    `Memoria USB 3.2 de ${a.gb} GB con carcasa metálica y anilla.`,
    `Lee hasta ${a.gb >= 128 ? 400 : 150} MB/s.`,
  ],
});

const microSd = defineKind({
  key: 'microsd',
  noun: { text: 'Tarjeta', gender: 'f' },
  reviews: 'computer',
  axes: {
    maker: [
      { brand: 'Digitalia', name: 'Digitalia Pro', level: 1 },
      { brand: 'Pixelia', name: 'Pixelia Action', level: 1.1 },
      { brand: 'Tecnova', name: 'Tecnova Card', level: 0.95 },
    ],
    gb: [64, 128, 256, 512],
  },
  name: (a) => `Tarjeta microSDXC ${a.maker.name} ${a.gb} GB con adaptador`,
  brand: (a) => a.maker.brand,
  price: (a) => 9 * a.maker.level * (a.gb / 64) ** 0.75,
  weight: () => 0.02,
  specs: (a) => [
    ['Capacidad', `${a.gb} GB`],
    ['Clase', 'UHS-I U3, V30, A2'],
    ['Incluye', 'Adaptador SD'],
  ],
  line: (a) => a.maker.name,
  size: (a) => a.gb,
  art: () => ['floppy-disk', 'camera', 'mobile-phone'],
  text: (a) => [
    `Tarjeta microSDXC de ${a.gb} GB, clase V30: graba vídeo 4K sin cortes.`,
    'Incluye adaptador a tamaño SD.',
  ],
});

/** The kinds of each electronics leaf, by leaf name. */
export const ELECTRONICS: Record<string, Kind[]> = {
  Auriculares: [headphones],
  Altavoces: [speaker],
  Radios: [radio],
  Fundas: [phoneCase],
  'Cargadores y baterías externas': [charger, powerBank],
  'Soportes y palos selfi': [carMount, deskStand, selfieStick],
  'Enchufes inteligentes': [smartPlug],
  'Bombillas inteligentes': [smartBulb],
  'Cámaras de vigilancia': [camera],
  Ratones: [mouse],
  Teclados: [keyboard],
  'Memorias USB y microSD': [usbStick, microSd],
};
