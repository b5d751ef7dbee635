import { describe, expect, it } from 'vitest';
import { dataHash } from '../../../../scripts/rebuild/content-hash.ts';
import {
  EMPTY_FIRST_PAGE,
  fetchPageData,
  fingerprintPages,
  type PageData,
  planBuild,
} from '../../../../scripts/rebuild/page-data.ts';
import { API_READS_IN_FLIGHT } from '../../../../scripts/rebuild/settings.ts';
import { categoryFirstPage } from '../../../../src/api/prerendered-reads.ts';
import { flattenTree, prerenderedCategories } from '../../../../src/lib/catalogue/category-page.ts';
import { serverClient, withSandbox } from '../../src/api/support/sandbox-client.ts';
import type { Category, Product, SearchResponse } from '@shop/contract/catalogue';

/** A category of the tree as the API answers it, with the fields the pages read. */
const category = (id: number, name: string, path: string, childs: Category[] = [], count = 10): Category =>
  ({
    id,
    name,
    url_path: `c-${name.toLowerCase()}-${id}`,
    path,
    order: id,
    products_count: count,
    childs,
  }) as unknown as Category;

const results = (products: { id: number; price: number }[]): SearchResponse =>
  ({
    data: products.map((product) => ({ ...product, name: `P${product.id}` }) as unknown as Product),
    meta: { total: products.length, last_page: 1, current_page: 1, per_page: 24 },
    facets: [],
  }) as unknown as SearchResponse;

/** A small catalogue: a shop (10047) with a subcategory (20034) and its leaf (20035), and a second shop. */
function data(
  change: { leafPrice?: number; leafCount?: number; subName?: string; offerPrice?: number } = {},
): PageData {
  const leaf = category(20035, 'Sartenes', '1/10047/20034/20035', [], change.leafCount ?? 10);
  const sub = category(
    20034,
    change.subName ?? 'Cazos',
    '1/10047/20034',
    [leaf],
    10 + (change.leafCount ?? 10),
  );
  const tree = [category(10047, 'Cocina', '1/10047', [sub]), category(10000, 'Bebidas', '1/10000')];
  const leafProducts = dataHash(results([{ id: 1, price: change.leafPrice ?? 12.99 }]));
  return {
    tree,
    firstPages: new Map([
      [10047, leafProducts],
      [20034, leafProducts],
      [20035, leafProducts],
      [10000, dataHash(results([{ id: 2, price: 5 }]))],
    ]),
    firstPageAnswers: new Map(),
    emptyFirstPage: null,
    lists: {
      '/l-top-ventas': results([{ id: 2, price: 5 }]),
      '/l-mejores-ofertas': results([{ id: 3, price: change.offerPrice ?? 20 }]),
    },
    landings: {},
    brands: [],
  };
}

const code = { live: 'sha256:code', next: 'sha256:code' };
const plan = (live: PageData, next: PageData, force = false) =>
  planBuild(fingerprintPages(live), fingerprintPages(next), code, force);

