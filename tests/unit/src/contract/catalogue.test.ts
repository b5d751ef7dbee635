import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  Brand,
  Category,
  CategoryDetail,
  Product,
  SearchRequest,
  SearchResponse,
} from '@shop/contract/catalogue';
import { Data } from '@shop/contract/paginated';
import { expectContract, PRODUCTS, withSandbox } from './support/sandbox-answers.ts';

const sandbox = withSandbox();

async function search(request: SearchRequest) {
  const body = SearchRequest.parse(request);
  const response = await sandbox.post('/api/v2/search/', body);
  expect(response.status).toBe(200);
  return expectContract(SearchResponse, await response.json());
}

describe('catalogue answers (spec §7 "Catalogue and search")', () => {
  it('the category tree, with images (full=1) and without', async () => {
    const visit = { headers: { 'X-Real-Path': '/', 'X-Real-Query': '' } };
    const full = await sandbox.json('/api/v1/categories/tree?parent_id=1&depth=2&full=1', visit);
    const tree = expectContract(Data(z.array(Category)), full.body).data;
    expect(tree.length).toBeGreaterThan(5);
    expect(tree.some((category) => category.childs.length > 0)).toBe(true);
    expect(tree[0]!.resources_libraries.images[0]!.url).toMatch(/^http/);
    const light = await sandbox.json('/api/v1/categories/tree?parent_id=10047&depth=2', visit);
    expect(expectContract(Data(z.array(Category)), light.body).data[0]!.resources_libraries.images).toEqual(
      [],
    );
  });

  it('a category page: a shop and a leaf, with their ancestors', async () => {
    for (const id of [10047, 10000]) {
      const { status, body } = await sandbox.json(`/api/v2/catalog/categories/${id}`);
      expect(status).toBe(200);
      const shop = expectContract(Data(CategoryDetail), body).data;
      expect(shop.ancestors).toEqual([]);
      const leaf = shop.childs[0]!;
      const child = await sandbox.json(`/api/v2/catalog/categories/${leaf.id}`);
      expect(expectContract(Data(CategoryDetail), child.body).data.ancestors.map((a) => a.id)).toEqual([id]);
    }
  });

  it('a product by id and by url_path, with and without an offer, adult or not', async () => {
    const ids = [PRODUCTS.pan, PRODUCTS.cheap, PRODUCTS.wine, PRODUCTS.giftCard];
    const products = [];
    for (const id of ids) {
      const { status, body } = await sandbox.json(`/api/v2/catalog/products/${id}`);
      expect(status).toBe(200);
      products.push(expectContract(Data(Product), body).data);
    }
    expect(products.some((product) => product.offers.length > 0)).toBe(true);
    expect(products.some((product) => product.adult)).toBe(true);
    const byPath = await sandbox.json(`/api/v2/catalog/products/${products[0]!.url_path}`);
    expect(expectContract(Data(Product), byPath.body).data.id).toBe(PRODUCTS.pan);
  });

  it('a brand', async () => {
    const { status, body } = await sandbox.json('/api/v2/catalog/brands/7180');
    expect(status).toBe(200);
    expect(expectContract(Data(Brand), body).data.url_path).toBe('b-asayaor-7180');
  });

  it('a search with a query: highlighted names and both kinds of facet', async () => {
    const answer = await search({ query: 'sarten', per_page: 5 });
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((product) => product.name && product._highlightResult?.name.value)).toBe(true);
    expect(answer.facets.map((facet) => facet.type).sort()).toEqual(['in', 'in', 'range']);
  });

  it('browsing a category with filters, a sort and a page past the end', async () => {
    const browsed = await search({
      categories: [[10047]],
      filters: [
        { field: 'categories.name', condition: 'in', value: ['Sartenes'] },
        { field: 'price', condition: 'range', value: { gte: 5, lte: 200 } },
      ],
      sort: 'price_asc',
      page: 1,
      per_page: 24,
    });
    expect(browsed.meta.current_page).toBe(1);
    const past = await search({ query: 'sarten', page: 500 });
    expect(past.data).toEqual([]);
  });

  it("a product list of the /l-… pages: the search with the list's sort", async () => {
    const list = await search({ sort: 'best_offers', per_page: 24 });
    expect(list.data.every((product) => product.offers.length > 0)).toBe(true);
  });

  it('the search body names only the filters the API takes', () => {
    expect(
      SearchRequest.safeParse({ filters: [{ field: 'weight', condition: 'in', value: [] }] }).success,
    ).toBe(false);
    expect(SearchRequest.safeParse({ query: 'vino', categories: [[10000], [20001, 20002]] }).success).toBe(
      true,
    );
  });
});
