/** The wishlist (routes/wishlist.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract/catalogue';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { Paginated } from '@shop/contract/paginated';
import { type SessionClient, sessionClient, withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();
let client: SessionClient;
const ids = (who = client) => who.json<{ data: number[] }>('GET', '/api/v1/wish-list/ids');
const add = (id: number | string, who = client) =>
  who.json<{ data: number[] } & ApiErrorBody>('POST', `/api/v1/wish-list/${id}`);
const remove = (id: number | string, who = client) =>
  who.json<{ data: number[] }>('DELETE', `/api/v1/wish-list/${id}`);
const list = (query = '', who = client) =>
  who.json<Paginated<Product> & ApiErrorBody>('GET', `/api/v1/wish-list${query}`);

beforeAll(async () => {
  client = await sessionClient(sandbox).start();
});

describe('wishlist', () => {
  it('reads as empty without a session, never as an error', async () => {
    expect(await sandbox.json('/api/v1/wish-list/ids')).toMatchObject({ status: 200, body: { data: [] } });
    expect(await sandbox.json('/api/v1/wish-list')).toMatchObject({
      status: 200,
      body: { data: [], meta: { current_page: 1, per_page: 50, total: 0, last_page: 1 } },
    });
    expect((await sandbox.get('/api/v1/wishlist/5')).status).toBe(404);
    expect(await ids()).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('adds products, most recent first, idempotently', async () => {
    expect(await add(5)).toMatchObject({ status: 200, body: { data: [5] } });
    expect((await add(12)).body.data).toEqual([12, 5]);
    expect((await add(7)).body.data).toEqual([7, 12, 5]);
    // Adding again changes nothing, not even the order.
    expect((await add(12)).body.data).toEqual([7, 12, 5]);
    expect((await ids()).body.data).toEqual([7, 12, 5]);
  });

  it('answers 404 for an unknown product and 419 without the XSRF token', async () => {
    const unknown = await add(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Producto no encontrado.');
    expect((await add('abc')).status).toBe(404);
    expect((await client.request('POST', '/api/v1/wish-list/9', undefined, { xsrf: false })).status).toBe(
      419,
    );
    expect((await ids()).body.data).toEqual([7, 12, 5]);
  });

  it('tells whether a product is wished: 200 when it is, 404 otherwise', async () => {
    expect(await client.json('GET', '/api/v1/wishlist/12')).toMatchObject({
      status: 200,
      body: { data: { id: 12, wished: true } },
    });
    expect((await client.request('GET', '/api/v1/wishlist/13')).status).toBe(404);
  });

  it('lists the wished products as the catalogue serializes them, paged', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data.map((product) => product.id)).toEqual([7, 12, 5]);
    expect(body.meta).toEqual({ current_page: 1, per_page: 50, total: 3, last_page: 1 });
    // As in every list: the product answer without its gallery and specifications.
    const catalogue = await sandbox.json<{ data: Product }>('/api/v2/catalog/products/12');
    const { images: _images, specifications: _specifications, ...listed } = catalogue.body.data;
    expect(body.data[1]).toEqual(listed);
    const second = await list('?per_page=2&page=2');
    expect(second.body.data.map((product) => product.id)).toEqual([5]);
    expect(second.body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    for (const query of ['?per_page=0', '?per_page=101', '?per_page=abc', '?page=0']) {
      expect((await list(query)).status, query).toBe(422);
    }
  });

  it('removes products idempotently', async () => {
    expect(await remove(12)).toMatchObject({ status: 200, body: { data: [7, 5] } });
    expect(await remove(12)).toMatchObject({ status: 200, body: { data: [7, 5] } });
    expect((await remove(999_999)).body.data).toEqual([7, 5]);
    expect((await client.request('GET', '/api/v1/wishlist/12')).status).toBe(404);
  });

  it('keeps the wishlists of two sessions apart', async () => {
    const other = await sessionClient(sandbox).start();
    expect((await ids(other)).body.data).toEqual([]);
    expect((await add(3, other)).body.data).toEqual([3]);
    expect((await ids()).body.data).toEqual([7, 5]);
    expect((await client.request('GET', '/api/v1/wishlist/3')).status).toBe(404);
  });

  it('survives a restart of the sandbox', async () => {
    await sandbox.restart();
    expect((await ids()).body.data).toEqual([7, 5]);
  });
});
