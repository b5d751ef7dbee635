import { readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Budgets of issue 17 item 2 for every page type's HTML, plain and in brotli. */
export const HTML_PLAIN_BUDGET_BYTES = 60 * 1024;
export const HTML_BROTLI_BUDGET_BYTES = 15 * 1024;

/** Pieces of pages the menus and the footer load into a page (not pages of their own). */
const FRAGMENTS_DIR = 'fragmentos/';

/** A pre-rendered page's type, by its address; the first that matches. */
const PAGE_TYPES: readonly (readonly [string, RegExp])[] = [
  ['home', /^\/$/],
  ['category', /^\/c-/],
  ['list', /^\/l-/],
  ['brand', /^\/b-/],
  ['legal', /^\/links\//],
  ['error', /^\/(404|500)$/],
  ['landing', /^\/[a-z-]+$/],
];

/** One pre-rendered page of a build: its address, type and size as the server sends it. */
export interface BuiltPage {
  path: string;
  type: string;
  plain: number;
  /** The build's brotli copy (what a browser gets); a page without one is sent plain. */
  br: number;
}

const sizeOf = (file: string): number | undefined => {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
};

/** Every pre-rendered page of a build's client directory (`dist/client`), fragments left out. */
export function prerenderedPages(clientDir: string): BuiltPage[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.html') && !name.startsWith(FRAGMENTS_DIR))
    .map((name) => {
      const file = join(clientDir, name);
      const path = `/${name.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      const plain = statSync(file).size;
      return {
        path,
        type: PAGE_TYPES.find(([, pattern]) => pattern.test(path))?.[0] ?? 'other',
        plain,
        br: sizeOf(`${file}.br`) ?? plain,
      };
    });
}

/** The largest page (plain bytes) of each type, largest first. */
export function largestOfEachType(pages: readonly BuiltPage[]): BuiltPage[] {
  const largest = new Map<string, BuiltPage>();
  for (const page of pages) {
    const known = largest.get(page.type);
    if (!known || page.plain > known.plain) largest.set(page.type, page);
  }
  return [...largest.values()].sort((a, b) => b.plain - a.plain);
}

/** Pages over either budget. */
export const overBudget = (pages: readonly BuiltPage[]): BuiltPage[] =>
  pages.filter((page) => page.plain > HTML_PLAIN_BUDGET_BYTES || page.br > HTML_BROTLI_BUDGET_BYTES);
