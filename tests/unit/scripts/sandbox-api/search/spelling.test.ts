/** Typo tolerance (search/spelling.ts) and the Spanish word rules (search/words.ts). */
import { describe, expect, it } from 'vitest';
import { typoBudget, typoDistance } from '../../../../../scripts/sandbox-api/search/spelling.ts';
import {
  genderForms,
  numberForms,
  optionalTerms,
  sharedStem,
  synonymsOf,
} from '../../../../../scripts/sandbox-api/search/words.ts';

describe('typo tolerance by word length', () => {
  it('allows no typo under 4 letters, one from 4 and two from 8', () => {
    expect([3, 4, 7, 8, 13].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a deletion, an insertion, a substitution or two swapped neighbours as one typo', () => {
    expect(typoDistance('srten', 'sarten', 2)).toBe(1);
    expect(typoDistance('sartten', 'sarten', 2)).toBe(1);
    expect(typoDistance('cervesa', 'cerveza', 2)).toBe(1);
    expect(typoDistance('saretn', 'sarten', 2)).toBe(1);
    expect(typoDistance('auriculraes', 'auriculares', 2)).toBe(1);
  });

  it('stops counting past the budget', () => {
    expect(typoDistance('taza', 'sarten', 1)).toBe(2);
    expect(typoDistance('ab', 'abcdef', 2)).toBe(3);
  });
});

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

  it("lets 'vino' of 'vino tinto' be left out, and nothing else", () => {
    expect(optionalTerms(['vino', 'tinto', 'reserva'])).toEqual(new Set([0]));
    expect(optionalTerms(['tinto', 'vino'])).toEqual(new Set());
  });
});
