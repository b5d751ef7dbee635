import { describe, expect, it } from 'vitest';
import type { OrderRatingItem } from '@shop/contract/ratings';
import { leftToRate, pendingFirst } from '../../../../../src/lib/ratings/to-rate';

const line = (id: number, voted: boolean, review = false): OrderRatingItem => ({
  id,
  product: { id, name: `Producto ${id}`, image: { url: `http://x/${id}.webp` }, url_path: `producto-${id}` },
  voted,
  rating: voted ? 4 : null,
  review: review ? { title: 'Bien', comment: 'Muy bien' } : null,
});

describe('what a delivered order has left to rate', () => {
  it('is its lines without stars; a rated line without a review is done', () => {
    expect(leftToRate([line(1, false), line(2, true), line(3, true, true)]).map((item) => item.id)).toEqual([
      1,
    ]);
    expect(leftToRate([line(2, true)])).toEqual([]);
  });

  it('lists orders with something left (or unknown) first, each group in its own order', () => {
    const entries = [
      { id: 'a', left: [] },
      { id: 'b', left: [line(1, false)] },
      { id: 'c', left: null },
      { id: 'd', left: [] },
    ];
    expect(pendingFirst(entries).map((entry) => entry.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});
