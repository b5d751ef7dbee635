// fetchPageData (scripts/rebuild/page-data.ts) against a sandbox whose catalogue leaves most
// categories empty, as the benchmark's 10,000 categories for 3,000 products do.
import { describe, expect, it } from 'vitest';
import { EMPTY_FIRST_PAGE, fetchPageData } from '../../../../scripts/rebuild/page-data.ts';
import { API_READS_IN_FLIGHT } from '../../../../scripts/rebuild/settings.ts';
import { categoryFirstPage } from '../../../../src/api/prerendered-reads.ts';
import { flattenTree, prerenderedCategories } from '../../../../src/lib/catalogue/category-page.ts';
import { serverClient, withSandbox } from '../../src/api/support/sandbox-client.ts';

const sandbox = withSandbox({ products: 60, categories: 250 });
/** Some 250 category reads and 70 searches on a shared 2-core machine. */
const READ_ALL_MS = 120_000;

describe('fetchPageData', () => {
  it(
    "reads no first page of a category the tree counts empty, and such a page is empty in the API's own answer",
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
      expect(searched).toHaveLength(stocked.length + others);
      expect(counted).toBe(searched.length + data.brands.length);
      for (const category of empty) expect(data.firstPages.get(category.id)).toBe(EMPTY_FIRST_PAGE);
      for (const category of stocked) expect(data.firstPages.get(category.id)).not.toBe(EMPTY_FIRST_PAGE);
      expect(peak()).toBeLessThanOrEqual(API_READS_IN_FLIGHT);

      // What the shortcut takes for granted, asked of the API: an empty category's first page lists nothing.
      for (const category of empty.slice(0, 20)) {
        const page = await categoryFirstPage(api.silent, category);
        expect(page.data).toEqual([]);
        expect(page.meta.total).toBe(0);
      }
    },
    READ_ALL_MS,
  );
});
