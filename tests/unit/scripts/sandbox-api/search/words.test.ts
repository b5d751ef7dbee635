/** The Spanish word rules of the search (search/words.ts): number, gender, stems and synonyms. */
import { describe, expect, it } from 'vitest';
import {
  genderForms,
  numberForms,
  optionalTerms,
  sharedStem,
  synonymsOf,
} from '../../../../../scripts/sandbox-api/search/words.ts';

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
    expect(synonymsOf('cafetera')).toEqual(['cafe']);
    expect(synonymsOf('cafe')).toEqual([]);
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
