import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_FIRST_PAGE_FILE } from '../../src/server/data/build-scope.ts';
import { flattenTree, prerenderedCategories } from '../../src/lib/catalogue/category-page.ts';
import { categoryHref } from '../../src/lib/catalogue/routes.ts';
import type { PageData } from './page-data.ts';

/**
 * Writes into `dir` (emptied first) the first pages the job read for the category pages its build
 * renders: every one it read for a full build (`pages` null), those of the listed pages for a
 * partial one. One `{id}.json` each, the answer as the job read it (src/server/data/build-scope.ts,
 * BUILD_FIRST_PAGES_VARIABLE), and the API's empty answer that stands for every category the tree
 * counts empty (EMPTY_FIRST_PAGE_FILE), when the job has one. Returns how many categories' it wrote.
 */
export function handOverFirstPages(dir: string, data: PageData, pages: readonly string[] | null): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const wanted = pages && new Set(pages);
  let written = 0;
  for (const category of prerenderedCategories(flattenTree(data.tree))) {
    const answer = data.firstPageAnswers.get(category.id);
    if (!answer || (wanted && !wanted.has(categoryHref(category)))) continue;
    writeFileSync(join(dir, `${category.id}.json`), answer);
    written += 1;
  }
  if (data.emptyFirstPage) writeFileSync(join(dir, EMPTY_FIRST_PAGE_FILE), data.emptyFirstPage);
  return written;
}
