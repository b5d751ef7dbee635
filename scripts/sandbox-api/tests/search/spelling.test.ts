/** Typo tolerance by word length (search/spelling.ts). */
import { describe, expect, it } from 'vitest';
import { typoBudget, typoDistance } from '../../search/spelling.ts';

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
