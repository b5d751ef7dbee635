import { typoBudget, typoDistance } from './spelling.ts';
import type { Vocabulary } from './text-index.ts';
import { genderForms, numberForms, optionalTerms, sharedStem, synonymsOf } from './words.ts';

/**
 * How well a catalogue word stands for a typed term: `typos * 2 + (exact ? 0 : 1)`, lower is
 * better. Exact: the word itself, or its singular or plural (as search engines' "ignore plurals"
 * counts them). Not exact: a synonym, the other gender, a word of the same snowball stem, a word
 * the last term is the beginning of, and typo corrections.
 */
export type MatchCode = number;
export const EXACT: MatchCode = 0;
export const INEXACT: MatchCode = 1;
export const typosOf = (code: MatchCode) => code >> 1;

/** A typed term and the catalogue words that match it. */
export interface TermPlan {
  term: string;
  /** A word a phrase synonym lets products leave out ('vino' of 'vino tinto'). */
  optional: boolean;
  codes: Map<number, MatchCode>;
}

/** Plans kept between requests: shoppers repeat searches, and a plan depends only on the catalogue. */
const PLAN_CACHE_SIZE = 2000;

/** The catalogue words that each term of a query may match, with how well they match. */
export function createPlanner(vocabulary: Vocabulary) {
  const { words, idOf, sorted, byStem, brandOnly } = vocabulary;
  const cache = new Map<string, Map<number, MatchCode>>();

  /** Ids of the words beginning with `prefix` (a range of the alphabetical order). */
  const startingWith = (prefix: string): number[] => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (words[sorted[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let at = low; at < sorted.length && words[sorted[at]!]!.startsWith(prefix); at++) {
      found.push(sorted[at]!);
    }
    return found;
  };

  const codesOf = (term: string, last: boolean): Map<number, MatchCode> => {
    const codes = new Map<number, MatchCode>();
    const offer = (word: string | number, code: MatchCode) => {
      const id = typeof word === 'number' ? word : idOf.get(word);
      if (id !== undefined && code < (codes.get(id) ?? Number.POSITIVE_INFINITY)) codes.set(id, code);
    };
    const forms = numberForms(term);
    for (const form of forms) offer(form, EXACT);
    // A synonym brings its own forms and stem: 'movil' → 'telefono' → 'telefonia'.
    const related = [...forms, ...synonymsOf(term).flatMap(numberForms)];
    for (const form of related) offer(form, INEXACT);
    for (const form of related) for (const other of genderForms(form)) offer(other, INEXACT);
    for (const form of related) for (const id of byStem.get(sharedStem(form)) ?? []) offer(id, INEXACT);
    if (last) for (const id of startingWith(term)) offer(id, INEXACT);
    const budget = typoBudget(term.length);
    if (budget === 0) return codes;
    const corrections: { id: number; typos: number; whole: boolean }[] = [];
    words.forEach((word, id) => {
      if (codes.has(id)) return;
      // Distance is symmetric, so is the budget: 'tostadora' is not two typos of 'tostada', a
      // word that, typed, would be allowed one.
      const wholeBudget = Math.min(budget, typoBudget(word.length));
      const whole = typoDistance(term, word, wholeBudget);
      if (whole <= wholeBudget) corrections.push({ id, typos: whole, whole: true });
      // The last term is still being typed: a typo in the beginning of a longer word counts too.
      else if (last && word.length > term.length) {
        const typos = typoDistance(term, word.slice(0, term.length), budget);
        if (typos <= budget) corrections.push({ id, typos, whole: false });
      }
    });
    // A word typed in full is corrected to whole words and their forms ('jamno' is 'jamón' and
    // 'jamones', not the beginning of 'jamonero'); the beginning of a longer word only when no
    // whole word is as close. A typo is read as the catalogue's word before a brand's ('jamno'
    // is not 'Jamoval'): a brand is a correction only when strictly closer than every other word.
    const fewest = (test: (c: (typeof corrections)[number]) => boolean) =>
      corrections.reduce((least, c) => (test(c) && c.typos < least ? c.typos : least), budget + 1);
    const fewestWhole = fewest((c) => c.whole);
    const fewestCatalogue = fewest((c) => brandOnly?.[c.id] !== 1);
    for (const { id, typos, whole } of corrections) {
      if (!whole && typos >= fewestWhole) continue;
      if (brandOnly?.[id] === 1 && typos >= fewestCatalogue) continue;
      const code = typos * 2 + INEXACT;
      offer(id, code);
      if (whole) for (const form of numberForms(words[id]!)) offer(form, code);
    }
    return codes;
  };

  return function plan(terms: readonly string[]): TermPlan[] {
    const optional = optionalTerms(terms);
    return terms.map((term, index) => {
      const last = index === terms.length - 1;
      const key = `${last ? '*' : ''}${term}`;
      let codes = cache.get(key);
      if (!codes) {
        codes = codesOf(term, last);
        if (cache.size >= PLAN_CACHE_SIZE) cache.clear();
        cache.set(key, codes);
      }
      return { term, optional: optional.has(index) && terms.length > 1, codes };
    });
  };
}
