/** The wishlist calls of spec §7 (src/api/wishlist.ts), made against the sandbox. */
import { describe, expect, it } from 'vitest';
import { addToWishlist, isWished, removeFromWishlist } from '../../../../src/api/wishlist';
import { shopClient, withSandbox } from './support/sandbox-client';

const sandbox = withSandbox();

describe('the wishlist calls', () => {
  it('checks one product with GET /api/v1/wishlist/{id} (no hyphen): 200 is wished, 404 is not', async () => {
    const { api, sent } = shopClient(sandbox.url);
    expect(await isWished(api.silent, 26)).toBe(false);
    expect(await addToWishlist(api.silent, 26)).toBe(true);
    expect(await isWished(api.silent, 26)).toBe(true);
    expect(await removeFromWishlist(api.silent, 26)).toBe(true);
    expect(await isWished(api.silent, 26)).toBe(false);
    expect(
      sent.filter((call) => call.url !== '/sanctum/csrf-cookie').map((call) => `${call.method} ${call.url}`),
    ).toEqual([
      'GET /api/v1/wishlist/26',
      'POST /api/v1/wish-list/26',
      'GET /api/v1/wishlist/26',
      'DELETE /api/v1/wish-list/26',
      'GET /api/v1/wishlist/26',
    ]);
  });
});
