import { describe, expect, it } from 'vitest';
import { reviewHref, reviewQuery } from '../../../../../src/lib/catalogue/review-query';

describe("a product page's review query", () => {
  it('reads the sort and page, anything unknown being the first page of the newest', () => {
    expect(reviewQuery(new URLSearchParams(''))).toEqual({ sort: 'newest', page: 1 });
    expect(reviewQuery(new URLSearchParams('orden=utiles&opiniones=3'))).toEqual({ sort: 'useful', page: 3 });
    expect(reviewQuery(new URLSearchParams('orden=peores&opiniones=-2'))).toEqual({
      sort: 'newest',
      page: 1,
    });
    expect(reviewQuery(new URLSearchParams('opiniones=abc'))).toEqual({ sort: 'newest', page: 1 });
  });

  it('writes links that land on the reviews, leaving the defaults out', () => {
    expect(reviewHref('/sarten-1', { sort: 'newest', page: 1 })).toBe('/sarten-1#opiniones');
    expect(reviewHref('/sarten-1', { sort: 'newest', page: 2 })).toBe('/sarten-1?opiniones=2#opiniones');
    expect(reviewHref('/sarten-1', { sort: 'useful', page: 1 })).toBe('/sarten-1?orden=utiles#opiniones');
    const href = reviewHref('/sarten-1', { sort: 'useful', page: 4 });
    expect(reviewQuery(new URL(href, 'http://shop').searchParams)).toEqual({ sort: 'useful', page: 4 });
  });
});
