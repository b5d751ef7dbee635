import { describe, expect, it } from 'vitest';
import { parseCategoryParam, productTrail } from '../../../../../src/lib/catalogue/routes';

describe('shop routes', () => {
  it('reads the slug and id of a category route', () => {
    expect(parseCategoryParam('menaje-de-mesa-10047')).toEqual({ slug: 'menaje-de-mesa', id: 10047 });
    expect(parseCategoryParam('cocina')).toBeNull();
    expect(parseCategoryParam('<x>-1')).toBeNull();
  });

  it('trails a product through its categories from the shop down', () => {
    const trail = productTrail({
      name: 'Taza roja',
      url_path: 'taza-roja-7',
      categories: [
        { id: 10047, name: 'Cocina', slug: 'cocina' },
        { id: 20004, name: 'Menaje de mesa', slug: 'menaje-de-mesa' },
      ],
    });
    expect(trail).toEqual([
      { name: 'Cocina', href: '/c-cocina-10047' },
      { name: 'Menaje de mesa', href: '/c-menaje-de-mesa-20004' },
      { name: 'Taza roja', href: '/taza-roja-7' },
    ]);
  });
});
