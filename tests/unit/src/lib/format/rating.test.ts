import { describe, expect, test } from 'vitest';
import { formatRating } from '../../../../../src/lib/format/rating';

describe('formatRating (one decimal at most, es-ES comma)', () => {
  test('a rating as the stars label and the product page say it', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4');
    expect(formatRating(3.96)).toBe('4');
    expect(formatRating(4.25)).toBe('4,3');
  });

  test('says what toLocaleString said before it (the pages keep their bytes)', () => {
    for (let tenths = 0; tenths <= 50; tenths += 1) {
      const average = tenths / 10 + 0.04;
      expect(formatRating(average)).toBe(average.toLocaleString('es-ES', { maximumFractionDigits: 1 }));
    }
  });
});
