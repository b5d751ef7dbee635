/**
 * Spanish word rules of the search: number and gender forms, the snowball stem, and the synonyms.
 * Every word here is folded (text.ts `fold`): lower case, no accents.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { fold } from '../text.ts';

/**
 * The snowball stem joins words only when it keeps this many letters: shorter stems join words
 * that merely look alike ('mesa' and 'meses' share 'mes', 'cazo' and 'caza' share 'caz').
 */
const MIN_SHARED_STEM = 4;

/** The singular and plural of a word: 'sarten' ⇄ 'sartenes', 'vino' ⇄ 'vinos', 'pez' ⇄ 'peces'. */
export function numberForms(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith('z')) forms.push(`${word.slice(0, -1)}ces`);
  if (word.endsWith('ces')) forms.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

/** The other gender of an adjective or noun, in both numbers: 'iberico' → 'iberica', 'ibericas'. */
export function genderForms(word: string): string[] {
  const match = /^(.{2,})([oa])(s?)$/.exec(word);
  if (!match) return [];
  const [, root, vowel] = match;
  const other = vowel === 'o' ? 'a' : 'o';
  return [`${root}${other}`, `${root}${other}s`];
}

/** The snowball stem of a folded word, or '' when it is too short to join words safely. */
export function sharedStem(word: string): string {
  const stem = stemmer(word);
  return stem.length >= MIN_SHARED_STEM ? stem : '';
}

/**
 * Words a shopper uses for the catalogue's words (both ways), as search engines keep a synonym
 * list: each matches as if the other had been typed, ranked after the typed word itself. No word
 * the descriptions use loosely ('comida' would make 'pienso' find lunch boxes), and no word for
 * something the catalogue does not sell ('cafetera' found coffee cups): that search finds nothing.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['cesta', 'carrito'],
  ['movil', 'telefono', 'telefonia', 'smartphone'],
  ['taper', 'tupper', 'fiambrera', 'tartera'],
  ['cacerola', 'cazuela'],
  ['auriculares', 'cascos'],
  ['linterna', 'frontal'],
  ['bombilla', 'lampara'],
  ['taladro', 'taladradora'],
  ['altavoz', 'bafle'],
  ['raton', 'mouse'],
  ['sacacorchos', 'descorchador'],
  ['barbacoa', 'parrilla', 'grill'],
  ['camping', 'acampada'],
  ['acuario', 'pecera'],
  ['comedero', 'cuenco'],
  ['cerradura', 'cerrojo'],
  ['foco', 'reflector'],
  ['whisky', 'whiskey', 'guisqui'],
  ['cerveza', 'birra'],
  ['destornillador', 'desatornillador'],
  ['cuberteria', 'cubiertos'],
];

/**
 * One-way synonyms: the key also finds the words listed, not the other way round ('champán'
 * finds the cavas, but 'cava' is not champagne; 'paella' is the pan too, a 'paellera').
 */
export const ONE_WAY_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['champan', ['cava', 'espumoso']],
  ['champagne', ['cava', 'espumoso']],
  ['paella', ['paellera']],
  ['pendrive', ['memoria']],
  ['gin', ['ginebra']],
  ['chuches', ['snacks']],
  ['golosinas', ['snacks']],
]);

/**
 * Words that say nothing about the product ('algo para', 'quiero un'): optional, as search
 * engines' stop words are, so a query in a shopper's own sentence still finds what it names.
 * Not 'sin': 'cerveza sin alcohol' means it.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'al',
  'algo',
  'busco',
  'comprar',
  'con',
  'de',
  'del',
  'el',
  'en',
  'la',
  'las',
  'los',
  'mi',
  'necesito',
  'para',
  'por',
  'que',
  'quiero',
  'un',
  'una',
  'unas',
  'unos',
  'y',
]);

/**
 * Everyday names and needs said in words the catalogue does not use, and the catalogue's words
 * for them: 'comida para perro' is 'pienso perro', 'abrir vino' a 'sacacorchos'. Read in the
 * query's words (stop words between them skipped, singular or plural alike) and replaced before
 * the search plans them, so a product pays nothing for them.
 */
