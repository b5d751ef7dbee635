import { describe, expect, it } from 'vitest';
import { plural } from '../../../../../src/lib/format/plural';

const RATINGS = { one: '{n} valoración', other: '{n} valoraciones' };

describe('plural', () => {
  it('agrees with the number and writes it the Spanish way', () => {
    expect(plural(RATINGS, 1)).toBe('1 valoración');
    expect(plural(RATINGS, 0)).toBe('0 valoraciones');
    expect(plural(RATINGS, 2)).toBe('2 valoraciones');
    expect(plural(RATINGS, 1234)).toBe('1.234 valoraciones');
  });
});
