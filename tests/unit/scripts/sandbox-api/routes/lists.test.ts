/** The four product lists (routes/lists.ts). */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../../src/contract/catalogue.ts';
import type { Paginated } from '../../../../../src/contract/paginated.ts';
import { withSandbox } from '../support/helpers.ts';

const sandbox = withSandbox();
const list = (name: string, query = '') =>
  sandbox.json<Paginated<Product>>(`/store-front/api/lists/${name}${query}`);

describe('GET /store-front/api/lists/{list}', () => {
  it('ranks the best offers by discount, all of them on offer and in stock', async () => {
    const { status, body } = await list('mejores-ofertas', '?per_page=20');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    const discounts = body.data.map((product) => product.offers[0]?.discountPercent ?? 0);
    expect(discounts.every((discount) => discount > 0)).toBe(true);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(body.data.every((product) => product.quantity > 0)).toBe(true);
  });

  it('ranks the best rated by average among products with enough ratings', async () => {
    const { body } = await list('mejor-valorados');
    const averages = body.data.map((product) => product.rating.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(body.data.every((product) => product.rating.count >= 10)).toBe(true);
  });

  it('pages the top sellers without repeating a product', async () => {
    const first = await list('top-ventas', '?per_page=10');
    const second = await list('top-ventas', '?per_page=10&page=2');
    const ids = new Set(first.body.data.map((product) => product.id));
    expect(second.body.data.some((product) => ids.has(product.id))).toBe(false);
    expect(first.body.meta.total).toBeGreaterThan(20);
  });

  it('answers 404 for an unknown list and 422 for a bad page size', async () => {
    expect((await list('no-existe')).status).toBe(404);
    expect((await list('mas-deseados', '?per_page=500')).status).toBe(422);
  });
});
