import { describe, expect, it } from 'vitest';
import { nextSlide, previousSlide, settleSlide } from '../../../../../src/lib/ratings/carousel';

describe('footer ratings carousel', () => {
  it('slides forward from the last rating into the copy of the first', () => {
    expect(nextSlide(2, 3)).toBe(3);
  });

  it('settles on the original of a copied slide, and leaves original slides alone', () => {
    expect(settleSlide(3, 3)).toBe(0);
    expect(settleSlide(1, 3)).toBe(1);
  });

  it('goes back from the first rating through the copy of the last', () => {
    expect(previousSlide(0, 3)).toEqual({ from: 3, index: 2 });
    expect(previousSlide(2, 3)).toEqual({ from: 2, index: 1 });
  });

  it('stays put with nothing to show', () => {
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toEqual({ from: 0, index: 0 });
  });
});
