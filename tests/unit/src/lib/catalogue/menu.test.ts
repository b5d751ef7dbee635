import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/contract/catalogue';
import {
  MENU_ENTRIES_PER_SHOP,
  menuFromTree,
  SIDE_MENU_MAX_CHILDREN,
  SIDE_MENU_MAX_ENTRIES,
  sideMenuFromTree,
} from '../../../../../src/lib/catalogue/menu';

const category = (id: number, order: number, childs: Category[] = []): Category => ({
  id,
  name: `C${id}`,
  slug: `c${id}`,
  url_path: `c-c${id}-${id}`,
  order,
  path: '1',
  parent_id: 1,
  childs,
  target: null,
  resources_libraries: { images: [{ url: `http://x/${id}.webp` }] },
});

describe('navbar dropdown menu', () => {
  it("lists each shop's subcategories in the tree's order, with their image", () => {
    const menu = menuFromTree([category(10047, 1, [category(2, 1), category(1, 0)])]);
    expect(menu[10047]).toEqual([
      { name: 'C1', href: '/c-c1-1', image: { url: 'http://x/1.webp' } },
      { name: 'C2', href: '/c-c2-2', image: { url: 'http://x/2.webp' } },
    ]);
  });

  it('keeps the dropdown short', () => {
    const many = Array.from({ length: 20 }, (_, index) => category(100 + index, index));
    expect(menuFromTree([category(10000, 0, many)])[10000]).toHaveLength(MENU_ENTRIES_PER_SHOP);
  });
});

describe('DIY side menu', () => {
  const named = (id: number, name: string, childs: Category[] = []) => ({ ...category(id, 0, childs), name });

  it('lists the section by name, each entry with its children by name', () => {
    const menu = sideMenuFromTree([
      named(2, 'Pintura', [named(5, 'Rodillos'), named(4, 'Brochas')]),
      named(3, 'Ferretería'),
    ]);
    expect(menu.map((entry) => entry.name)).toEqual(['Ferretería', 'Pintura']);
    expect(menu[1]!.children).toEqual([
      { name: 'Brochas', href: '/c-c4-4' },
      { name: 'Rodillos', href: '/c-c5-5' },
    ]);
    expect(menu[0]!.children).toEqual([]);
  });

  it('stays bounded however large the section grows', () => {
    const children = Array.from({ length: 50 }, (_, index) => named(1000 + index, `Hija ${index}`));
    const nodes = Array.from({ length: 100 }, (_, index) =>
      named(100 + index, `Categoría ${index}`, children),
    );
    const menu = sideMenuFromTree(nodes);
    expect(menu).toHaveLength(SIDE_MENU_MAX_ENTRIES);
    expect(menu[0]!.children).toHaveLength(SIDE_MENU_MAX_CHILDREN);
  });
});
