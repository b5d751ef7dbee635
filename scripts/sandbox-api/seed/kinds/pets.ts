/** Mascotas: food by life stage and bag size (price per kg), beds and bowls by size, cat and fish gear. */
import { defineKind, es, factorOf, type Kind, mass } from './kind.ts';

const cap = (text: string) => text[0]!.toUpperCase() + text.slice(1);

const AQUA = [
  { brand: 'Acuamar', level: 1 },
  { brand: 'Fondo Marino', level: 0.9 },
];
const BIRDS = [
  { brand: 'Trino', level: 1 },
  { brand: 'Mascotín', level: 0.9 },
];

const SIZES = [
  { name: 'S', level: 0.75 },
  { name: 'M', level: 1 },
  { name: 'L', level: 1.35 },
  { name: 'XL', level: 1.75 },
];

const bowl = defineKind({
  key: 'comedero',
  noun: { text: 'Comedero', gender: 'm' },
  reviews: 'dogGear',
  axes: {
    type: [
      { name: 'antideslizante de acero inoxidable', base: 8 },
      { name: 'de cerámica', base: 11 },
      { name: 'antivoracidad', base: 10 },
      { name: 'elevado de bambú', base: 19 },
    ],
    maker: [
      { brand: 'Huellitas', level: 1 },
      { brand: 'Campo y Collar', level: 1.15 },
      { brand: 'Patitas Felices', level: 0.95 },
    ],
    size: [
      { name: 'S', ml: 250 },
      { name: 'M', ml: 700 },
      { name: 'L', ml: 1500 },
      { name: 'XL', ml: 2800 },
    ],
  },
  name: (a) =>
    `Comedero ${a.type.name} ${a.maker.brand} talla ${a.size.name} ${a.size.ml >= 1000 ? `${es(a.size.ml / 1000)} l` : `${a.size.ml} ml`}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.size.ml / 700) ** 0.45,
  weight: (a) => 0.2 + a.size.ml / 2500,
  specs: (a) => [
    ['Capacidad', `${es(a.size.ml)} ml`],
    [
      'Material',
      a.type.name.includes('acero')
        ? 'Acero inoxidable con base de goma'
        : a.type.name.includes('cerámica')
          ? 'Cerámica esmaltada'
          : a.type.name.includes('bambú')
            ? 'Bambú y cuencos de acero'
            : 'Plástico sin BPA',
    ],
    ['Lavavajillas', 'Sí'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.size.ml,
  art: () => ['bowl-with-spoon', 'dog-face', 'bone'],
  text: (a) => [
    `Comedero ${a.type.name} de ${es(a.size.ml)} ml.`,
    a.type.name === 'antivoracidad'
      ? 'Su laberinto obliga a comer despacio y evita atragantamientos.'
      : 'No resbala ni vuelca aunque tu perro coma con ganas.',
  ],
});

const fountain = defineKind({
  key: 'bebedero',
  noun: { text: 'Bebedero', gender: 'm' },
  reviews: 'dogGear',
  axes: {
    type: [
      { name: 'eléctrico tipo fuente con filtro', base: 25 },
      { name: 'de viaje plegable', base: 9 },
    ],
    litres: [0.5, 2, 3],
  },
  valid: (a) => (a.type.base > 20 ? a.litres >= 2 : a.litres < 1),
  name: (a) =>
    `Bebedero ${a.type.name} Huellitas ${a.litres < 1 ? `${a.litres * 1000} ml` : `${a.litres} l`}`,
  brand: () => 'Huellitas',
  price: (a) => a.type.base * (a.litres / 2) ** 0.3,
  weight: (a) => 0.3 + a.litres * 0.2,
  specs: (a) => [
    ['Capacidad', a.litres < 1 ? `${a.litres * 1000} ml` : `${a.litres} l`],
    ['Filtro', a.type.base > 20 ? 'Carbón activo, cambiar cada mes' : 'No'],
  ],
  line: (a) => a.type.name,
  size: (a) => a.litres,
  art: () => ['fountain', 'cat-face', 'droplet'],
  text: (a) => [
    `Bebedero ${a.type.name} de ${a.litres < 1 ? `${a.litres * 1000} ml` : `${a.litres} l`}.`,
    a.type.base > 20
      ? 'El agua en movimiento anima a beber a perros y gatos; bomba silenciosa.'
      : 'Para excursiones: se pliega y cabe en el bolsillo.',
  ],
});

const dogBed = defineKind({
  key: 'cama-perro',
  noun: { text: 'Cama', gender: 'f' },
  reviews: 'dogGear',
  axes: {
    type: [
      { name: 'ortopédica viscoelástica', base: 45 },
      { name: 'tipo cojín', base: 22 },
      { name: 'tipo nido', base: 26 },
      { name: 'elevada transpirable', base: 29 },
    ],
    maker: [
      { brand: 'Huellitas', level: 1 },
      { brand: 'Patitas Felices', level: 1.1 },
      { brand: 'Campo y Collar', level: 1.2 },
    ],
    size: [
      { name: 'S', cm: '50 × 40 cm', level: 0.6 },
      { name: 'M', cm: '70 × 55 cm', level: 1 },
      { name: 'L', cm: '90 × 70 cm', level: 1.5 },
      { name: 'XL', cm: '110 × 80 cm', level: 2 },
    ],
  },
  name: (a) => `Cama ${a.type.name} para perro ${a.maker.brand} talla ${a.size.name} ${a.size.cm}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * a.size.level,
  weight: (a) => 1.2 * a.size.level,
  specs: (a) => [
    ['Medidas', a.size.cm],
    [
      'Relleno',
      a.type.name.startsWith('ortopédica') ? 'Espuma viscoelástica de 8 cm' : 'Fibra hueca siliconada',
    ],
    ['Funda', 'Desenfundable y lavable a 30 °C'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.size.level,
  art: () => ['dog', 'bed', 'paw-prints'],
  text: (a) => [
    `Cama ${a.type.name} de ${a.size.cm} con base antideslizante.`,
    a.type.name.startsWith('ortopédica')
      ? 'Reparte el peso y alivia las articulaciones de los perros mayores.'
      : 'Bordes mullidos para apoyar la cabeza; la funda se lava en lavadora.',
  ],
});

const collar = defineKind({
  key: 'collar',
  noun: { text: 'Collar', gender: 'm' },
  reviews: 'dogGear',
  axes: {
    type: [
      { name: 'acolchado de nailon', base: 9 },
      { name: 'de cuero', base: 16 },
      { name: 'reflectante de nailon', base: 10 },
    ],
    maker: [
      { brand: 'Campo y Collar', level: 1 },
      { brand: 'Huellitas', level: 0.9 },
    ],
    size: [
      { name: 'S', cm: '25–35 cm' },
      { name: 'M', cm: '35–45 cm' },
      { name: 'L', cm: '45–55 cm' },
      { name: 'XL', cm: '55–65 cm' },
    ],
  },
  name: (a) => `Collar ${a.type.name} ${a.maker.brand} talla ${a.size.name} ${a.size.cm}`,
  brand: (a) => a.maker.brand,
  price: (a) =>
    a.type.base * a.maker.level * (1 + SIZES.findIndex((size) => size.name === a.size.name) * 0.15),
  weight: () => 0.12,
  specs: (a) => [
    ['Cuello', a.size.cm],
    ['Material', a.type.name.includes('cuero') ? 'Cuero curtido vegetal' : 'Nailon acolchado con neopreno'],
    ['Hebilla', 'Metálica con anilla para la placa'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => SIZES.findIndex((size) => size.name === a.size.name),
  art: () => ['guide-dog', 'dog-face', 'paw-prints'],
  text: (a) => [
    `Collar ${a.type.name} para cuellos de ${a.size.cm}.`,
    'Ajustable, con anilla para la correa y la chapa identificativa.',
  ],
});

const leash = defineKind({
  key: 'correa',
  noun: { text: 'Correa', gender: 'f' },
  reviews: 'dogGear',
  axes: {
    size: [
      { m: 3, kg: 12 },
      { m: 5, kg: 25 },
      { m: 8, kg: 50 },
    ],
    type: [
      { name: 'extensible de cinta', base: 15 },
      { name: 'extensible reflectante', base: 18 },
    ],
    maker: [
      { brand: 'Campo y Collar', level: 1 },
      { brand: 'Huellitas', level: 0.9 },
    ],
  },
  name: (a) => `Correa ${a.type.name} ${a.maker.brand} ${a.size.m} m para perros de hasta ${a.size.kg} kg`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.size.m / 5) ** 0.6,
  weight: (a) => 0.25 + a.size.m * 0.04,
  specs: (a) => [
    ['Longitud', `${a.size.m} m`],
    ['Peso máximo del perro', `${a.size.kg} kg`],
    ['Freno', 'Botón de bloqueo con una mano'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.size.m,
  art: () => ['guide-dog', 'dog', 'paw-prints'],
  text: (a) => [
    `Correa ${a.type.name} de ${a.size.m} m, para perros de hasta ${a.size.kg} kg.`,
    'Freno y bloqueo con el pulgar y empuñadura ergonómica.',
  ],
});

const harness = defineKind({
  key: 'arnes',
  noun: { text: 'Arnés', gender: 'm' },
  reviews: 'dogGear',
  axes: {
    type: [
      { name: 'antitirones', base: 19 },
      { name: 'acolchado transpirable', base: 22 },
    ],
    maker: [
      { brand: 'Campo y Collar', level: 1 },
      { brand: 'Huellitas', level: 0.9 },
    ],
    size: SIZES,
  },
  name: (a) => `Arnés ${a.type.name} para perro ${a.maker.brand} talla ${a.size.name}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (0.8 + a.size.level * 0.2),
  weight: () => 0.25,
  specs: (a) => [
    ['Talla', a.size.name],
    ['Anillas', 'Delantera (antitirones) y en la espalda'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.size.level,
  art: () => ['guide-dog', 'shield', 'dog'],
  text: (a) => [
    `Arnés ${a.type.name} para perro, talla ${a.size.name}.`,
    'Reparte la presión en el pecho, no en el cuello.',
  ],
});

const scratcher = defineKind({
  key: 'rascador',
  noun: { text: 'Rascador', gender: 'm' },
  reviews: 'catGear',
  axes: {
    type: [
      { name: 'con cueva y hamaca', base: 39 },
      { name: 'de sisal con plataforma', base: 24 },
      { name: 'de pared con escalones', base: 34 },
    ],
    maker: [
      { brand: 'Bigotes', level: 1 },
      { brand: 'Mascotín', level: 0.85 },
    ],
    cm: [50, 80, 100, 120, 160],
  },
  name: (a) => `Rascador ${a.type.name} para gatos ${a.maker.brand} ${a.cm} cm`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.cm / 80) ** 0.9,
  weight: (a) => 2 + a.cm / 20,
  specs: (a) => [
    ['Altura', `${a.cm} cm`],
    ['Postes', 'Cuerda de sisal natural'],
    [
      'Incluye',
      a.type.name.includes('cueva') ? 'Cueva, hamaca y pompón colgante' : 'Plataforma superior acolchada',
    ],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.cm,
  art: () => ['cat', 'yarn', 'paw-prints'],
  text: (a) => [
    `Rascador ${a.type.name} de ${a.cm} cm de alto.`,
    'Protege el sofá: los postes de sisal sacian las ganas de arañar.',
  ],
});

const post = defineKind({
  key: 'poste-rascador',
  noun: { text: 'Poste', gender: 'm' },
  reviews: 'catGear',
  axes: {
    maker: [
      { brand: 'Bigotes', level: 1 },
      { brand: 'Mascotín', level: 0.85 },
      { brand: 'Patitas Felices', level: 0.95 },
    ],
    cm: [40, 60, 75, 90],
  },
  name: (a) => `Poste rascador de sisal ${a.maker.brand} ${a.cm} cm`,
  brand: (a) => a.maker.brand,
  price: (a) => 12 * a.maker.level * (a.cm / 60) ** 0.8,
  weight: (a) => 1 + a.cm / 50,
  specs: (a) => [
    ['Altura', `${a.cm} cm`],
    ['Base', 'Tablero de 35 × 35 cm con moqueta'],
  ],
  line: (a) => a.maker.brand,
  size: (a) => a.cm,
  art: () => ['cat', 'wood', 'paw-prints'],
  text: (a) => [
    `Poste rascador de sisal de ${a.cm} cm sobre una base estable.`,
    'Para gatos que arañan estirados.',
  ],
});

const litterBox = defineKind({
  key: 'arenero',
  noun: { text: 'Arenero', gender: 'm' },
  reviews: 'catGear',
  axes: {
    type: [
      { name: 'cubierto con filtro de carbón', base: 24 },
      { name: 'abierto con borde alto', base: 13 },
      { name: 'autolimpiable eléctrico', base: 149 },
    ],
    maker: [
      { brand: 'Bigotes', level: 1 },
      { brand: 'Mascotín', level: 0.88 },
    ],
    size: [
      { name: 'M', cm: '50 × 40 cm', level: 1 },
      { name: 'L', cm: '60 × 45 cm', level: 1.3 },
      { name: 'XL', cm: '70 × 50 cm', level: 1.6 },
    ],
  },
  name: (a) => `Arenero ${a.type.name} ${a.maker.brand} talla ${a.size.name} ${a.size.cm}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * a.size.level,
  weight: (a) => 1.5 * a.size.level,
  specs: (a) => [
    ['Medidas', a.size.cm],
    ['Material', 'Plástico reciclado sin BPA'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.size.level,
  art: () => ['cat-face', 'house', 'sparkles'],
  text: (a) => [
    `Arenero ${a.type.name} de ${a.size.cm}.`,
    'Se limpia en un momento y retiene la arena dentro.',
  ],
});

const litter = defineKind({
  key: 'arena',
  noun: { text: 'Arena', gender: 'f' },
  reviews: 'catLitter',
  axes: {
    type: [
      { name: 'aglomerante de bentonita sin perfume', perKg: 0.85, bags: [5, 10, 15] },
      { name: 'aglomerante de bentonita con aroma de lavanda', perKg: 0.95, bags: [5, 10, 15] },
      { name: 'aglomerante ecológica de maíz', perKg: 2.4, bags: [4.5, 9] },
      { name: 'de sílice', perKg: 4.2, bags: [1.6, 3.2] },
      { name: 'aglomerante vegetal de tofu', perKg: 3.1, bags: [2.5, 5] },
    ],
    maker: [
      { brand: 'Bigotes', level: 1 },
      { brand: 'Mascotín', level: 0.92 },
    ],
    kg: [1.6, 2.5, 3.2, 4.5, 5, 9, 10, 15],
  },
  valid: (a) => a.type.bags.includes(a.kg),
  name: (a) => `Arena ${a.type.name} ${a.maker.brand} ${es(a.kg)} kg`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.perKg * a.maker.level * factorOf(a.type.name, 0.04) * a.kg,
  weight: (a) => a.kg,
  specs: (a) => [
    ['Peso', `${es(a.kg)} kg`],
    ['Tipo', cap(a.type.name)],
    [
      'Desechable',
      a.type.name.includes('maíz') || a.type.name.includes('tofu')
        ? 'Sí, compostable y por el inodoro en poca cantidad'
        : 'Con los residuos orgánicos no, con el resto',
    ],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.kg,
  measure: (a) => ({ unit: 'kg', amount: a.kg }),
  art: () => ['bucket', 'cat-face', 'sparkles'],
  text: (a) => [
    `Arena ${a.type.name} en saco de ${es(a.kg)} kg.`,
    a.type.name.includes('sílice')
      ? 'Absorbe la humedad y el olor sin formar bolas: se cambia entera cada dos semanas.'
      : 'Forma bolas compactas que se retiran enteras con la pala; el resto sigue limpio.',
  ],
});

const catToy = defineKind({
  key: 'juguete-gato',
  noun: { text: 'Ratón', gender: 'm' },
  reviews: 'catGear',
  axes: {
    type: [
      { one: 'Ratón de juguete con hierba gatera', many: 'ratones de juguete con hierba gatera', base: 2.2 },
      { one: 'Pelota con cascabel', many: 'pelotas con cascabel', base: 1.5 },
      { one: 'Ovillo de juguete', many: 'ovillos de juguete', base: 1.8 },
    ],
    maker: [
      { brand: 'Bigotes', level: 1 },
      { brand: 'Mascotín', level: 0.9 },
      { brand: 'Patitas Felices', level: 0.95 },
    ],
    units: [1, 3, 6, 12],
  },
  name: (a) =>
    a.units === 1 ? `${a.type.one} ${a.maker.brand}` : `Pack de ${a.units} ${a.type.many} ${a.maker.brand}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * a.units,
  weight: (a) => 0.03 * a.units + 0.05,
  specs: (a) => [
    ['Unidades', String(a.units)],
    ['Material', 'Felpa y relleno de hierba gatera natural'],
  ],
  line: (a) => `${a.type.one}|${a.maker.brand}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['mouse', 'cat', 'yarn'],
  text: (a) => [
    `${a.units === 1 ? a.type.one : `${a.units} ${a.type.many}`} para que tu gato cace en casa.`,
    'De felpa y relleno de hierba gatera natural, ligeros y resistentes a los mordiscos.',
  ],
});

const wand = defineKind({
  key: 'cana',
  noun: { text: 'Caña', gender: 'f' },
  reviews: 'catGear',
  axes: {
    type: [
      { name: 'telescópica con plumas', base: 7 },
      { name: 'con plumas y cascabel', base: 5 },
    ],
    maker: [
      { brand: 'Bigotes', level: 1 },
      { brand: 'Mascotín', level: 0.9 },
    ],
    cm: [40, 60, 90],
  },
  name: (a) => `Caña ${a.type.name} para gatos ${a.maker.brand} ${a.cm} cm`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.cm / 40) ** 0.4,
  weight: () => 0.1,
  specs: (a) => [
    ['Longitud', `${a.cm} cm`],
    ['Recambio', 'Incluye 2 plumeros de recambio'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.cm,
  art: () => ['feather', 'cat', 'fishing-pole'],
  text: (a) => [
    `Caña ${a.type.name} de ${a.cm} cm con dos recambios.`,
    'Juega con tu gato sin arriesgar las manos.',
  ],
});

const LIFE_STAGES_DOG = [
  { name: 'cachorros', level: 1.2 },
  { name: 'adultos', level: 1 },
  { name: 'mayores', level: 1.1 },
];
const DOG_SIZES = ['raza pequeña', 'raza mediana', 'raza grande'];
const FOOD_BRANDS = [
  { brand: 'Nutrican', level: 1 },
  { brand: 'Mascotín', level: 0.85 },
];

const dogFood = defineKind({
  key: 'pienso-perro',
  noun: { text: 'Pienso', gender: 'm' },
  reviews: 'petFood',
  axes: {
    stage: LIFE_STAGES_DOG,
    breed: DOG_SIZES,
    protein: [
      { name: 'pollo', perKg: 4.2 },
      { name: 'cordero', perKg: 5.1 },
      { name: 'salmón', perKg: 5.9 },
    ],
    maker: FOOD_BRANDS,
    kg: [1.5, 3, 7.5, 12],
  },
  name: (a) =>
    `Pienso para perros ${a.stage.name} de ${a.breed} con ${a.protein.name} ${a.maker.brand} ${es(a.kg)} kg`,
  brand: (a) => a.maker.brand,
  price: (a) => a.protein.perKg * a.stage.level * a.maker.level * a.kg,
  weight: (a) => a.kg,
  specs: (a) => [
    ['Etapa de vida', cap(a.stage.name)],
    ['Tamaño', cap(a.breed)],
    ['Proteína principal', `${cap(a.protein.name)} (26 %)`],
    ['Peso', `${es(a.kg)} kg`],
    ['Sin', 'Colorantes ni conservantes artificiales'],
  ],
  line: (a) => `${a.stage.name}|${a.breed}|${a.protein.name}|${a.maker.brand}`,
  size: (a) => a.kg,
  measure: (a) => ({ unit: 'kg', amount: a.kg }),
  art: () => ['dog-face', 'bone', 'poultry-leg'],
  text: (a, rng) => [
    `Pienso completo para perros ${a.stage.name} de ${a.breed}, con ${a.protein.name} como primer ingrediente.`,
    a.stage.name === 'cachorros'
      ? 'Con DHA y calcio para un crecimiento sano.'
      : a.stage.name === 'mayores'
        ? 'Con glucosamina para las articulaciones y menos grasa.'
        : rng.pick([
            'Croqueta adaptada al tamaño de su boca.',
            'Con omega 3 para una piel sana y un pelo brillante.',
          ]),
    `Saco de ${es(a.kg)} kg con cierre zip.`,
  ],
});

const catFood = defineKind({
  key: 'pienso-gato',
  noun: { text: 'Pienso', gender: 'm' },
  reviews: 'petFood',
  axes: {
    stage: [
      { name: 'gatitos', level: 1.2 },
      { name: 'adultos', level: 1 },
      { name: 'esterilizados', level: 1.05 },
      { name: 'mayores', level: 1.1 },
    ],
    protein: [
      { name: 'pollo', perKg: 5.4 },
      { name: 'salmón', perKg: 6.6 },
      { name: 'pavo', perKg: 5.9 },
    ],
    maker: FOOD_BRANDS,
    kg: [1.5, 3, 7, 10],
  },
  name: (a) => `Pienso para gatos ${a.stage.name} con ${a.protein.name} ${a.maker.brand} ${es(a.kg)} kg`,
  brand: (a) => a.maker.brand,
  price: (a) => a.protein.perKg * a.stage.level * a.maker.level * a.kg,
  weight: (a) => a.kg,
  specs: (a) => [
    ['Etapa de vida', cap(a.stage.name)],
    ['Proteína principal', `${cap(a.protein.name)} (32 %)`],
    ['Peso', `${es(a.kg)} kg`],
  ],
  line: (a) => `${a.stage.name}|${a.protein.name}|${a.maker.brand}`,
  size: (a) => a.kg,
  measure: (a) => ({ unit: 'kg', amount: a.kg }),
  art: () => ['cat-face', 'fish', 'bowl-with-spoon'],
  text: (a) => [
    `Pienso completo para gatos ${a.stage.name} con ${a.protein.name}.`,
    a.stage.name === 'esterilizados'
      ? 'Bajo en grasa y con minerales que cuidan las vías urinarias.'
      : 'Con taurina y omega 3 para el corazón, la vista y el pelo.',
  ],
});

const dentalSnack = defineKind({
  key: 'snack',
  noun: { text: 'Snack', gender: 'm' },
  reviews: 'petFood',
  axes: {
    size: [
      { name: 'pequeños', each: 0.28 },
      { name: 'medianos', each: 0.38 },
      { name: 'grandes', each: 0.52 },
    ],
    maker: FOOD_BRANDS,
    units: [7, 14, 28],
  },
  name: (a) => `Snack dental para perros ${a.size.name} ${a.maker.brand} ${a.units} unidades`,
  brand: (a) => a.maker.brand,
  price: (a) => a.size.each * a.maker.level * a.units * 1.3,
  weight: (a) => a.units * 0.03,
  specs: (a) => [
    ['Unidades', String(a.units)],
    ['Para perros', cap(a.size.name)],
    ['Ración', 'Uno al día'],
  ],
  line: (a) => `${a.size.name}|${a.maker.brand}`,
  size: (a) => a.units,
  measure: (a) => ({ unit: 'ud', amount: a.units }),
  art: () => ['bone', 'tooth', 'dog-face'],
  text: (a) => [
    `Snack dental para perros ${a.size.name}: ${a.units} barritas, una al día.`,
    'Su textura arrastra la placa y refresca el aliento.',
  ],
});

const biscuits = defineKind({
  key: 'galletas',
  noun: { text: 'Galletas', gender: 'f', plural: true },
  reviews: 'petFood',
  axes: {
    flavour: [
      { name: 'de pollo', perKg: 7 },
      { name: 'de cordero y arroz', perKg: 8 },
      { name: 'de salmón', perKg: 9 },
    ],
    maker: FOOD_BRANDS,
    kg: [0.4, 1, 2],
  },
  name: (a) => `Galletas para perro ${a.flavour.name} ${a.maker.brand} ${mass(a.kg)}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.flavour.perKg * a.maker.level * a.kg,
  weight: (a) => a.kg,
  specs: (a) => [
    ['Peso', mass(a.kg)],
    ['Sabor', cap(a.flavour.name.replace(/^de /, ''))],
  ],
  line: (a) => `${a.flavour.name}|${a.maker.brand}`,
  size: (a) => a.kg,
  measure: (a) => ({ unit: 'kg', amount: a.kg }),
  art: () => ['cookie', 'dog-face', 'bone'],
  text: (a) => [
    `Galletas horneadas para perro ${a.flavour.name}, en bolsa de ${mass(a.kg)}.`,
    'Un premio crujiente para el adiestramiento.',
  ],
});

const catTreats = defineKind({
  key: 'premios-gato',
  noun: { text: 'Premios', gender: 'm', plural: true },
  reviews: 'petFood',
  axes: {
    flavour: [
      { name: 'de pollo', perKg: 45 },
      { name: 'de salmón', perKg: 50 },
      { name: 'de queso', perKg: 42 },
    ],
    maker: FOOD_BRANDS,
    grams: [60, 150],
  },
  name: (a) => `Premios crujientes para gatos ${a.flavour.name} ${a.maker.brand} ${a.grams} g`,
  brand: (a) => a.maker.brand,
  price: (a) => a.flavour.perKg * a.maker.level * (a.grams / 1000),
  weight: (a) => a.grams / 1000 + 0.02,
  specs: (a) => [
    ['Peso', `${a.grams} g`],
    ['Sabor', cap(a.flavour.name.replace(/^de /, ''))],
  ],
  line: (a) => `${a.flavour.name}|${a.maker.brand}`,
  size: (a) => a.grams,
  measure: (a) => ({ unit: 'kg', amount: a.grams / 1000 }),
  art: () => ['cookie', 'cat-face', 'fish'],
  text: (a) => [
    `Premios crujientes para gatos ${a.flavour.name} con relleno cremoso.`,
    'No más de diez al día, como complemento de su pienso.',
  ],
});

const aquarium = defineKind({
  key: 'acuario',
  noun: { text: 'Acuario', gender: 'm' },
  reviews: 'aquarium',
  axes: { maker: AQUA, litres: [10, 20, 40, 60, 100, 150, 200], kit: [false, true] },
  name: (a) =>
    `Acuario ${a.kit ? 'completo con iluminación LED y filtro ' : ''}${a.maker.brand} ${a.litres} l`,
  brand: (a) => a.maker.brand,
  price: (a) => (a.kit ? 1.55 : 1) * 32 * a.maker.level * (a.litres / 40) ** 0.8,
  weight: (a) => 3 + a.litres * 0.25,
  specs: (a) => [
    ['Capacidad', `${a.litres} l`],
    ['Cristal', `${a.litres >= 100 ? 6 : 4} mm`],
    ['Incluye', a.kit ? 'Tapa, luz LED, filtro interior y calentador' : 'Solo el acuario'],
  ],
  line: (a) => `${a.kit}|${a.maker.brand}`,
  size: (a) => a.litres,
  art: () => ['tropical-fish', 'fish', 'bubbles'],
  text: (a) => [
    `Acuario de ${a.litres} litros${a.kit ? ' listo para usar, con iluminación LED, filtro y calentador' : ''}.`,
    'Deja que el agua madure dos semanas antes de añadir los peces.',
  ],
});

const aquariumFilter = defineKind({
  key: 'filtro',
  noun: { text: 'Filtro', gender: 'm' },
  reviews: 'aquarium',
  axes: {
    type: [
      { name: 'interior', base: 14 },
      { name: 'exterior', base: 49 },
    ],
    maker: AQUA,
    flow: [300, 600, 1000, 1400],
  },
  name: (a) => `Filtro ${a.type.name} para acuario ${a.maker.brand} ${a.flow} l/h`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level * (a.flow / 600) ** 0.7,
  weight: (a) => 0.5 + a.flow / 500,
  specs: (a) => [
    ['Caudal', `${a.flow} l/h`],
    ['Acuarios', `Hasta ${Math.round(a.flow / 4)} l`],
    ['Consumo', `${Math.round(a.flow / 60)} W`],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: (a) => a.flow,
  art: () => ['tropical-fish', 'droplet', 'gear'],
  text: (a) => [
    `Filtro ${a.type.name} de ${a.flow} l/h para acuarios de hasta ${Math.round(a.flow / 4)} litros.`,
    'Filtración mecánica y biológica, silencioso.',
  ],
});

const heater = defineKind({
  key: 'calentador',
  noun: { text: 'Calentador', gender: 'm' },
  reviews: 'aquarium',
  axes: { maker: AQUA, watts: [25, 50, 100, 200] },
  name: (a) => `Calentador sumergible para acuario ${a.maker.brand} ${a.watts} W`,
  brand: (a) => a.maker.brand,
  price: (a) => 12 * a.maker.level * (a.watts / 50) ** 0.4,
  weight: () => 0.2,
  specs: (a) => [
    ['Potencia', `${a.watts} W`],
    ['Acuarios', `Hasta ${a.watts * 2} l`],
    ['Termostato', 'Regulable de 18 a 32 °C'],
  ],
  line: (a) => a.maker.brand,
  size: (a) => a.watts,
  art: () => ['tropical-fish', 'thermometer', 'droplet'],
  text: (a) => [
    `Calentador sumergible de ${a.watts} W con termostato, para acuarios de hasta ${a.watts * 2} litros.`,
    'Mantiene el agua estable para peces tropicales.',
  ],
});

const cage = defineKind({
  key: 'jaula',
  noun: { text: 'Jaula', gender: 'f' },
  reviews: 'birdGear',
  axes: {
    size: [
      { name: 'pequeña', cm: '40 × 25 × 40 cm', base: 25 },
      { name: 'mediana', cm: '60 × 35 × 60 cm', base: 45 },
      { name: 'grande', cm: '80 × 50 × 150 cm', base: 99 },
    ],
    colour: ['blanca', 'negra'],
    maker: BIRDS,
  },
  name: (a) => `Jaula ${a.colour} ${a.size.name} para pájaros ${a.maker.brand} ${a.size.cm}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.size.base * a.maker.level,
  weight: (a) => a.size.base / 12,
  specs: (a) => [
    ['Medidas', a.size.cm],
    ['Incluye', 'Comederos, bebedero y perchas de madera'],
    ['Bandeja', 'Extraíble'],
  ],
  line: (a) => `${a.colour}|${a.maker.brand}`,
  size: (a) => a.size.base,
  art: () => ['bird', 'house', 'sheaf-of-rice'],
  text: (a) => [
    `Jaula ${a.size.name} de ${a.size.cm} para canarios y periquitos.`,
    'Bandeja extraíble para limpiarla sin sacar a los pájaros.',
  ],
});

const birdFeeder = defineKind({
  key: 'comedero-pajaros',
  noun: { text: 'Comedero', gender: 'm' },
  reviews: 'birdGear',
  axes: {
    type: [
      { name: 'de madera para colgar', base: 12 },
      { name: 'de tolva para exterior', base: 17 },
      { name: 'de ventana con ventosas', base: 14 },
    ],
    maker: BIRDS,
  },
  name: (a) => `Comedero ${a.type.name} para pájaros ${a.maker.brand}`,
  brand: (a) => a.maker.brand,
  price: (a) => a.type.base * a.maker.level,
  weight: () => 0.6,
  specs: (a) => [
    ['Tipo', cap(a.type.name)],
    ['Material', 'Madera de pino tratada'],
  ],
  line: (a) => `${a.type.name}|${a.maker.brand}`,
  size: () => 1,
  art: () => ['bird', 'deciduous-tree', 'sheaf-of-rice'],
  text: (a) => [
    `Comedero ${a.type.name} para aves del jardín.`,
    'Tejadillo que protege las semillas de la lluvia.',
  ],
});

const seeds = defineKind({
  key: 'mezcla-semillas',
  noun: { text: 'Mezcla', gender: 'f' },
  reviews: 'petFood',
  axes: {
    bird: [
      { name: 'canarios', perKg: 3.2 },
      { name: 'periquitos', perKg: 2.9 },
      { name: 'agapornis', perKg: 3.6 },
    ],
    maker: BIRDS,
    kg: [1, 2.5, 5, 10],
  },
  name: (a) => `Mezcla de semillas para ${a.bird.name} ${a.maker.brand} ${es(a.kg)} kg`,
  brand: (a) => a.maker.brand,
  price: (a) => a.bird.perKg * a.maker.level * a.kg,
  weight: (a) => a.kg,
  specs: (a) => [
    ['Peso', `${es(a.kg)} kg`],
    ['Para', cap(a.bird.name)],
  ],
  line: (a) => `${a.bird.name}|${a.maker.brand}`,
  size: (a) => a.kg,
  measure: (a) => ({ unit: 'kg', amount: a.kg }),
  art: () => ['sheaf-of-rice', 'bird', 'sunflower'],
  text: (a) => [
    `Mezcla de semillas seleccionadas para ${a.bird.name}, sin polvo.`,
    `Saco de ${es(a.kg)} kg con cierre.`,
  ],
});

/** The kinds of each pets leaf, by leaf name. */
export const PETS: Record<string, Kind[]> = {
  'Comederos y bebederos': [bowl, fountain],
  'Camas para perro': [dogBed],
  'Collares, correas y arneses': [collar, leash, harness],
  Rascadores: [scratcher, post],
  'Arena y areneros': [litterBox, litter],
  'Juguetes para gato': [catToy, wand],
  'Pienso para perros': [dogFood],
  'Pienso para gatos': [catFood],
  Snacks: [dentalSnack, biscuits, catTreats],
  Acuarios: [aquarium, aquariumFilter, heater],
  Pájaros: [cage, birdFeeder, seeds],
};
