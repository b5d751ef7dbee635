import type { Category } from '@shop/contract/catalogue';
import { CATEGORY_IDS } from '../constants.ts';
import { categoryHref } from './routes.ts';

/** Products on the first page of a category (three rows of a four-column grid). */
export const CATEGORY_PAGE_SIZE = 24;

/** Every category of the tree, parents before children. */
export function flattenTree(tree: readonly Category[]): Category[] {
  return tree.flatMap((category) => [category, ...flattenTree(category.childs ?? [])]);
}

/** Categories rendered at build time: all but the catalogue, whose page is a search on demand. */
export function prerenderedCategories(all: readonly Category[]): Category[] {
  return all.filter((category) => category.id !== CATEGORY_IDS.catalogue);
}

/**
 * The breadcrumb trail of a category: its ancestors (below the root) and itself. Its `path` lists
 * the ids from the root down to itself, so its own id is skipped there and the category is added
 * once, last.
 */
export function categoryTrail(
  category: Category,
  byId: ReadonlyMap<number, Category>,
): { name: string; href: string }[] {
  const ancestors = category.path
    .split('/')
    .map(Number)
    .flatMap((id) => {
      const ancestor = id === category.id ? undefined : byId.get(id);
      return ancestor ? [ancestor] : [];
    });
  return [...ancestors, category].map((entry) => ({ name: entry.name, href: categoryHref(entry) }));
}
