/**
 * Spanish word rules of the search: number and gender forms, the snowball stem, and the synonyms.
 * Every word here is folded (text.ts `fold`): lower case, no accents.
 */
import { stemmer } from '@orama/stemmers/spanish';

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
 * the descriptions use loosely ('comida' would make 'pienso' find lunch boxes).
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['cesta', 'carrito'],
  ['movil', 'telefono', 'telefonia', 'smartphone'],
  ['taper', 'tupper', 'fiambrera'],
  ['cacerola', 'cazuela'],
  ['auriculares', 'cascos'],
  ['linterna', 'frontal'],
  ['bombilla', 'lampara'],
  ['taladro', 'taladradora'],
];

/** One-way synonyms: the key also finds the words listed ('cafetera' finds the coffee cups). */
export const ONE_WAY_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([['cafetera', ['cafe']]]);

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

/** Positions of the query terms that a phrase synonym makes optional. */
export function optionalTerms(terms: readonly string[]): Set<number> {
  const optional = new Set<number>();
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
