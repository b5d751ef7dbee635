import { describe, expect, it } from 'vitest';
import { Product } from '@shop/contract/catalogue';
import { Data, Paginated } from '@shop/contract/paginated';
import { WishedProduct, WishlistIds } from '@shop/contract/wishlist';
import { expectContract, PRODUCTS, sessionClient, withSandbox } from './support/sandbox-answers.ts';

const sandbox = withSandbox();

describe('wishlist answers (spec §7 "Wishlist")', () => {
  it('adding, reading, checking and removing', async () => {
    const client = await sessionClient(sandbox).start();
    const added = await client.json('POST', `/api/v1/wish-list/${PRODUCTS.pan}`);
    expect(added.status).toBe(200);
    expect(expectContract(Data(WishlistIds), added.body).data).toEqual([PRODUCTS.pan]);
    await client.json('POST', `/api/v1/wish-list/${PRODUCTS.cheap}`);
    const ids = await client.json('GET', '/api/v1/wish-list/ids');
    expect(expectContract(Data(WishlistIds), ids.body).data).toEqual([PRODUCTS.cheap, PRODUCTS.pan]);
    const wished = await client.json('GET', `/api/v1/wishlist/${PRODUCTS.pan}`);
    expect(expectContract(Data(WishedProduct), wished.body).data.id).toBe(PRODUCTS.pan);
    const page = await client.json('GET', '/api/v1/wish-list?per_page=50');
    expect(expectContract(Paginated(Product), page.body).data.map((product) => product.id)).toEqual([
      PRODUCTS.cheap,
      PRODUCTS.pan,
    ]);
    const removed = await client.json('DELETE', `/api/v1/wish-list/${PRODUCTS.pan}`);
    expect(expectContract(Data(WishlistIds), removed.body).data).toEqual([PRODUCTS.cheap]);
  });

  it('a guest without a session reads an empty list', async () => {
    const { body } = await sandbox.json('/api/v1/wish-list/ids');
    expect(expectContract(Data(WishlistIds), body).data).toEqual([]);
  });
});
