/** The catalogue words each query word may match, and how well (search/terms.ts). */
import { describe, expect, it } from 'vitest';
import { createPlanner, EXACT, INEXACT } from '../../../../../scripts/sandbox-api/search/terms.ts';
import type { Vocabulary } from '../../../../../scripts/sandbox-api/search/text-index.ts';
import { sharedStem } from '../../../../../scripts/sandbox-api/search/words.ts';

function vocabulary(words: string[]): Vocabulary {
  const byStem = new Map<string, number[]>();
  words.forEach((word, id) => {
    const stem = sharedStem(word);
    if (stem) byStem.set(stem, [...(byStem.get(stem) ?? []), id]);
  });
  return {
    words,
    idOf: new Map(words.map((word, id) => [word, id])),
    written: words,
    sorted: Int32Array.from(words.keys()).sort((a, b) => (words[a]! < words[b]! ? -1 : 1)),
    byStem,
  };
}

const words = [
  'sarten',
  'sartenes',
  'jamon',
  'jamonero',
  'tapa',
  'taza',
  'tazas',
  'movil',
  'iberica',
  'meses',
];
const plan = createPlanner(vocabulary(words));
/** The matched words of one query word and their codes, by word. */
const codes = (query: string[], term = query.length - 1) =>
  Object.fromEntries([...plan(query)[term]!.codes].map(([id, code]) => [words[id], code]));

describe('query word planning', () => {
  it('matches the word and its singular or plural exactly', () => {
    expect(codes(['sartenes', 'x'], 0)).toEqual({ sarten: EXACT, sartenes: EXACT });
  });

  it('matches the words the last word begins, not exactly, and only for the last word', () => {
    expect(codes(['jamon'])).toMatchObject({ jamon: EXACT, jamonero: INEXACT });
    expect(codes(['jamon', 'x'], 0)).not.toHaveProperty('jamonero');
  });

  it('matches synonyms and the other gender, not exactly', () => {
    expect(codes(['telefono', 'x'], 0)).toEqual({ movil: INEXACT });
    expect(codes(['iberico', 'x'], 0)).toEqual({ iberica: INEXACT });
  });

  it('matches typos by word length, one typo costing 2', () => {
    expect(codes(['saretn', 'x'], 0)).toEqual({ sarten: 2 + INEXACT });
    expect(codes(['taza', 'x'], 0)).toEqual({ taza: EXACT, tazas: EXACT, tapa: 2 + INEXACT });
    expect(codes(['taz', 'x'], 0)).toEqual({});
    expect(codes(['mesa', 'x'], 0)).not.toHaveProperty('meses');
  });

  it('marks the first word of a phrase synonym optional', () => {
    expect(plan(['vino', 'tinto']).map((term) => term.optional)).toEqual([true, false]);
    expect(plan(['vino']).map((term) => term.optional)).toEqual([false]);
  });
});
