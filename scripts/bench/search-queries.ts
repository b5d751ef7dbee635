/**
 * The fixed queries the search's precision is scored on (issues 15 and 27), written against the
 * seed's catalogue (scripts/sandbox-api/seed/kinds/). Each says which products are the right
 * answers: those filed in one of `leaves` (a bench seed's numbered copies too: 'Vino tinto 37'),
 * whose name matches `name`, or named exactly `exact`; or, with `none`, that the catalogue sells
 * nothing of the kind and the right answer is a page that says so.
 */
export type QueryKind =
  | 'exact name'
  | 'single word'
  | 'plural'
  | 'no accents'
  | 'typo'
  | 'two words'
  | 'synonym'
  | 'everyday name'
  | 'need'
  | 'several words'
  | 'not sold';

export interface BenchQuery {
  query: string;
  kind: QueryKind;
  leaves?: readonly string[];
  name?: RegExp;
  exact?: string;
  /** The catalogue sells nothing of the kind: no product may be presented as a match. */
  none?: true;
}

const exact = (name: string): BenchQuery => ({ query: name, kind: 'exact name', exact: name });

export const BENCH_QUERIES: readonly BenchQuery[] = [
  exact('Cazo antiadherente Cocinex 18 cm 2 l'),
  exact('Ginebra rosa Cantábrica 70 cl'),
  exact('Taladro percutor Ebro Work 550 W'),
  exact('Ratón inalámbrico silencioso Digitalia M blanco'),
  exact('Candado de latón Cerrajería Cantábrica 40 mm'),
  exact('Wok de acero al carbono Forja Ibérica 30 cm'),
  exact('Cerveza artesana IPA Montaña pack de 12 × 33 cl'),

  { query: 'jamón', kind: 'single word', leaves: ['Jamón ibérico'] },
  { query: 'sartén', kind: 'single word', leaves: ['Sartenes'] },
  { query: 'taza', kind: 'single word', leaves: ['Vajillas'], name: /\btazas?\b/i },
  {
    query: 'vino',
    kind: 'single word',
    leaves: ['Vino tinto', 'Vino blanco', 'Cavas y espumosos'],
    name: /^Vino /,
  },
  { query: 'taladro', kind: 'single word', leaves: ['Taladros'] },
  { query: 'pienso', kind: 'single word', leaves: ['Pienso para perros', 'Pienso para gatos'] },
  { query: 'linterna', kind: 'single word', leaves: ['Linternas y faroles'] },
  { query: 'auriculares', kind: 'single word', leaves: ['Auriculares'] },
  { query: 'whisky', kind: 'single word', leaves: ['Whiskies'] },
  { query: 'coctelera', kind: 'single word', leaves: ['Cocteleras'] },
  { query: 'paellera', kind: 'single word', leaves: ['Paelleras'] },

  { query: 'sartenes', kind: 'plural', leaves: ['Sartenes'] },
  { query: 'jamones', kind: 'plural', leaves: ['Jamón ibérico', 'Paletas'] },
  { query: 'cuchillos', kind: 'plural', leaves: ['Cuchillos', 'Cuchillos jamoneros y chairas'] },
  { query: 'copas', kind: 'plural', leaves: ['Copas'] },
  { query: 'tazas', kind: 'plural', leaves: ['Vajillas'], name: /\btazas?\b/i },
  { query: 'altavoces', kind: 'plural', leaves: ['Altavoces'] },
  { query: 'martillos', kind: 'plural', leaves: ['Martillos'] },
  { query: 'rascadores', kind: 'plural', leaves: ['Rascadores'] },

  { query: 'jamon', kind: 'no accents', leaves: ['Jamón ibérico'] },
  { query: 'sarten', kind: 'no accents', leaves: ['Sartenes'] },
  { query: 'raton', kind: 'no accents', leaves: ['Ratones', 'Juguetes para gato'], name: /^Ratón/ },
  { query: 'cuberteria', kind: 'no accents', leaves: ['Cuberterías'] },
  { query: 'camara vigilancia', kind: 'no accents', leaves: ['Cámaras de vigilancia'] },
  { query: 'salchichon', kind: 'no accents', leaves: ['Salchichones'] },

  { query: 'saretn', kind: 'typo', leaves: ['Sartenes'] },
  { query: 'cuchilo', kind: 'typo', leaves: ['Cuchillos', 'Cuchillos jamoneros y chairas'] },
  { query: 'jamnon', kind: 'typo', leaves: ['Jamón ibérico'] },
  { query: 'talador', kind: 'typo', leaves: ['Taladros'] },
  { query: 'ginebar', kind: 'typo', leaves: ['Ginebras'] },
  { query: 'lijadra', kind: 'typo', leaves: ['Lijadoras y multiherramientas'] },
  { query: 'cervesa', kind: 'typo', leaves: ['Cervezas artesanas', 'Cervezas sin alcohol'] },
  { query: 'auriculraes', kind: 'typo', leaves: ['Auriculares'] },

  { query: 'vino tinto', kind: 'two words', leaves: ['Vino tinto'] },
  { query: 'vino blanco', kind: 'two words', leaves: ['Vino blanco'] },
  { query: 'sartén 28', kind: 'two words', leaves: ['Sartenes'], name: /\b28 cm\b/ },
  { query: 'pienso gatos', kind: 'two words', leaves: ['Pienso para gatos'] },
  { query: 'cama perro', kind: 'two words', leaves: ['Camas para perro'] },
  { query: 'cuchillo jamonero', kind: 'two words', leaves: ['Cuchillos jamoneros y chairas'] },
  { query: 'taza desayuno', kind: 'two words', leaves: ['Vajillas'], name: /\bdesayuno\b/i },
  { query: 'cerveza sin alcohol', kind: 'two words', leaves: ['Cervezas sin alcohol'] },
  { query: 'olla presión', kind: 'two words', leaves: ['Ollas a presión'] },
  { query: 'jamón bellota', kind: 'two words', leaves: ['Jamón ibérico'], name: /\bbellota\b/ },
  { query: 'agua mineral', kind: 'two words', leaves: ['Aguas'] },
  { query: 'collar perro', kind: 'two words', leaves: ['Collares, correas y arneses'], name: /^Collar /i },
  { query: 'copa de vino', kind: 'two words', leaves: ['Copas'] },
  { query: 'cargador usb', kind: 'two words', leaves: ['Cargadores y baterías externas'] },
  { query: 'arena gato', kind: 'two words', leaves: ['Arena y areneros'], name: /^Arena /i },
  { query: 'ron añejo', kind: 'two words', leaves: ['Rones'], name: /\bañejo\b/ },
  { query: 'tarjeta regalo cumpleaños', kind: 'two words', leaves: ['Cumpleaños'] },

  { query: 'tupper', kind: 'synonym', leaves: ['Táperes y fiambreras'] },
  { query: 'cazuela', kind: 'synonym', leaves: ['Cacerolas y cazuelas'] },
  { query: 'soporte teléfono', kind: 'synonym', leaves: ['Soportes y palos selfi'] },
  { query: 'funda móvil', kind: 'synonym', leaves: ['Fundas'] },

  // Issue 27: the everyday name of a thing instead of the catalogue's word.
  { query: 'carcasa móvil', kind: 'everyday name', leaves: ['Fundas'] },
  { query: 'pecera', kind: 'everyday name', leaves: ['Acuarios'] },
  { query: 'champán', kind: 'everyday name', leaves: ['Cavas y espumosos'] },
  {
    query: 'powerbank',
    kind: 'everyday name',
    leaves: ['Cargadores y baterías externas'],
    name: /^Batería externa/,
  },
  { query: 'olla express', kind: 'everyday name', leaves: ['Ollas a presión'] },
  { query: 'comida para perro', kind: 'everyday name', leaves: ['Pienso para perros'] },
  { query: 'comida gato', kind: 'everyday name', leaves: ['Pienso para gatos'] },
  { query: 'tartera', kind: 'everyday name', leaves: ['Táperes y fiambreras'] },
  { query: 'cascos', kind: 'everyday name', leaves: ['Auriculares'] },
  {
    query: 'descorchador',
    kind: 'everyday name',
    leaves: ['Sacacorchos y abrebotellas'],
    name: /^Sacacorchos/,
  },
  { query: 'acampada', kind: 'everyday name', leaves: ['Camping'] },
  { query: 'guisqui', kind: 'everyday name', leaves: ['Whiskies'] },
  { query: 'birra', kind: 'everyday name', leaves: ['Cervezas artesanas', 'Cervezas sin alcohol'] },
  { query: 'pendrive', kind: 'everyday name', leaves: ['Memorias USB y microSD'] },
  {
    query: 'cheque regalo',
    kind: 'everyday name',
    leaves: ['Tarjetas digitales', 'Tarjetas físicas', 'Cumpleaños', 'Bodas'],
  },
  { query: 'paella', kind: 'everyday name', leaves: ['Paelleras'] },
  { query: 'tabla de picar', kind: 'everyday name', leaves: ['Tablas de cortar'] },
  { query: 'desatornillador', kind: 'everyday name', leaves: ['Destornilladores'] },

  // Issue 27: a need instead of a product type.
  { query: 'algo para cortar jamón', kind: 'need', leaves: ['Cuchillos jamoneros y chairas'] },
  { query: 'abrir vino', kind: 'need', leaves: ['Sacacorchos y abrebotellas'], name: /^Sacacorchos/ },
  { query: 'abrir botellas', kind: 'need', leaves: ['Sacacorchos y abrebotellas'], name: /^Abrebotellas/ },
  { query: 'hacer paella', kind: 'need', leaves: ['Paelleras'] },
  { query: 'colgar cuadros', kind: 'need', leaves: ['Taladros'] },
  { query: 'guardar comida', kind: 'need', leaves: ['Táperes y fiambreras'] },
  { query: 'cargar el móvil', kind: 'need', leaves: ['Cargadores y baterías externas'] },
  { query: 'proteger el móvil', kind: 'need', leaves: ['Fundas'] },
  { query: 'escuchar música', kind: 'need', leaves: ['Altavoces'] },
  { query: 'vigilar la casa', kind: 'need', leaves: ['Cámaras de vigilancia'] },
  { query: 'pintar la pared', kind: 'need', leaves: ['Pinturas'] },
  { query: 'cortar madera', kind: 'need', leaves: ['Sierras'] },
  { query: 'lijar madera', kind: 'need', leaves: ['Lijadoras y multiherramientas'] },
  { query: 'soporte para jamón', kind: 'need', leaves: ['Jamoneros'] },

  // Issue 27: the word for ham misspelt reads as ham, not as the brand Jamoval.
  { query: 'jamno', kind: 'typo', leaves: ['Jamón ibérico'] },
  { query: 'jamóm', kind: 'typo', leaves: ['Jamón ibérico'] },
  { query: 'pinso', kind: 'typo', leaves: ['Pienso para perros', 'Pienso para gatos'] },

  // Issue 27: more words than the catalogue says; the shop's page retries with fewer.
  { query: 'funda iphone', kind: 'several words', leaves: ['Fundas'] },
  { query: 'pienso gatos esterilizados', kind: 'several words', leaves: ['Pienso para gatos'] },
  { query: 'vino tinto rioja', kind: 'several words', leaves: ['Vino tinto'] },
  { query: 'cerveza artesana ipa', kind: 'several words', leaves: ['Cervezas artesanas'] },
  { query: 'ginebra rosa', kind: 'several words', leaves: ['Ginebras'] },
  { query: 'auriculares inalámbricos', kind: 'several words', leaves: ['Auriculares'] },
  { query: 'taladro sin cable', kind: 'several words', leaves: ['Taladros'] },
  { query: 'cama perro grande', kind: 'several words', leaves: ['Camas para perro'] },
  { query: 'arena gato lavanda', kind: 'several words', leaves: ['Arena y areneros'] },
  { query: 'bombilla inteligente', kind: 'several words', leaves: ['Bombillas inteligentes'] },

  // Issue 27: what the catalogue does not sell finds nothing, not near-misses ('cafetera' found cups).
  { query: 'cafetera', kind: 'not sold', none: true },
  { query: 'bicicleta', kind: 'not sold', none: true },
  { query: 'tostadora', kind: 'not sold', none: true },
  { query: 'televisor', kind: 'not sold', none: true },
  { query: 'zapatillas', kind: 'not sold', none: true },
  { query: 'aspiradora', kind: 'not sold', none: true },
];
