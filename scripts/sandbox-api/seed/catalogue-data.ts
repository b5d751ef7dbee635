/**
 * The Spanish vocabulary of the seeded catalogue: the themed shops of spec §9, two levels of
 * subcategories under each, and the words product names are built from. Leaf nouns become the
 * first word of product names, so a search for a subcategory's own words finds its products.
 */

import { CATALOGUE_ID } from '../catalog/ids.ts';

export interface LeafSeed {
  name: string;
  /** Product nouns of this leaf, e.g. 'Sartén'. */
  nouns: string[];
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
  /** Gender-neutral qualifiers, so 'Sartén' and 'Cazo' both read well. */
  qualifiers: string[];
  variants: string[];
  /** Brand names sold in this shop (see brands.ts). */
  brands: string[];
  price: [number, number];
  weight: [number, number];
  attributeSet: number;
  sourceChannel: string;
}

const leaf = (name: string, nouns: string[], adult = false): LeafSeed => ({ name, nouns, adult });

export const CATALOGUE = { id: CATALOGUE_ID, name: 'Catálogo', slug: 'catalogo' } as const;

export const SHOPS: ShopSeed[] = [
  {
    id: 10000,
    name: 'Bebidas',
    slug: 'bebidas',
    attributeSet: 2,
    sourceChannel: 'web',
    price: [3, 180],
    weight: [0.3, 6],
    qualifiers: [
      'reserva',
      'crianza',
      'joven',
      'artesanal',
      'ecológico',
      'de autor',
      'premium',
      'gran selección',
    ],
    variants: ['75 cl', '70 cl', '1 l', '50 cl', '33 cl', 'pack de 6', 'estuche de 3', 'magnum 1,5 l'],
    brands: [
      'Bodegas Almendral',
      'Viña Costera',
      'Destilerías del Norte',
      'Cervezas Montaña',
      'Sidrería Valle Verde',
      'Bodegas Peñaclara',
      'Aguas de Fontsana',
    ],
    subs: [
      {
        name: 'Vinos',
        leaves: [
          leaf('Vino tinto', ['Vino tinto'], true),
          leaf('Vino blanco', ['Vino blanco'], true),
          leaf('Cavas y espumosos', ['Cava brut', 'Espumoso'], true),
        ],
      },
      {
        name: 'Licores',
        leaves: [
          leaf('Ginebras', ['Ginebra'], true),
          leaf('Rones', ['Ron añejo', 'Ron'], true),
          leaf('Whiskies', ['Whisky'], true),
        ],
      },
      {
        name: 'Cervezas',
        leaves: [
          leaf('Cervezas artesanas', ['Cerveza artesana'], true),
          leaf('Cervezas sin alcohol', ['Cerveza sin alcohol']),
        ],
      },
      {
        name: 'Refrescos y zumos',
        leaves: [
          leaf('Zumos', ['Zumo de naranja', 'Zumo de melocotón']),
          leaf('Aguas', ['Agua mineral', 'Agua con gas']),
        ],
      },
      {
        name: 'Accesorios de bar',
        leaves: [
          leaf('Sacacorchos', ['Sacacorchos', 'Abrebotellas']),
          leaf('Copas', ['Copa de vino', 'Copa de balón']),
          leaf('Cocteleras', ['Coctelera']),
        ],
      },
    ],
  },
  {
    id: 10011,
    name: 'Electrónica',
    slug: 'electronica',
    attributeSet: 3,
    sourceChannel: 'web',
    price: [8, 400],
    weight: [0.05, 4],
    qualifiers: [
      'inalámbrico',
      'recargable',
      'portátil',
      'inteligente',
      'con Bluetooth',
      'profesional',
      'de bolsillo',
    ],
    variants: ['negro', 'blanco', 'azul', 'gris', '64 GB', '128 GB', '10 W', '20 W'],
    brands: ['Tecnova', 'Voltia', 'Sonora', 'Pixelia', 'Digitalia', 'Conectia', 'Lumenio', 'Audiomar'],
    subs: [
      {
        name: 'Audio',
        leaves: [
          leaf('Auriculares', ['Auriculares']),
          leaf('Altavoces', ['Altavoz']),
          leaf('Radios', ['Radio digital']),
        ],
      },
      {
        name: 'Telefonía',
        leaves: [
          leaf('Fundas', ['Funda para móvil']),
          leaf('Cargadores', ['Cargador USB-C', 'Batería externa']),
          leaf('Soportes', ['Soporte de coche']),
        ],
      },
      {
        name: 'Hogar inteligente',
        leaves: [
          leaf('Enchufes inteligentes', ['Enchufe inteligente']),
          leaf('Bombillas inteligentes', ['Bombilla LED']),
          leaf('Cámaras de vigilancia', ['Cámara de vigilancia']),
        ],
      },
      {
        name: 'Informática',
        leaves: [
          leaf('Ratones', ['Ratón']),
          leaf('Teclados', ['Teclado']),
          leaf('Memorias USB', ['Memoria USB', 'Tarjeta microSD']),
        ],
      },
    ],
  },
  {
    id: 10047,
    name: 'Cocina y menaje',
    slug: 'cocina',
    attributeSet: 1,
    sourceChannel: 'web',
    price: [3, 250],
    weight: [0.1, 8],
    qualifiers: [
      'antiadherente',
      'de acero inoxidable',
      'de hierro fundido',
      'profesional',
      'de inducción',
      'de cerámica',
      'premium',
    ],
    variants: ['16 cm', '20 cm', '24 cm', '28 cm', '32 cm', 'set de 3', '2 l', '5 l'],
    brands: [
      'Cocinex',
      'Hierro Forjado',
      'Vajillas del Sur',
      'Cuchillería Albacete',
      'Menaje Levante',
      'Ollas Castilla',
      'Inoxa',
      'Barro y Fuego',
    ],
    subs: [
      {
        name: 'Sartenes y cazos',
        leaves: [leaf('Sartenes antiadherentes', ['Sartén']), leaf('Cazos', ['Cazo']), leaf('Woks', ['Wok'])],
      },
      {
        name: 'Ollas y cacerolas',
        leaves: [
          leaf('Ollas a presión', ['Olla a presión', 'Olla rápida']),
          leaf('Cacerolas', ['Cacerola']),
          leaf('Paelleras', ['Paellera']),
        ],
      },
      {
        name: 'Menaje de mesa',
        slug: 'menaje-de-mesa',
        leaves: [
          leaf('Vajillas', ['Vajilla', 'Plato llano']),
          leaf('Cuberterías', ['Cubertería']),
          leaf('Cristalería', ['Vaso', 'Jarra']),
        ],
      },
      {
        name: 'Utensilios de cocina',
        leaves: [
          leaf('Cuchillos', ['Cuchillo cebollero', 'Cuchillo jamonero']),
          leaf('Tablas de cortar', ['Tabla de cortar']),
          leaf('Espátulas y cucharones', ['Espátula', 'Cucharón']),
        ],
      },
      {
        name: 'Conservación',
        leaves: [
          leaf('Táperes', ['Táper', 'Fiambrera']),
          leaf('Botes y tarros', ['Bote hermético', 'Tarro de cristal']),
        ],
      },
    ],
  },
  {
    id: 10153,
    name: 'Mascotas',
    slug: 'mascotas',
    attributeSet: 4,
    sourceChannel: 'web',
    price: [3, 150],
    weight: [0.1, 20],
    qualifiers: [
      'resistente',
      'lavable',
      'ajustable',
      'de acero inoxidable',
      'ecológico',
      'antideslizante',
      'acolchado',
    ],
    variants: ['talla S', 'talla M', 'talla L', '2 kg', '7 kg', '12 kg', 'pack de 2'],
    brands: ['Huellitas', 'Mascotín', 'Campo y Collar', 'Bigotes', 'Patitas Felices', 'Acuamar'],
    subs: [
      {
        name: 'Perros',
        leaves: [
          leaf('Comederos', ['Comedero', 'Bebedero']),
          leaf('Camas para perro', ['Cama para perro']),
          leaf('Collares y correas', ['Collar', 'Correa extensible']),
        ],
      },
      {
        name: 'Gatos',
        leaves: [
          leaf('Rascadores', ['Rascador']),
          leaf('Areneros', ['Arenero', 'Arena aglomerante']),
          leaf('Juguetes para gato', ['Ratón de juguete', 'Caña con plumas']),
        ],
      },
      {
        name: 'Alimentación',
        leaves: [
          leaf('Pienso para perros', ['Pienso para perros']),
          leaf('Pienso para gatos', ['Pienso para gatos']),
          leaf('Snacks', ['Snack dental', 'Galletas para perro']),
        ],
      },
      {
        name: 'Peces y pájaros',
        leaves: [
          leaf('Acuarios', ['Acuario', 'Filtro de acuario']),
          leaf('Jaulas', ['Jaula', 'Comedero para pájaros']),
        ],
      },
    ],
  },
  {
    id: 10154,
    name: 'Bricolaje',
    slug: 'bricolaje',
    attributeSet: 5,
    sourceChannel: 'web',
    price: [3, 400],
    weight: [0.05, 25],
    qualifiers: [
      'profesional',
      'compacto',
      'de acero',
      'sin cable',
      'reforzado',
      'ergonómico',
      'de precisión',
    ],
    variants: ['18 V', '12 V', '500 W', '800 W', 'set de 10', 'set de 24', '5 m', '8 m'],
    brands: [
      'Herramientas Tajo',
      'Bricomax',
      'Ferroluz',
      'Taller Ibérico',
      'Pinturas Sierra',
      'Ferretería Duero',
      'Maderas Moncayo',
      'Luzbrico',
    ],
    subs: [
      {
        name: 'Herramientas eléctricas',
        leaves: [
          leaf('Taladros', ['Taladro percutor', 'Atornillador']),
          leaf('Sierras', ['Sierra de calar', 'Sierra circular']),
          leaf('Lijadoras', ['Lijadora orbital']),
        ],
      },
      {
        name: 'Herramientas manuales',
        leaves: [
          leaf('Destornilladores', ['Juego de destornilladores']),
          leaf('Martillos', ['Martillo', 'Mazo']),
          leaf('Llaves', ['Llave inglesa', 'Juego de llaves Allen']),
        ],
      },
      {
        name: 'Ferretería',
        leaves: [
          leaf('Tornillería', ['Caja de tornillos', 'Tacos']),
          leaf('Cerraduras', ['Candado', 'Cerradura']),
        ],
      },
      {
        name: 'Pintura',
        leaves: [
          leaf('Pinturas', ['Pintura plástica', 'Esmalte']),
          leaf('Brochas y rodillos', ['Brocha', 'Rodillo']),
        ],
      },
      {
        name: 'Iluminación',
        leaves: [leaf('Focos LED', ['Foco LED']), leaf('Linternas', ['Linterna frontal', 'Linterna'])],
      },
    ],
  },
  {
    id: 10155,
    name: 'Asayaor',
    slug: 'asayaor',
    attributeSet: 6,
    sourceChannel: 'marketplace',
    price: [9, 220],
    weight: [0.2, 12],
    qualifiers: ['plegable', 'de exterior', 'resistente', 'de acero', 'ligero', 'original'],
    variants: ['individual', 'familiar', 'pack de 2', 'pack de 4', 'gris', 'verde'],
    brands: ['Asayaor'],
    subs: [
      {
        name: 'Exterior',
        leaves: [
          leaf('Barbacoas portátiles', ['Barbacoa portátil']),
          leaf('Camping', ['Mesa plegable', 'Silla plegable']),
        ],
      },
      { name: 'Mascotas Asayaor', leaves: [leaf('Catblock', ['Catblock', 'Pack de 4 catblocks'])] },
    ],
  },
  {
    id: 10190,
    name: 'Jamoval',
    slug: 'jamoval',
    attributeSet: 7,
    sourceChannel: 'web',
    price: [4, 400],
    weight: [0.08, 9],
    qualifiers: ['ibérico', 'de bellota', 'de cebo', 'curado', 'loncheado', 'gran reserva'],
    variants: ['100 g', '250 g', '500 g', '1 kg', 'pieza 7 kg', 'pieza 8 kg'],
    brands: ['Jamoval'],
    subs: [
      { name: 'Jamones', leaves: [leaf('Jamón ibérico', ['Jamón']), leaf('Paletas', ['Paleta'])] },
      {
        name: 'Embutidos',
        leaves: [
          leaf('Chorizos', ['Chorizo']),
          leaf('Lomos', ['Lomo embuchado']),
          leaf('Salchichones', ['Salchichón']),
        ],
      },
      {
        name: 'Accesorios de corte',
        leaves: [leaf('Jamoneros', ['Jamonero']), leaf('Cuchillos jamoneros', ['Cuchillo jamonero'])],
      },
    ],
  },
  {
    id: 10197,
    name: 'Tarjetas regalo',
    slug: 'tarjetas-regalo',
    attributeSet: 8,
    sourceChannel: 'web',
    price: [10, 200],
    weight: [0.01, 0.05],
    qualifiers: ['digital', 'física', 'personalizada', 'de cumpleaños', 'de Navidad'],
    variants: ['10 €', '25 €', '50 €', '100 €', '150 €'],
    brands: ['Mercado Temático'],
    subs: [
      {
        name: 'Tarjetas por importe',
        leaves: [
          leaf('Tarjetas digitales', ['Tarjeta regalo']),
          leaf('Tarjetas físicas', ['Tarjeta regalo en sobre']),
        ],
      },
      {
        name: 'Tarjetas por ocasión',
        leaves: [
          leaf('Cumpleaños', ['Tarjeta regalo de cumpleaños']),
          leaf('Bodas', ['Tarjeta regalo de boda']),
        ],
      },
    ],
  },
];
