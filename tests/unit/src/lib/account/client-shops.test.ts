import { describe, expect, it } from 'vitest';
import { clientShopHref } from '../../../../../src/lib/account/client-shops';

describe("a client's shop link", () => {
  it("is the path of the API's url, whatever host the API names", () => {
    expect(clientShopHref({ id: 10000, name: 'Bebidas', url: 'http://localhost:4321/c-bebidas-10000' })).toBe(
      '/c-bebidas-10000',
    );
    expect(clientShopHref({ id: 10047, name: 'Cocina', url: '/c-cocina-10047' })).toBe('/c-cocina-10047');
  });

  it("never leads to another site: an unusable url falls back to the shop's catalogue", () => {
    expect(clientShopHref({ id: 10153, name: 'Mascotas', url: 'http://[bad' })).toBe('/c-catalogo-10153');
    expect(clientShopHref({ id: 10153, name: 'Mascotas', url: 'http://evil.example//evil.example/x' })).toBe(
      '/c-catalogo-10153',
    );
  });
});
