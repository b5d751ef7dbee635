import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/contract/catalogue';
import { categoryTrail } from '../../../../../src/lib/catalogue/category-page';
import { breadcrumbTrail } from '../../../../../src/lib/seo/breadcrumbs';
import { breadcrumbListLd } from '../../../../../src/lib/seo/structured-data';

const HOME = { name: 'Inicio', href: '/' };

/** A category as the tree gives it: `path` runs from the root down to the category itself. */
const category = (id: number, name: string, path: string) =>
  ({
    id,
    name,
    path,
    url_path: `c-${name.toLowerCase().replace(/ /g, '-')}-${id}`,
    childs: [],
  }) as unknown as Category;

const kitchen = category(10047, 'Cocina y menaje', '1/10047');
const pans = category(20000, 'Sartenes', '1/10047/20000');
const byId = new Map([kitchen, pans].map((entry) => [entry.id, entry]));

describe('breadcrumbs', () => {
  it('a shop page reads Inicio › the shop, never the shop twice', () => {
    expect(categoryTrail(kitchen, byId)).toEqual([
      { name: 'Cocina y menaje', href: '/c-cocina-y-menaje-10047' },
    ]);
    expect(breadcrumbTrail(HOME, categoryTrail(kitchen, byId)).map((crumb) => crumb.name)).toEqual([
      'Inicio',
      'Cocina y menaje',
    ]);
  });

  it('a subcategory lists each ancestor once, itself last', () => {
    expect(breadcrumbTrail(HOME, categoryTrail(pans, byId)).map((crumb) => crumb.href)).toEqual([
      '/',
      '/c-cocina-y-menaje-10047',
      '/c-sartenes-20000',
    ]);
  });

  it('a crumb already on the trail is dropped, the home page included', () => {
    const twice = [
      HOME,
      { name: 'Cocina', href: '/c-cocina-10047' },
      { name: 'Cocina', href: '/c-cocina-10047' },
    ];
    expect(breadcrumbTrail(HOME, twice)).toEqual([HOME, { name: 'Cocina', href: '/c-cocina-10047' }]);
  });

  it('two crumbs in a row never share a name: the deeper address stays', () => {
    const trail = breadcrumbTrail(HOME, [
      { name: 'Cocina y menaje', href: '/c-cocina-10047' },
      { name: 'Cocina y Menaje', href: '/c-cocina-y-menaje-20001' },
      { name: 'Sartenes', href: '/c-sartenes-20000' },
    ]);
    expect(trail.map((crumb) => crumb.href)).toEqual(['/', '/c-cocina-y-menaje-20001', '/c-sartenes-20000']);
  });

  it('a page named like home still shows home first', () => {
    const trail = breadcrumbTrail(HOME, [{ name: 'Inicio', href: '/c-inicio-1' }]);
    expect(trail.map((crumb) => crumb.href)).toEqual(['/', '/c-inicio-1']);
  });

  it('the BreadcrumbList numbers its items 1, 2, 3… and never lists a URL twice', () => {
    const ld = breadcrumbListLd([
      { name: 'Inicio', url: 'https://shop.test/' },
      { name: 'Cocina', url: 'https://shop.test/c-cocina-10047' },
      { name: 'Cocina', url: 'https://shop.test/c-cocina-10047' },
      { name: 'Sartenes', url: 'https://shop.test/c-sartenes-20000' },
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(ld.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(new Set(ld.itemListElement.map((item) => item.item)).size).toBe(3);
  });
});
