import type { $Fetch } from 'ofetch';
import { getBrand } from '../../src/api/catalog.ts';
import { limiter, readWholeTree } from '../../src/api/category-tree.ts';
import { getProductList, PRODUCT_LISTS } from '../../src/api/lists.ts';
import { brandProducts, categoryFirstPage, landingBest } from '../../src/api/prerendered-reads.ts';
import type { Brand, Category, SearchResponse } from '@shop/contract/catalogue';
import {
  CATEGORY_PAGE_SIZE,
  categoryTrail,
  flattenTree,
  prerenderedCategories,
} from '../../src/lib/catalogue/category-page.ts';
import { HOME_FEATURED_LIST, homeSections } from '../../src/lib/catalogue/home.ts';
import { MENUS_FRAGMENT_PATH, menuFromTree, sideMenuFromTree } from '../../src/lib/catalogue/menu.ts';
import { categoryHref } from '../../src/lib/catalogue/routes.ts';
import { BRAND_PAGE_IDS, CATEGORY_IDS } from '../../src/lib/constants.ts';
import { dataHash, jsonHash } from './content-hash.ts';
import { API_READS_IN_FLIGHT } from './settings.ts';

/** The visit the build reads the tree for (src/server/data/build-data.ts, BUILD_VISIT): the job reads what the build will. */
const BUILD_VISIT = { path: '/', query: '' };
/** The shop landings pre-rendered from a category of the tree (src/pages/mascotas.astro, asayaor.astro). */
const LANDINGS = { '/mascotas': CATEGORY_IDS.pets, '/asayaor': CATEGORY_IDS.partner } as const;
/** The page listing every category page (src/pages/sitemap-pages.xml.ts). */
const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';

/**
 * The fingerprint of a category's first page when the tree's own count says it holds no product
 * (`products_count` 0): an empty page, known without a read. A product filed into it changes its
 * count, so its page (and its parent's tile) changes all the same.
 */
export const EMPTY_FIRST_PAGE = dataHash({ data: [] });

/** What the pre-rendered pages are made from, read through src/api as the build reads it. */
export interface PageData {
  tree: Category[];
  /**
   * The hash of each pre-rendered category's first page of products, by category id: hashed as it
   * arrives, so 10,000 answers are never held at once.
   */
  firstPages: Map<number, string>;
  /**
   * The first pages read (none for an empty category), by category id, as JSON in UTF-8 (outside
   * the JS heap: some 90 MB at 10,000 categories): the job hands them to its build
   * (first-pages.ts), which so renders what the job compared without searching again.
   */
  firstPageAnswers: Map<number, Buffer>;
  /**
   * The API's first page of one category the tree counts empty, as JSON in UTF-8: the job hands it
   * to its build for every such category (first-pages.ts). Null when the tree has none, or when the
   * API lists products there after all (a count behind): then the build searches each as before.
   */
  emptyFirstPage: Buffer | null;
  lists: Record<string, SearchResponse>;
  landings: Record<string, SearchResponse>;
  brands: { brand: Brand; products: SearchResponse }[];
}

/**
 * The fingerprints of a release's data (`pages.json` in the release): one SHA-256 per pre-rendered
 * page of its own data, and one of the menus every page shows in its header.
 */
export interface PageFingerprints {
  menus: string;
  pages: Record<string, string>;
}

/**
 * Reads every pre-rendered page's data with the calls the build makes (src/api), at most
 * API_READS_IN_FLIGHT at a time: the tree (read as the build reads it), each category's first page
 * (but those of empty categories: EMPTY_FIRST_PAGE; the first of them is read once, for the
 * build), the lists, the landings' and the brand pages' products. `onRead` counts the reads done.
 */
export async function fetchPageData(
  api: $Fetch,
  onRead: (reads: number) => void = () => {},
): Promise<PageData> {
  const limit = limiter(API_READS_IN_FLIGHT);
  let reads = 0;
  const read = <T>(work: () => Promise<T>) =>
    limit(work).then((value) => {
      onRead(++reads);
      return value;
    });
  const tree = await readWholeTree(api, BUILD_VISIT);
  if (tree.length === 0)
    throw new Error('it answered an empty category tree, refusing to publish an empty catalogue');
  const categories = prerenderedCategories(flattenTree(tree));
  const firstPageAnswers = new Map<number, Buffer>();
  const firstEmpty = categories.find((category) => category.products_count === 0);
  const emptyAnswer = async (category: Category) => {
    const answer = await categoryFirstPage(api, category);
    return answer.data.length === 0 ? Buffer.from(JSON.stringify(answer)) : null;
  };
  const firstPageHash = async (category: Category) => {
    const json = JSON.stringify(await categoryFirstPage(api, category));
    firstPageAnswers.set(category.id, Buffer.from(json));
    return jsonHash(json);
  };
  const [firstPages, emptyFirstPage, lists, landings, brands] = await Promise.all([
    Promise.all(
      categories.map((category) =>
        category.products_count === 0 ? EMPTY_FIRST_PAGE : read(() => firstPageHash(category)),
      ),
    ),
    firstEmpty ? read(() => emptyAnswer(firstEmpty)) : null,
    Promise.all(PRODUCT_LISTS.map((list) => read(() => getProductList(api, list, CATEGORY_PAGE_SIZE)))),
    Promise.all(Object.values(LANDINGS).map((id) => read(() => landingBest(api, { id })))),
    Promise.all(
      BRAND_PAGE_IDS.map(async (id) => {
        const brand = await read(() => getBrand(api, id));
        return { brand, products: await read(() => brandProducts(api, brand)) };
      }),
    ),
  ]);
  return {
    tree,
    firstPages: new Map(categories.map((category, index) => [category.id, firstPages[index]!])),
    firstPageAnswers,
    emptyFirstPage,
    lists: Object.fromEntries(PRODUCT_LISTS.map((list, index) => [`/l-${list}`, lists[index]!])),
    landings: Object.fromEntries(Object.keys(LANDINGS).map((path, index) => [path, landings[index]!])),
    brands,
  };
}

