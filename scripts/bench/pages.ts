import { largestOfEachType, prerenderedPages } from '../lib/prerendered-pages.ts';

/** The page types measured, found through the running shop so the bench needs no fixed ids. */
export interface BenchPages {
  home: string;
  category: string;
  product: string;
  search: string;
}

/** Picks a category page with products and one of its products from the home page's links. */
export async function findBenchPages(shopUrl: string): Promise<BenchPages> {
  const home = await (await fetch(`${shopUrl}/`)).text();
  // A subcategory tile of the first home section: a real category with products of its own.
  const main = home.slice(home.indexOf('<main'));
  const categoryPath = [...main.matchAll(/<li><a href="(\/c-[a-z0-9-]+-\d+)"/g)].map((match) => match[1]!)[0];
  if (!categoryPath) throw new Error('The home page links to no category.');
  const category = await (await fetch(`${shopUrl}${categoryPath}`)).text();
  const productPath = [...category.matchAll(/<article[\s\S]*?href="(\/[a-z0-9-]+)"/g)].map(
    (match) => match[1]!,
  )[0];
  if (!productPath) throw new Error(`The category page ${categoryPath} lists no product.`);
  return { home: '/', category: categoryPath, product: productPath, search: '/c-catalogo-9999?q=sarten' };
}

/** The bench names of the largest pre-rendered pages ('largest category'), beside the representative ones. */
export const LARGEST_PREFIX = 'largest ';

/**
 * The largest pre-rendered page of each type in the build (every category page, list, legal page…,
 * read from its client directory): issue 17's HTML budget holds for every page, not only the
 * representative one. A page already among `pages` is not named twice.
 */
export function largestPrerendered(clientDir: string, pages: BenchPages): Record<string, string> {
  const measured = new Set(Object.values(pages));
  return Object.fromEntries(
    largestOfEachType(prerenderedPages(clientDir))
      .filter((page) => !measured.has(page.path))
      .map((page) => [`${LARGEST_PREFIX}${page.type}`, page.path]),
  );
}