export const PHRASE_REWRITES: readonly { phrase: readonly string[]; as: readonly string[] }[] = [
  { phrase: ['comida', 'perro'], as: ['pienso', 'perro'] },
  { phrase: ['comida', 'gato'], as: ['pienso', 'gato'] },
  { phrase: ['cortar', 'jamon'], as: ['cuchillo', 'jamonero'] },
  { phrase: ['soporte', 'jamon'], as: ['jamonero'] },
  { phrase: ['pata', 'jamon'], as: ['jamón'] },
  { phrase: ['abrir', 'vino'], as: ['sacacorchos'] },
  { phrase: ['abrir', 'botella'], as: ['abrebotellas'] },
  { phrase: ['abrir', 'cerveza'], as: ['abrebotellas'] },
  { phrase: ['hacer', 'paella'], as: ['paellera'] },
  { phrase: ['colgar', 'cuadro'], as: ['taladro'] },
  { phrase: ['hacer', 'agujero'], as: ['taladro'] },
  { phrase: ['guardar', 'comida'], as: ['táper'] },
  { phrase: ['conservar', 'comida'], as: ['táper'] },
  { phrase: ['llevar', 'comida'], as: ['táper'] },
  { phrase: ['cargar', 'movil'], as: ['cargador'] },
  { phrase: ['proteger', 'movil'], as: ['funda'] },
  { phrase: ['escuchar', 'musica'], as: ['altavoz'] },
  { phrase: ['vigilar', 'casa'], as: ['cámara', 'vigilancia'] },
  { phrase: ['pintar', 'pared'], as: ['pintura'] },
  { phrase: ['cortar', 'madera'], as: ['sierra'] },
  { phrase: ['lijar', 'madera'], as: ['lijadora'] },
  { phrase: ['olla', 'express'], as: ['olla', 'presión'] },
  { phrase: ['olla', 'expres'], as: ['olla', 'presión'] },
  { phrase: ['olla', 'rapida'], as: ['olla', 'presión'] },
  { phrase: ['tabla', 'picar'], as: ['tabla', 'cortar'] },
  { phrase: ['cheque', 'regalo'], as: ['tarjeta', 'regalo'] },
  { phrase: ['vale', 'regalo'], as: ['tarjeta', 'regalo'] },
  // 'carcasa' is a phone case to a shopper; in the descriptions it is a USB stick's casing.
  { phrase: ['carcasa'], as: ['funda'] },
  { phrase: ['powerbank'], as: ['batería', 'externa'] },
  { phrase: ['power', 'bank'], as: ['batería', 'externa'] },
  { phrase: ['luz', 'jardin'], as: ['foco', 'exterior'] },
];

/** Whether a folded query word is a catalogue word of a rule, in its singular or plural. */
const sameWord = (term: string, word: string) => term === word || numberForms(word).includes(term);

/** Where a phrase stands in the terms (stop words between its words skipped), or null. */
function findPhrase(terms: readonly string[], phrase: readonly string[]): [number, number] | null {
  for (let start = 0; start < terms.length; start++) {
    if (!sameWord(terms[start]!, phrase[0]!)) continue;
    let at = start + 1;
    let matched = 1;
    while (matched < phrase.length && at < terms.length) {
      if (sameWord(terms[at]!, phrase[matched]!)) matched++;
      else if (!STOP_WORDS.has(terms[at]!)) break;
      at++;
    }
    if (matched === phrase.length) return [start, at];
  }
  return null;
}

/**
 * The query with every everyday phrase replaced by the catalogue's words (PHRASE_REWRITES):
 * folded terms and the words as written, kept one for one. Cheap: a few dozen short comparisons
 * per query, at parse time.
 */
export function rewritePhrases(
  terms: readonly string[],
  words: readonly string[],
): { terms: string[]; words: string[] } {
  const out = { terms: [...terms], words: [...words] };
  for (const { phrase, as } of PHRASE_REWRITES) {
    const span = findPhrase(out.terms, phrase);
    if (!span) continue;
    const [start, end] = span;
    out.terms.splice(start, end - start, ...as.map(fold));
    out.words.splice(start, end - start, ...as);
  }
  return out;
}

/**
 * Phrases whose first words may be left out: 'vino tinto' also finds a product that only says
 * 'tinto', ranked after those with both words (the "all words first" rule).
 */
export const PHRASE_SYNONYMS: readonly { phrase: readonly string[]; core: string }[] = [
  { phrase: ['vino', 'tinto'], core: 'tinto' },
  { phrase: ['vino', 'blanco'], core: 'blanco' },
  { phrase: ['vino', 'rosado'], core: 'rosado' },
];

/** The synonyms of a folded word, through its singular and plural. */
export function synonymsOf(word: string): string[] {
  const found: string[] = [];
  for (const form of numberForms(word)) {
    for (const group of SYNONYMS) if (group.includes(form)) found.push(...group.filter((w) => w !== form));
    // A Map: a shopper's word is never looked up among an object's inherited keys ('constructor').
    found.push(...(ONE_WAY_SYNONYMS.get(form) ?? []));
  }
  return [...new Set(found)];
}

/** Positions of the query terms that a phrase synonym or a stop word makes optional. */
export function optionalTerms(terms: readonly string[]): Set<number> {
  const optional = new Set<number>();
  terms.forEach((term, index) => {
    if (STOP_WORDS.has(term)) optional.add(index);
  });
  for (const { phrase, core } of PHRASE_SYNONYMS) {
    for (let start = 0; start + phrase.length <= terms.length; start++) {
      if (!phrase.every((word, offset) => terms[start + offset] === word)) continue;
      phrase.forEach((word, offset) => {
        if (word !== core) optional.add(start + offset);
      });
    }
  }
  return optional;
}
