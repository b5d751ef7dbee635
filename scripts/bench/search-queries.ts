/**
 * The fixed queries the search's precision is scored on (issue 15), written against the seed's
 * catalogue (scripts/sandbox-api/seed/kinds/). Each says which products are the right answers: those
 * filed in one of `leaves` (a bench seed's numbered copies too: 'Vino tinto 37'), whose name
 * matches `name`, or named exactly `exact`.
 */
export type QueryKind =
  | 'exact name'
  | 'single word'
  | 'plural'
  | 'no accents'
  | 'typo'
  | 'two words'
  | 'synonym';

export interface BenchQuery {
  query: string;
  kind: QueryKind;
  leaves?: readonly string[];
  name?: RegExp;
  exact?: string;
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
  { query: 'sartén', kind: 'single word', leaves: ['Sartenes antiadherentes'] },
  { query: 'taza', kind: 'single word', leaves: ['Vajillas'], name: /\btazas?\b/i },
  { query: 'cafetera', kind: 'single word', leaves: ['Vajillas'], name: /\bcafé/i },
  {
    query: 'vino',
    kind: 'single word',
    leaves: ['Vino tinto', 'Vino blanco', 'Cavas y espumosos'],
    name: /^Vino /,
  },
  { query: 'taladro', kind: 'single word', leaves: ['Taladros'] },
  { query: 'pienso', kind: 'single word', leaves: ['Pienso para perros', 'Pienso para gatos'] },
  { query: 'linterna', kind: 'single word', leaves: ['Linternas'] },
  { query: 'auriculares', kind: 'single word', leaves: ['Auriculares'] },
  { query: 'whisky', kind: 'single word', leaves: ['Whiskies'] },
  { query: 'coctelera', kind: 'single word', leaves: ['Cocteleras'] },
  { query: 'paellera', kind: 'single word', leaves: ['Paelleras'] },

  { query: 'sartenes', kind: 'plural', leaves: ['Sartenes antiadherentes'] },
  { query: 'jamones', kind: 'plural', leaves: ['Jamón ibérico', 'Paletas'] },
  { query: 'cuchillos', kind: 'plural', leaves: ['Cuchillos', 'Cuchillos jamoneros'] },
  { query: 'copas', kind: 'plural', leaves: ['Copas'] },
  { query: 'tazas', kind: 'plural', leaves: ['Vajillas'], name: /\btazas?\b/i },
  { query: 'altavoces', kind: 'plural', leaves: ['Altavoces'] },
  { query: 'martillos', kind: 'plural', leaves: ['Martillos'] },
  { query: 'rascadores', kind: 'plural', leaves: ['Rascadores'] },

  { query: 'jamon', kind: 'no accents', leaves: ['Jamón ibérico'] },
  { query: 'sarten', kind: 'no accents', leaves: ['Sartenes antiadherentes'] },
  { query: 'raton', kind: 'no accents', leaves: ['Ratones', 'Juguetes para gato'], name: /^Ratón/ },
  { query: 'cuberteria', kind: 'no accents', leaves: ['Cuberterías'] },
  { query: 'camara vigilancia', kind: 'no accents', leaves: ['Cámaras de vigilancia'] },
  { query: 'salchichon', kind: 'no accents', leaves: ['Salchichones'] },

  { query: 'saretn', kind: 'typo', leaves: ['Sartenes antiadherentes'] },
  { query: 'cuchilo', kind: 'typo', leaves: ['Cuchillos', 'Cuchillos jamoneros'] },
  { query: 'jamnon', kind: 'typo', leaves: ['Jamón ibérico'] },
  { query: 'talador', kind: 'typo', leaves: ['Taladros'] },
  { query: 'ginebar', kind: 'typo', leaves: ['Ginebras'] },
  { query: 'lijadra', kind: 'typo', leaves: ['Lijadoras'] },
  { query: 'cervesa', kind: 'typo', leaves: ['Cervezas artesanas', 'Cervezas sin alcohol'] },
  { query: 'auriculraes', kind: 'typo', leaves: ['Auriculares'] },

  { query: 'vino tinto', kind: 'two words', leaves: ['Vino tinto'] },
  { query: 'vino blanco', kind: 'two words', leaves: ['Vino blanco'] },
  { query: 'sartén 28', kind: 'two words', leaves: ['Sartenes antiadherentes'], name: /\b28 cm\b/ },
  { query: 'pienso gatos', kind: 'two words', leaves: ['Pienso para gatos'] },
  { query: 'cama perro', kind: 'two words', leaves: ['Camas para perro'] },
  { query: 'cuchillo jamonero', kind: 'two words', leaves: ['Cuchillos jamoneros'] },
  { query: 'taza desayuno', kind: 'two words', leaves: ['Vajillas'], name: /\bdesayuno\b/i },
  { query: 'cerveza sin alcohol', kind: 'two words', leaves: ['Cervezas sin alcohol'] },
  { query: 'olla presión', kind: 'two words', leaves: ['Ollas a presión'] },
  { query: 'jamón bellota', kind: 'two words', leaves: ['Jamón ibérico'], name: /\bbellota\b/ },
  { query: 'agua mineral', kind: 'two words', leaves: ['Aguas'] },
  { query: 'collar perro', kind: 'two words', leaves: ['Collares y correas'], name: /^Collar /i },
  { query: 'copa de vino', kind: 'two words', leaves: ['Copas'] },
  { query: 'cargador usb', kind: 'two words', leaves: ['Cargadores'] },
  { query: 'arena gato', kind: 'two words', leaves: ['Areneros'], name: /^Arena /i },
  { query: 'ron añejo', kind: 'two words', leaves: ['Rones'], name: /\bañejo\b/ },
  { query: 'tarjeta regalo cumpleaños', kind: 'two words', leaves: ['Cumpleaños'] },

  { query: 'tupper', kind: 'synonym', leaves: ['Táperes'] },
  { query: 'cazuela', kind: 'synonym', leaves: ['Cacerolas'] },
  { query: 'soporte teléfono', kind: 'synonym', leaves: ['Soportes'] },
  { query: 'funda móvil', kind: 'synonym', leaves: ['Fundas'] },
];
