/** The catalogue words each query word may match, and how well (search/terms.ts). */
import { describe, expect, it } from 'vitest';
import { createPlanner, EXACT, INEXACT } from '../../search/terms.ts';
import type { Vocabulary } from '../../search/text-index.ts';
import { sharedStem } from '../../search/words.ts';

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
    // A correction brings its plural: 'saretn' is 'sartén' and 'sartenes'.
    expect(codes(['saretn', 'x'], 0)).toEqual({ sarten: 2 + INEXACT, sartenes: 2 + INEXACT });
    expect(codes(['taza', 'x'], 0)).toEqual({ taza: EXACT, tazas: EXACT, tapa: 2 + INEXACT });
    expect(codes(['taz', 'x'], 0)).toEqual({});
    expect(codes(['mesa', 'x'], 0)).not.toHaveProperty('meses');
  });

  it("reads a typo as the catalogue's word before a brand's ('jamno' is jamón, not Jamoval)", () => {
    const words = ['jamon', 'jamones', 'jamonero', 'jamoval', 'bodegas'];
    const brandOnly = Uint8Array.from(words, (word) => (word === 'jamoval' ? 1 : 0));
    const withBrands = createPlanner({ ...vocabulary(words), brandOnly });
    const found = (query: string) => [...withBrands([query])[0]!.codes.keys()].map((id) => words[id]).sort();
    // 'jamóm' arrives folded: 'jamom'.
    for (const typo of ['jamno', 'jamom']) {
      expect(found(typo), typo).toEqual(['jamon', 'jamones']);
    }
    // Strictly closer, the brand is the correction: 'jamovl' is one typo from it, two from jamón.
    expect(found('jamovl')).toContain('jamoval');
  });

  it('corrects a word typed in full to whole words, not to the beginning of a longer one', () => {
    expect(codes(['jamno', 'x'], 0)).not.toHaveProperty('jamonero');
  });

  it("allows a correction only the typos the shorter word allows ('tostadora' is not 'tostada')", () => {
    const planner = createPlanner(vocabulary(['tostada']));
    expect(planner(['tostadora'])[0]!.codes.size).toBe(0);
  });

  it('marks stop words optional, so a sentence still finds what it names', () => {
    expect(plan(['algo', 'para', 'sarten']).map((term) => term.optional)).toEqual([true, true, false]);
  });

  it('marks the first word of a phrase synonym optional', () => {
    expect(plan(['vino', 'tinto']).map((term) => term.optional)).toEqual([true, false]);
    expect(plan(['vino']).map((term) => term.optional)).toEqual([false]);
  });
});
