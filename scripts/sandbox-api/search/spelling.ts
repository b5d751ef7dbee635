import type { DatabaseSync } from 'node:sqlite';
import { allRows } from '../db.ts';

/** Terms shorter than this are never corrected: too many words are one edit away from them. */
const MIN_CORRECTED_LENGTH = 4;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Every string one edit (deletion, transposition, substitution, insertion) away from `word`. */
export function oneEditAway(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return edits;
}

/** Spanish singular and plural forms of a folded word: "cuchillo" ⇄ "cuchillos", "sarten" ⇄ "sartenes". */
export function numberForms(word: string): string[] {
  const forms = [`${word}s`, `${word}es`];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * Corrects folded search terms against the words the catalogue actually contains (FTS5's own
 * vocabulary): a known word, or a prefix of one for the last term typed, stays; otherwise its
 * singular or plural form, or else the most common word one typo away, takes its place.
 */
export function createSpeller(vocabulary: ReadonlyMap<string, number>) {
  const sorted = [...vocabulary.keys()].sort();
  const isPrefix = (term: string): boolean => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return sorted[low]?.startsWith(term) ?? false;
  };
  const mostCommon = (candidates: Iterable<string>): string | undefined => {
    let best: string | undefined;
    for (const candidate of candidates) {
      if ((vocabulary.get(candidate) ?? 0) > (best ? vocabulary.get(best)! : 0)) best = candidate;
    }
    return best;
  };
  return (term: string, last: boolean): string => {
    if (vocabulary.has(term) || (last && isPrefix(term))) return term;
    return (
      mostCommon(numberForms(term)) ??
      (term.length >= MIN_CORRECTED_LENGTH ? mostCommon(oneEditAway(term)) : undefined) ??
      term
    );
  };
}

/** The words of the search index with the number of products holding each (fts5vocab). */
export function readVocabulary(db: DatabaseSync): Map<string, number> {
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.products_vocab USING fts5vocab(main, products_fts, row)');
  const rows = allRows<{ term: string; doc: number }>(
    db.prepare('SELECT term, doc FROM temp.products_vocab'),
  );
  return new Map(rows.map((row) => [row.term, row.doc]));
}
