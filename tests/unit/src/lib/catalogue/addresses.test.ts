import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/contract/catalogue';
import {
  addressRedirect,
  categoryOfAlias,
  categoryRedirect,
  indexCategories,
  isAddressSlug,
  looksLikeProduct,
  missingCopy,
  subcategoryBySlug,
} from '../../../../../src/lib/catalogue/addresses';

const category = (id: number, slug: string, childs: Category[] = []): Category => ({
  id,
  name: slug,
  slug,
  url_path: `c-${slug}-${id}`,
  order: 0,
  path: String(id),
  parent_id: 1,
  childs,
  target: null,
  resources_libraries: { images: [] },
});

// Kitchen with two levels under it, and a pets shop whose subcategory shares a slug with a leaf.
const woks = category(20003, 'woks');
const pans = category(20001, 'sartenes-y-cazos', [category(20002, 'sartenes-antiadherentes'), woks]);
const table = category(20004, 'menaje-de-mesa', [category(20005, 'accesorios')]);
const kitchen = category(10047, 'cocina', [pans, table]);
const pets = category(10153, 'mascotas', [category(20010, 'accesorios')]);
const index = indexCategories([kitchen, pets]);

describe('one-part addresses /{slug}', () => {
  it('sends a known category id under any other slug to its canonical page with a 301', () => {
    expect(addressRedirect(index, 'c-menaje-de-mesa-10047')).toEqual({
      location: '/c-cocina-10047',
      status: 301,
    });
    expect(addressRedirect(index, 'c-x-20003')).toEqual({ location: '/c-woks-20003', status: 301 });
  });

  it("sends a category's own address to its catalogue with a 302 when the build made no page for it", () => {
    expect(addressRedirect(index, 'c-woks-20003')).toEqual({ location: '/c-catalogo-20003', status: 302 });
    expect(categoryRedirect('/c-cocina-10047', kitchen)).toEqual({
      location: '/c-catalogo-10047',
      status: 302,
    });
  });

  it("sends a category's alias to its page with a 301", () => {
    expect(addressRedirect(index, 'cocina')).toEqual({ location: '/c-cocina-10047', status: 301 });
    expect(addressRedirect(index, 'menaje-de-mesa')).toEqual({
      location: '/c-menaje-de-mesa-20004',
      status: 301,
    });
  });

  it('gives a shared slug to the shallower category, then to the first in the tree', () => {
    expect(addressRedirect(index, 'accesorios')).toEqual({ location: '/c-accesorios-20010', status: 301 });
  });

  it('leaves unknown category ids, product addresses and junk to the next rule', () => {
    expect(addressRedirect(index, 'c-cocina-99999')).toBeUndefined();
    expect(addressRedirect(index, 'sarten-antiadherente-28-cm-102')).toBeUndefined();
    expect(addressRedirect(index, 'Cocina')).toBeUndefined();
    expect(addressRedirect(index, '')).toBeUndefined();
  });
});

describe('the alias /{category}/{slug}', () => {
  it('names the category by its slug or by its page address, whose id decides', () => {
    expect(categoryOfAlias(index, 'cocina')).toBe(kitchen);
    expect(categoryOfAlias(index, 'c-cocina-10047')).toBe(kitchen);
    expect(categoryOfAlias(index, 'c-menaje-de-mesa-10047')).toBe(kitchen);
    expect(categoryOfAlias(index, 'c-cocina-99999')).toBeUndefined();
    expect(categoryOfAlias(index, 'account')).toBeUndefined();
    expect(categoryOfAlias(index, '../cocina')).toBeUndefined();
  });

  it('finds a subcategory at any depth under the category, and only under it', () => {
    expect(subcategoryBySlug(kitchen, 'sartenes-y-cazos')).toBe(pans);
    expect(subcategoryBySlug(kitchen, 'woks')).toBe(woks);
    expect(subcategoryBySlug(pans, 'menaje-de-mesa')).toBeUndefined();
    expect(subcategoryBySlug(kitchen, 'cocina')).toBeUndefined();
  });
});

describe('what a missing address was', () => {
  it("is a product when it ends in a number and is no category's or brand's page form", () => {
    expect(looksLikeProduct('sarten-antiadherente-descatalogada-999999')).toBe(true);
    expect(looksLikeProduct('producto-que-no-existe-123')).toBe(true);
    expect(looksLikeProduct('c-cocina-99999')).toBe(false);
    expect(looksLikeProduct('b-marca-7180')).toBe(false);
    expect(looksLikeProduct('ofertas')).toBe(false);
    expect(looksLikeProduct('<script>-1')).toBe(false);
  });

  it('says "Producto no disponible" for a gone product and "Página no encontrada" otherwise', () => {
    expect(missingCopy('product').title).toBe('Producto no disponible');
    expect(missingCopy('page').title).toBe('Página no encontrada');
  });

  it('accepts only lowercase words and numbers joined by single hyphens, 200 characters at most', () => {
    expect(isAddressSlug('vino-tinto-75-cl-12')).toBe(true);
    expect(isAddressSlug('a'.repeat(201))).toBe(false);
    for (const bad of ['', '-a', 'a-', 'a--b', 'A', 'a_b', 'a b', 'á'])
      expect(isAddressSlug(bad), bad).toBe(false);
  });
});
