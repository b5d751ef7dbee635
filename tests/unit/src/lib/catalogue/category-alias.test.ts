import { describe, expect, it } from 'vitest';
import type { CategoryDetail, Product } from '../../../../../src/contract/catalogue';
import { aliasTarget } from '../../../../../src/lib/catalogue/category-alias';

const child = {
  id: 20001,
  slug: 'sartenes',
  url_path: 'c-sartenes-20001',
} as CategoryDetail['childs'][number];
const category = { id: 10047, slug: 'cocina', url_path: 'c-cocina-10047', childs: [child] } as CategoryDetail;

describe('category alias /{category}/{slug}', () => {
  it('leads to the product with that address', () => {
    expect(aliasTarget({ url_path: 'taza-roja-7' } as Product, category, 'taza-roja-7')).toBe('/taza-roja-7');
  });

  it('leads to the subcategory with that slug', () => {
    expect(aliasTarget(undefined, category, 'sartenes')).toBe('/c-sartenes-20001');
  });

  it('otherwise leads to the category page itself', () => {
    expect(aliasTarget(undefined, category, 'cualquier-cosa')).toBe('/c-cocina-10047');
  });
});
