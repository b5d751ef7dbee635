import { describe, expect, it } from 'vitest';
import type { Rating } from '@shop/contract/ratings';
import { footerReviews, isFooterReview } from '../../../../../src/lib/ratings/footer';

const rating = (
  id: number,
  stars: number,
  text = { title: 'Un acierto', comment: 'Corta muy bien.' },
): Rating => ({
  id,
  rating: stars,
  ...text,
  author: 'Lucía',
  created_at: '2026-06-01T10:00:00.000Z',
  helpful: 0,
  product: {
    id: 1,
    name: 'Cuchillo',
    url_path: 'cuchillo-1',
    image: { url: 'http://localhost/images/products/1.webp' },
  },
});

describe('the footer’s reviews', () => {
  it('are well rated: 4 or 5 stars, never a 1–3★ complaint', () => {
    expect([1, 2, 3, 4, 5].map((stars) => isFooterReview(rating(stars, stars)))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('have something to read: a title and a comment', () => {
    expect(isFooterReview(rating(1, 5, { title: '', comment: 'Bien.' }))).toBe(false);
    expect(isFooterReview(rating(1, 5, { title: 'Bien', comment: '  ' }))).toBe(false);
  });

  it('keep the newest first across pages, up to the count asked for', () => {
    const pages = [
      [rating(9, 1), rating(8, 5), rating(7, 2)],
      [rating(6, 4), rating(5, 5), rating(4, 3)],
    ];
    expect(footerReviews(pages, 2).map((review) => review.id)).toEqual([8, 6]);
    expect(footerReviews(pages).map((review) => review.id)).toEqual([8, 6, 5]);
  });
});
