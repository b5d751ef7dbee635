// The contract against an API (CONTRACT_API_URL, the sandbox by default): what a shopper's pages
// read of the catalogue. Only the shop's own calls (src/api), which parse every answer strictly.
import { describe, expect, it } from 'vitest';
import {
  getCategory,
  getCategoryTree,
  getProduct,
  searchCatalogue,
  searchProducts,
} from '../../src/api/catalog.ts';
import { getProductList } from '../../src/api/lists.ts';
import { productsToBuy } from './support/catalogue.ts';
import { API_PRODUCT, shopper } from './support/shopper.ts';

/** Spec §7: the tree's root is the main category or 1; the kitchen shop is 10047 (§9). */
const ROOT = 1;
const KITCHEN = 10047;

describe('the catalogue (spec §7 "Catalogue and search")', () => {
  it('the category tree, two levels deep with images, from the root and from a main category, for a visit', async () => {
    const api = shopper();
    const visit = { path: '/c-cocina-10047', query: 'orden=precio', referer: 'https://example.com/' };
    expect((await getCategoryTree(api, ROOT, visit)).data.length).toBeGreaterThan(0);
    expect((await getCategoryTree(api, KITCHEN, visit)).data.length).toBeGreaterThan(0);
  });

  it('a category page: the category with its ancestors', async () => {
    const category = await getCategory(shopper(), KITCHEN);
    expect(category.id).toBe(KITCHEN);
  });

  it('search suggestions: at most the five asked for, with their facets', async () => {
    const api = shopper();
    const { plain } = await productsToBuy(api);
    const word = plain.name.split(/\s+/)[0]!;
    const suggestions = await searchProducts(api, { query: word, per_page: 5 });
    expect(suggestions.data.length).toBeGreaterThan(0);
    expect(suggestions.data.length).toBeLessThanOrEqual(5);
  });

  it('browsing a shop with a price filter, a sort and a page', async () => {
    const page = await searchProducts(shopper(), {
      categories: [[KITCHEN]],
      filters: [{ field: 'price', condition: 'range', value: { gte: 0, lte: 1000 } }],
      sort: 'price_asc',
      page: 1,
      per_page: 24,
    });
    expect(page.meta.current_page).toBe(1);
    expect(page.data.length).toBeLessThanOrEqual(24);
  });

  it('the text search (GET …/{product}/search?q), with a filter and a page, bracket-style', async () => {
    const api = shopper();
    const { plain } = await productsToBuy(api);
    const word = plain.name.split(/\s+/)[0]!;
    const found = await searchCatalogue(api, API_PRODUCT, {
      q: word,
      categories: [[KITCHEN]],
      filters: [{ field: 'price', condition: 'range', value: { gte: 0 } }],
      page: 1,
      per_page: 24,
    });
    expect(found.data.length).toBeGreaterThan(0);
  });

  it('a list page: the search with its sort', async () => {
    const page = await getProductList(shopper(), 'mejores-ofertas', 24);
    expect(page.data.length).toBeLessThanOrEqual(24);
  });

  it('a product by its id and by its url_path (the shop’s /{slug} pages)', async () => {
    const api = shopper();
    const { plain } = await productsToBuy(api);
    expect((await getProduct(api, plain.id)).id).toBe(plain.id);
    expect((await getProduct(api, plain.url_path)).id).toBe(plain.id);
  });
});
