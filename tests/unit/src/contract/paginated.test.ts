import { describe, expect, it } from 'vitest';
import { Product } from '@shop/contract/catalogue';
import { PageMeta, Paginated } from '@shop/contract/paginated';
import { Rating } from '@shop/contract/ratings';
import { expectContract, withSandbox } from './support/sandbox-answers.ts';

const sandbox = withSandbox();

describe('the page envelope of the paginated lists', () => {
  it('meta counts pages, and a page past the end is empty with the real meta', async () => {
    const first = await sandbox.json('/store-front/api/rating?per_page=7&page=2');
    const page = expectContract(Paginated(Rating), first.body);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 7 });
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 7));
    const past = await sandbox.json('/store-front/api/rating?per_page=7&page=9999');
    const empty = expectContract(Paginated(Rating), past.body);
    expect(empty.data).toEqual([]);
    expect(empty.meta.total).toBe(page.meta.total);
  });

  it("the same envelope holds other items (a guest's wished products: none yet)", async () => {
    const { body } = await sandbox.json('/api/v1/wish-list?per_page=50');
    expect(expectContract(Paginated(Product), body).meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it('an empty list still has a last page of 1', () => {
    expect(PageMeta.parse({ current_page: 1, per_page: 10, total: 0, last_page: 1 }).last_page).toBe(1);
    expect(PageMeta.safeParse({ current_page: 1, per_page: 10, total: 0, last_page: 0 }).success).toBe(false);
  });
});
