import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Category } from '@shop/contract/catalogue';
import { CATEGORY_IDS } from '../../src/lib/constants.ts';
import { flattenTree } from '../../src/lib/catalogue/category-page.ts';
import { categoryHref } from '../../src/lib/catalogue/routes.ts';
import { CLIENT_DIR, SERVER_ENTRY } from '../serve/layout.ts';
import { CATEGORY_SAMPLE_SIZE, MIN_PAGE_RATIO } from './settings.ts';

/** What the check found in a new build. */
export interface BuildFacts {
  pages: number;
  homePresent: boolean;
  serverEntryPresent: boolean;
  /** Sampled category pages that the build lacks (their paths). */
  missingCategoryPages: string[];
}

/**
 * The problems that keep a build from going live (none: it may). Fewer pages than MIN_PAGE_RATIO
 * of the live build means the API answered a partial catalogue, or a page crashed quietly.
 */
export function buildProblems(facts: BuildFacts, livePages: number | null): string[] {
  const problems: string[] = [];
  if (!facts.homePresent) problems.push('the home page (index.html) is missing');
  if (!facts.serverEntryPresent) problems.push(`the server entry (${SERVER_ENTRY}) is missing`);
  if (facts.missingCategoryPages.length > 0) {
    problems.push(`category pages are missing: ${facts.missingCategoryPages.join(', ')}`);
  }
  const minimum = livePages === null ? 1 : Math.ceil(livePages * MIN_PAGE_RATIO);
  if (facts.pages < minimum) {
    problems.push(
      `only ${facts.pages} pages were built, fewer than ${minimum} (${MIN_PAGE_RATIO * 100} % of the live build's ${livePages ?? 0})`,
    );
  }
  return problems;
}

/** Up to `count` entries spread evenly over the list, first and last included. */
export function sampleEvenly<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  if (count <= 1) return items.slice(0, count);
  return Array.from(
    { length: count },
    (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))] as T,
  );
}

/** The file of a pre-rendered page (`build.format: 'file'`): `/c-vinos-20000` → `client/c-vinos-20000.html`. */
export function pageFile(href: string): string {
  return `${href.replace(/^\/+/, '')}.html`;
}

/** `.html` files under a directory, at any depth. */
export function countPages(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    .length;
}

/** Looks at a finished build: pages, home, server entry, and a sample of the tree's category pages. */
export function inspectBuild(dir: string, tree: readonly Category[]): BuildFacts {
  const client = join(dir, CLIENT_DIR);
  // Every category but the catalogue, whose page is a search rendered on demand (src/lib/catalogue/category-page.ts).
  const pagesOfTree = flattenTree(tree).filter((category) => category.id !== CATEGORY_IDS.catalogue);
  const missingCategoryPages = sampleEvenly(pagesOfTree, CATEGORY_SAMPLE_SIZE)
    .map(categoryHref)
    .filter((href) => !existsSync(join(client, pageFile(href))));
  return {
    pages: countPages(client),
    homePresent: existsSync(join(client, 'index.html')),
    serverEntryPresent: existsSync(join(dir, SERVER_ENTRY)),
    missingCategoryPages,
  };
}
