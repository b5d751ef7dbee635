/** The Spanish word rules of the search (search/words.ts): number, gender, stems and synonyms. */
import { describe, expect, it } from 'vitest';
import { queryTerms, typedWords } from '../../search/request.ts';
import {
  genderForms,
  numberForms,
  optionalTerms,
  rewritePhrases,
  sharedStem,
  synonymsOf,
} from '../../search/words.ts';

describe('Spanish word rules', () => {
  it('forms singulars and plurals, z → ces included', () => {
    expect(numberForms('sarten')).toContain('sartenes');
    expect(numberForms('sartenes')).toContain('sarten');
    expect(numberForms('altavoz')).toContain('altavoces');
    expect(numberForms('altavoces')).toContain('altavoz');
    expect(numberForms('mesa')).not.toContain('meses');
  });

  it('forms the other gender of adjectives', () => {
    expect(genderForms('iberico')).toEqual(['iberica', 'ibericas']);
    expect(genderForms('blancas')).toEqual(['blanco', 'blancos']);
    expect(genderForms('wok')).toEqual([]);
  });

  it('joins words by their snowball stem only when the stem is long enough', () => {
    expect(sharedStem('loncheado')).toBe(sharedStem('lonchas'));
    expect(sharedStem('mesa')).toBe('');
  });

  it('knows the synonyms both ways, and one-way ones', () => {
    expect(synonymsOf('carrito')).toContain('cesta');
    expect(synonymsOf('cestas')).toContain('carrito');
    expect(synonymsOf('telefono')).toContain('movil');
    expect(synonymsOf('champan')).toEqual(['cava', 'espumoso']);
    expect(synonymsOf('cava')).toEqual([]);
    // The catalogue sells no coffee makers: 'cafetera' is no synonym of the cups.
    expect(synonymsOf('cafetera')).toEqual([]);
  });

  it("rewrites everyday names and needs into the catalogue's words, stop words between them skipped", () => {
    const rewrite = (query: string) => rewritePhrases(queryTerms(query), typedWords(query));
    expect(rewrite('comida para perros')).toEqual({ terms: ['pienso', 'perro'], words: ['pienso', 'perro'] });
    expect(rewrite('algo para cortar jamón')).toEqual({
      terms: ['algo', 'para', 'cuchillo', 'jamonero'],
      words: ['algo', 'para', 'cuchillo', 'jamonero'],
    });
    expect(rewrite('abrir una botella').terms).toEqual(['abrebotellas']);
    expect(rewrite('powerbank').words).toEqual(['batería', 'externa']);
    expect(rewrite('sartén grande')).toEqual({ terms: ['sarten', 'grande'], words: ['sartén', 'grande'] });
  });

  it("finds no synonyms in an object's inherited keys, whatever the shopper types", () => {
    for (const word of ['constructor', 'tostring', '__proto__', 'hasownproperty', 'valueof']) {
      expect(synonymsOf(word)).toEqual([]);
    }
  });

  it("lets 'vino' of 'vino tinto' be left out, and nothing else", () => {
    expect(optionalTerms(['vino', 'tinto', 'reserva'])).toEqual(new Set([0]));
    expect(optionalTerms(['tinto', 'vino'])).toEqual(new Set());
  });
});