/** A category as a page shows it: itself and its children's tiles, not the levels below them. */
const shallow = (category: Category) => ({
  ...category,
  childs: (category.childs ?? []).map((child) => ({ ...child, childs: [] })),
});

/**
 * Each page's fingerprint, from the data that page renders: a category page its category, its
 * children's tiles, its trail and its first products (prices, offers, stock, ratings), so a child
 * whose count or name changed moves its parent's page too; the home its sections and its row of
 * offers; a list its products; the menus what every header shows. The footer's ratings are not a
 * page's data (the nightly `--force` refreshes them), nor are the product sitemaps (a full build
 * writes them).
 */
export function fingerprintPages(data: PageData): PageFingerprints {
  const all = flattenTree(data.tree);
  const byId = new Map(all.map((category) => [category.id, category]));
  const diy = byId.get(CATEGORY_IDS.diy)?.childs ?? [];
  const menus = { shops: menuFromTree(data.tree), diy: sideMenuFromTree(diy) };
  const categories = prerenderedCategories(all);
  const pages: Record<string, unknown> = {
    '/': {
      sections: homeSections(data.tree).map(({ shop, tiles }) => ({
        shop: shallow(shop),
        tiles: tiles.map(shallow),
      })),
      // The home's row of offers: the first products of that list (its whole first page, to be safe).
      featured: data.lists[`/l-${HOME_FEATURED_LIST}`],
    },
    [MENUS_FRAGMENT_PATH]: menus,
    [SITEMAP_PAGES_PATH]: categories.map(categoryHref),
    ...data.lists,
  };
  for (const [path, products] of Object.entries(data.landings)) {
    const id = LANDINGS[path as keyof typeof LANDINGS];
    const category = byId.get(id);
    pages[path] = { category: category && shallow(category), products };
  }
  for (const { brand, products } of data.brands) pages[`/${brand.url_path}`] = { brand, products };
  for (const category of categories) {
    pages[categoryHref(category)] = {
      category: shallow(category),
      trail: categoryTrail(category, byId),
      products: data.firstPages.get(category.id),
    };
  }
  return {
    menus: dataHash(menus),
    pages: Object.fromEntries(Object.entries(pages).map(([path, value]) => [path, dataHash(value)])),
  };
}

/** What a run must build, compared with the live release's fingerprints. */
export type BuildPlan =
  | { kind: 'none'; checked: number }
  | { kind: 'full'; checked: number; reason: string; changed: string[] }
  | { kind: 'partial'; checked: number; changed: string[] };

/**
 * Compares the new fingerprints with the live release's, page by page. A full build when there is
 * nothing to compare with, the code changed, the menus changed (every page shows them: a renamed
 * or moved category) or a page was added or removed (the sitemap and the tiles around it move);
 * else the pages whose data changed, or none.
 */
export function planBuild(
  live: PageFingerprints | null,
  next: PageFingerprints,
  code: { live: string | undefined; next: string },
  force: boolean,
): BuildPlan {
  const checked = Object.keys(next.pages).length;
  const changed = live
    ? Object.keys(next.pages).filter((path) => live.pages[path] !== next.pages[path])
    : Object.keys(next.pages);
  const full = (reason: string): BuildPlan => ({ kind: 'full', checked, reason, changed });
  if (force) return full('--force');
  if (!live) return full('the live release has no page fingerprints');
  if (code.live !== code.next) return full('the code or a build setting changed');
  if (live.menus !== next.menus) return full('the menus changed');
  const removed = Object.keys(live.pages).filter((path) => !(path in next.pages));
  if (removed.length > 0 || changed.some((path) => !(path in live.pages)))
    return full('pages were added or removed');
  return changed.length === 0 ? { kind: 'none', checked } : { kind: 'partial', checked, changed };
}