describe('the page fingerprints', () => {
  it('give every pre-rendered page of the data its own fingerprint', () => {
    const { pages } = fingerprintPages(data());
    expect(Object.keys(pages).sort()).toEqual([
      '/',
      '/c-bebidas-10000',
      '/c-cazos-20034',
      '/c-cocina-10047',
      '/c-sartenes-20035',
      '/fragmentos/menu',
      '/l-mejores-ofertas',
      '/l-top-ventas',
      '/sitemap-pages.xml',
    ]);
    expect(new Set(Object.values(pages)).size).toBe(Object.keys(pages).length);
  });

  it('build nothing when nothing changed', () => {
    expect(plan(data(), data())).toEqual({ kind: 'none', checked: 9 });
  });

  it('rebuild only the category pages that show a product whose price changed', () => {
    expect(plan(data(), data({ leafPrice: 9.99 }))).toEqual({
      kind: 'partial',
      checked: 9,
      changed: ['/c-cocina-10047', '/c-cazos-20034', '/c-sartenes-20035'],
    });
  });

  it('rebuild the home with its list when a product of its row of offers changed', () => {
    expect(plan(data(), data({ offerPrice: 15 }))).toEqual({
      kind: 'partial',
      checked: 9,
      changed: ['/', '/l-mejores-ofertas'],
    });
  });

  it('rebuild a category whose product count changed and the pages that show it or its parent as a tile', () => {
    // The leaf's count moves its parent's count too, which its grandparent shows on a tile.
    expect(plan(data(), data({ leafCount: 11 }))).toEqual({
      kind: 'partial',
      checked: 9,
      changed: ['/c-cocina-10047', '/c-cazos-20034', '/c-sartenes-20035'],
    });
  });

  it('build everything after a rename that moves the menus, new code, --force, or no fingerprints to compare', () => {
    expect(plan(data(), data({ subName: 'Ollas' }))).toMatchObject({
      kind: 'full',
      reason: 'the menus changed',
    });
    expect(
      planBuild(fingerprintPages(data()), fingerprintPages(data()), { live: 'a', next: 'b' }, false),
    ).toMatchObject({
      kind: 'full',
      reason: 'the code or a build setting changed',
    });
    expect(plan(data(), data(), true)).toMatchObject({ kind: 'full', reason: '--force' });
    expect(planBuild(null, fingerprintPages(data()), code, false)).toMatchObject({
      kind: 'full',
      checked: 9,
    });
  });
});

// fetchPageData against a sandbox whose catalogue leaves most categories empty, as the
// benchmark's 10,000 categories for 3,000 products do.
const sandbox = withSandbox({ products: 60, categories: 250 });
/** Some 250 category reads and 70 searches on a shared 2-core machine. */
const READ_ALL_MS = 120_000;

describe('fetchPageData', () => {
  it(
    "reads one first page of the categories the tree counts empty, for all of them: each is that empty answer in the API's own",
    async () => {
      const { api, sent, peak } = serverClient(sandbox.url);
      let counted = 0;
      const data = await fetchPageData(api.silent, (reads) => (counted = reads));
      const categories = prerenderedCategories(flattenTree(data.tree));
      const empty = categories.filter((category) => category.products_count === 0);
      const stocked = categories.filter((category) => (category.products_count ?? 0) > 0);
      // The seed files 60 products in some 200 leaves: most categories hold none.
      expect(empty.length).toBeGreaterThan(100);
      expect(stocked.length).toBeGreaterThan(50);

      const searched = sent
        .filter((call) => call.method === 'POST' && call.url === '/api/v2/search/')
        .map((call) => call.url);
      const others = Object.keys(data.lists).length + Object.keys(data.landings).length + data.brands.length;
      // One empty category is searched, for its answer to stand for every empty one in the build.
      expect(searched).toHaveLength(stocked.length + others + 1);
      expect(counted).toBe(searched.length + data.brands.length);
      for (const category of empty) expect(data.firstPages.get(category.id)).toBe(EMPTY_FIRST_PAGE);
      for (const category of stocked) expect(data.firstPages.get(category.id)).not.toBe(EMPTY_FIRST_PAGE);
      // Each answer read is kept for the build, and is what its page's fingerprint was made of.
      expect([...data.firstPageAnswers.keys()].sort()).toEqual(stocked.map((category) => category.id).sort());
      for (const category of stocked.slice(0, 20)) {
        const answer = JSON.parse(data.firstPageAnswers.get(category.id)!.toString('utf8')) as unknown;
        expect(dataHash(answer)).toBe(data.firstPages.get(category.id));
      }
      expect(peak()).toBeLessThanOrEqual(API_READS_IN_FLIGHT);
      const emptyAnswer = JSON.parse(data.emptyFirstPage!.toString('utf8')) as SearchResponse;
      expect([emptyAnswer.data, emptyAnswer.meta.total]).toEqual([[], 0]);

      // What the shortcut takes for granted, asked of the API: an empty category's first page lists
      // nothing, and is the very answer the build gets for it.
      for (const category of empty.slice(0, 20)) {
        const page = await categoryFirstPage(api.silent, category);
        expect(page.data).toEqual([]);
        expect(page.meta.total).toBe(0);
        expect(page).toEqual(emptyAnswer);
      }
    },
    READ_ALL_MS,
  );
});
