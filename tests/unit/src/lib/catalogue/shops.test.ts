import { describe, expect, it } from 'vitest';
import { SHOPS as SEEDED_SHOPS } from '@shop/sandbox-api';
import { SHOP_DIRECTORY, SHOPS } from '../../../../../src/lib/catalogue/shops';

describe('one name for each themed shop', () => {
  it("the shop's header name is the name the API gives its root category (the sandbox's seed)", () => {
    for (const shop of SHOPS.filter((entry) => entry.categoryId !== null)) {
      expect(SEEDED_SHOPS.find((seeded) => seeded.id === shop.categoryId)?.name, shop.key).toBe(shop.name);
    }
  });

  it('the list of shops (footer, home) holds every themed shop, the partner shop and gift cards', () => {
    expect(SHOP_DIRECTORY.map((shop) => shop.name)).toEqual([
      'Cocina y menaje',
      'Bebidas',
      'Electro Gadgets',
      'Jamoval',
      'Mascotas',
      'Bricolaje',
      'Asayaor',
      'Tarjetas regalo',
    ]);
    const seededHrefs = SEEDED_SHOPS.map((shop) => `/c-${shop.slug}-${shop.id}`);
    for (const shop of SHOP_DIRECTORY.filter((entry) => entry.href.startsWith('/c-')))
      expect(seededHrefs, shop.key).toContain(shop.href);
  });
});
