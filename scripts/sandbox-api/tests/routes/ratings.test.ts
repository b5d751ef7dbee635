/** The footer's ratings (routes/ratings.ts). */
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/paginated';
import type { Rating } from '@shop/contract/ratings';
import { SEED_FACTS } from '../../seed/facts.ts';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();

describe('GET /store-front/api/rating', () => {
  it('pages the ratings newest first, 20 per page for the footer', async () => {
    const { status, body } = await sandbox.json<Paginated<Rating>>('/store-front/api/rating?per_page=20');
    expect(status).toBe(200);
    expect(body.meta.current_page).toBe(1);
    expect(body.meta.per_page).toBe(20);
    // The footer's 400 and each product's own (seed/ratings.ts).
    expect(body.meta.total).toBeGreaterThan(400);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 20));
    expect(body.data).toHaveLength(20);
    const dates = body.data.map((rating) => rating.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await sandbox.json<Paginated<Rating>>('/store-front/api/rating?per_page=20&page=2');
    expect(second.body.data[0]!.created_at <= dates.at(-1)!).toBe(true);
    expect(second.body.data.some((rating) => body.data.some((first) => first.id === rating.id))).toBe(false);
  });

  it('gives each rating Spanish text, stars 1–5, an author and its product', async () => {
    const { body } = await sandbox.json<Paginated<Rating>>('/store-front/api/rating?per_page=5');
    for (const rating of body.data) {
      expect(rating.rating).toBeGreaterThanOrEqual(1);
      expect(rating.rating).toBeLessThanOrEqual(5);
      expect(rating.title.length).toBeGreaterThan(0);
      expect(rating.comment.length).toBeGreaterThan(0);
      expect(rating.author).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\.)?$/u); // 'Lucía' or 'Lucía G.'
      const product = await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${rating.product.id}`);
      expect(rating.product).toEqual({
        id: product.body.data.id,
        name: product.body.data.name,
        url_path: product.body.data.url_path,
        image: product.body.data.image,
      });
    }
  });

  it("lists one product's reviews, newest or most useful first, a page at a time", async () => {
    const { id, reviews } = SEED_FACTS.reviewed;
    const read = (query: string) =>
      sandbox.json<Paginated<Rating>>(`/store-front/api/rating?product_id=${id}&per_page=5&${query}`);
    const newest = [(await read('page=1')).body, (await read('page=2')).body];
    expect(newest[0]!.meta.total).toBeGreaterThanOrEqual(reviews);
    const seen = newest.flatMap((page) => page.data);
    expect(seen).toHaveLength(10);
    expect(new Set(seen.map((rating) => rating.id)).size).toBe(10);
    expect(seen.every((rating) => rating.product.id === id)).toBe(true);
    const dates = seen.map((rating) => rating.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const useful = (await read('sort=useful')).body;
    const votes = useful.data.map((rating) => rating.helpful);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(useful.meta.total).toBe(newest[0]!.meta.total);
    expect(votes[0]).toBe(Math.max(...votes, ...seen.map((rating) => rating.helpful)));
  });

  it('rejects per_page outside 1..100, a bad page and an unknown sort with 422', async () => {
    for (const query of ['per_page=0', 'per_page=101', 'per_page=veinte', 'page=0', 'page=-1', 'sort=best']) {
      const { status, body } = await sandbox.json<{ errors: object }>(`/store-front/api/rating?${query}`);
      expect(status, query).toBe(422);
      expect(body.errors).toBeTypeOf('object');
    }
  });
});
