/** The catalogue search (routes/search.ts): text, filters, facets, sorting and paging. */
import { describe, expect, it } from 'vitest';
import type { Facet, Product, SearchRequest, SearchResponse } from '@shop/contract/catalogue';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();
/** What the shopper pays: the lower of the price and its offers (filters and sorts use it). */
const paid = (product: Product) => Math.min(product.price, ...product.offers.map((offer) => offer.price));

async function search(request: SearchRequest | Record<string, unknown>) {
  const response = await sandbox.post('/api/v2/search/', request);
  return { status: response.status, body: (await response.json()) as SearchResponse };
}

function inFacet(facets: Facet[], field: string) {
  const facet = facets.find((candidate) => candidate.field === field);
  if (facet?.type !== 'in') throw new Error(`no 'in' facet ${field}`);
  return facet.values;
}

describe('POST /api/v2/search/', () => {
  it("folds accents: 'sarten' finds 'Sartén' and highlights it", async () => {
    const { status, body } = await search({ query: 'sarten', per_page: 5 });
    expect(status).toBe(200);
    expect(body.meta.total).toBeGreaterThan(0);
    for (const product of body.data) {
      expect(product.name).toMatch(/^Sartén/);
      expect(product._highlightResult?.name.value).toMatch(/^<em>Sartén<\/em> /);
    }
  });

  it("matches the last word as a prefix: 'sart' finds the same products as 'sarten'", async () => {
    const prefix = await search({ query: 'sart', per_page: 1 });
    const whole = await search({ query: 'sartén', per_page: 1 });
    expect(prefix.body.meta.total).toBe(whole.body.meta.total);
    expect(prefix.body.data[0]?._highlightResult?.name.value).toContain('<em>Sartén</em>');
  });

  it('requires every word: a second word narrows the results', async () => {
    const one = await search({ query: 'sartén' });
    const two = await search({ query: 'sartén 28' });
    expect(two.body.meta.total).toBeGreaterThan(0);
    expect(two.body.meta.total).toBeLessThan(one.body.meta.total);
    expect(two.body.data.every((product) => /28 cm/.test(product.name))).toBe(true);
  });

  it('ranks products whose own name matches before those matched by category, then the rest', async () => {
    // 'perros' is in the names of dog food and in the category 'Perros' of bowls, beds and leads.
    const said = /\bperros?\b/i;
    const attribute = (product: Product) =>
      said.test(product.name) ? 0 : product.categories.some((category) => said.test(category.name)) ? 1 : 2;
    const first = await search({ query: 'perros', per_page: 100 });
    const order = [...first.body.data];
    for (let page = 2; page <= first.body.meta.last_page; page++) {
      order.push(...(await search({ query: 'perros', per_page: 100, page })).body.data);
    }
    const attributes = order.map(attribute);
    expect(attributes).toEqual([...attributes].sort((a, b) => a - b));
    expect(new Set(attributes)).toEqual(new Set([0, 1]));
  });

  it("searches the descriptions too: 'inducción' is said only there, of pans and pots", async () => {
    const { body } = await search({ query: 'induccion', per_page: 100 });
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.data.every((product) => product.categories[0]!.name === 'Cocina y menaje')).toBe(true);
    expect(body.data.some((product) => /inducci/i.test(product.name))).toBe(false);
  });

  it("answers words that are names of JavaScript's object keys like any other word", async () => {
    for (const query of ['constructor', '__proto__', 'toString hasOwnProperty']) {
      const { status, body } = await search({ query, per_page: 5 });
      expect([query, status]).toEqual([query, 200]);
      expect(Array.isArray(body.data)).toBe(true);
    }
  });

  it('answers only at the path of spec §7, with its trailing slash', async () => {
    expect((await sandbox.post('/api/v2/search/', { query: 'jamón' })).status).toBe(200);
    expect((await sandbox.post('/api/v2/search', { query: 'jamón' })).status).toBe(404);
  });

  it('browses with an empty query: every product of the category and its descendants', async () => {
    const pets = await search({ categories: [[10153]], per_page: 1 });
    const tree = await sandbox.json<{ data: { id: number; products_count: number }[] }>(
      '/api/v1/categories/tree',
      { headers: { 'X-Real-Path': '/' } },
    );
    expect(pets.body.meta.total).toBe(
      tree.body.data.find((category) => category.id === 10153)!.products_count,
    );
    expect(pets.body.data[0]!.categories[0]!.id).toBe(10153);
    const everything = await search({ categories: [[9999]], per_page: 1 });
    expect(everything.body.meta.total).toBe(3000);
    expect(everything.body.meta.last_page).toBe(3000);
  });

  it('reads categories as lists of lists: outer AND, inner OR', async () => {
    const kitchen = (await search({ categories: [[10047]] })).body.meta.total;
    const pets = (await search({ categories: [[10153]] })).body.meta.total;
    const either = await search({ categories: [[10047, 10153]] });
    expect(either.body.meta.total).toBe(kitchen + pets);
    const both = await search({ categories: [[10047], [10153]] });
    expect(both.body.meta.total).toBe(0);
    const tree = await sandbox.json<{ data: { id: number; childs: { id: number }[] }[] }>(
      '/api/v1/categories/tree?parent_id=10047&depth=2',
      { headers: { 'X-Real-Path': '/' } },
    );
    const sub = tree.body.data[0]!.id;
    const narrowed = await search({ categories: [[10047], [sub]] });
    expect(narrowed.body.meta.total).toBe((await search({ categories: [[sub]] })).body.meta.total);
  });

  it("filters by brand with an 'in' filter, and the brand facet counts agree with the totals", async () => {
    const all = await search({ query: 'sartén' });
    const brands = inFacet(all.body.facets, 'brand.name');
    expect(brands.reduce((sum, value) => sum + value.count, 0)).toBe(all.body.meta.total);
    const [first] = brands;
    const filtered = await search({
      query: 'sartén',
      filters: [{ field: 'brand.name', condition: 'in', value: [first!.value] }],
    });
    expect(filtered.body.meta.total).toBe(first!.count);
    expect(filtered.body.data.every((product) => product.brand?.name === first!.value)).toBe(true);
    // Disjunctive facets: the chosen brand does not hide the other brands from the facet.
    expect(inFacet(filtered.body.facets, 'brand.name')).toEqual(brands);
  });

  it('filters by category name and counts categories by name', async () => {
    const all = await search({ categories: [[10047]] });
    const categories = inFacet(all.body.facets, 'categories.name');
    expect(categories.find((value) => value.value === 'Cocina y menaje')?.count).toBe(all.body.meta.total);
    const pans = categories.find((value) => value.value === 'Sartenes y cazos')!;
    const filtered = await search({
      categories: [[10047]],
      filters: [{ field: 'categories.name', condition: 'in', value: ['Sartenes y cazos'] }],
    });
    expect(filtered.body.meta.total).toBe(pans.count);
  });

  it('filters a price range and reports the range of the matching set', async () => {
    const all = await search({ categories: [[10154]] });
    const price = all.body.facets.find((facet) => facet.field === 'price');
    expect(price).toMatchObject({ type: 'range' });
    const filtered = await search({
      categories: [[10154]],
      sort: 'price_asc',
      per_page: 100,
      filters: [{ field: 'price', condition: 'range', value: { gte: 20, lte: 50 } }],
    });
    expect(filtered.body.meta.total).toBeGreaterThan(0);
    expect(filtered.body.meta.total).toBeLessThan(all.body.meta.total);
    expect(filtered.body.data.every((product) => paid(product) >= 20 && paid(product) <= 50)).toBe(true);
    const prices = filtered.body.data.map(paid);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts by price descending, rating and newest', async () => {
    const byPrice = (await search({ categories: [[10011]], sort: 'price_desc' })).body.data.map(paid);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byRating = (await search({ categories: [[10011]], sort: 'rating' })).body.data.map(
      (p) => p.rating.average,
    );
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    expect((await search({ sort: 'newest' })).status).toBe(200);
  });

  it('pages: page 2 continues page 1 and a page past the end is empty', async () => {
    const first = await search({ categories: [[10190]], sort: 'price_asc', per_page: 10 });
    const second = await search({ categories: [[10190]], sort: 'price_asc', per_page: 10, page: 2 });
    expect(second.body.meta.current_page).toBe(2);
    const ids = new Set(first.body.data.map((product) => product.id));
    expect(second.body.data.some((product) => ids.has(product.id))).toBe(false);
    const beyond = await search({ categories: [[10190]], per_page: 10, page: first.body.meta.last_page + 1 });
    expect(beyond.body.data).toEqual([]);
  });

  it('pages a text search by relevance: pages of 7 are the first 21 results in order, and the end is short', async () => {
    const whole = await search({ query: 'sartén', per_page: 21 });
    const pages = await Promise.all([1, 2, 3].map((page) => search({ query: 'sartén', per_page: 7, page })));
    expect(pages.flatMap((page) => page.body.data.map((product) => product.id))).toEqual(
      whole.body.data.map((product) => product.id),
    );
    const { total, last_page } = whole.body.meta;
    const last = await search({ query: 'sartén', per_page: 21, page: last_page });
    expect(last.body.data).toHaveLength(total - 21 * (last_page - 1));
  });

  it('rejects per_page outside 1..100 and other malformed bodies with 422, never 500', async () => {
    for (const body of [
      { per_page: 0 },
      { per_page: 101 },
      { page: 0 },
      { page: 'dos' },
      { sort: 'cheapest' },
      { query: 42 },
      { categories: [10047] },
      { categories: [['x']] },
      { filters: [{ field: 'color', condition: 'in', value: ['rojo'] }] },
      { filters: [{ field: 'price', condition: 'range', value: { gte: 'diez' } }] },
    ]) {
      const response = await sandbox.post('/api/v2/search/', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(((await response.json()) as { errors: object }).errors).toBeTypeOf('object');
    }
    expect((await sandbox.post('/api/v2/search/', '{not json')).status).toBe(400);
    expect((await sandbox.post('/api/v2/search/', '[1,2]')).status).toBe(422);
  });

  it('treats search text as text: FTS syntax and HTML are harmless, the highlight is escaped', async () => {
    for (const query of ['"', 'sartén OR', 'NEAR(a b)', '*', 'a AND -b', '<script>alert(1)</script>']) {
      const { status } = await search({ query });
      expect(status, query).toBe(200);
    }
    const { body } = await search({ query: '<sartén>', per_page: 1 });
    expect(body.data[0]!._highlightResult!.name.value).toMatch(/^<em>Sartén<\/em> [^<>]+$/);
  });
});

describe('the list sorts of the /l-… pages', () => {
  it('ranks the best offers by discount, all of them on offer and in stock', async () => {
    const { status, body } = await search({ sort: 'best_offers', per_page: 20 });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    const discounts = body.data.map((product) => product.offers[0]?.discountPercent ?? 0);
    expect(discounts.every((discount) => discount > 0)).toBe(true);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(body.data.every((product) => product.quantity > 0)).toBe(true);
  });

  it('ranks the best rated by average among products with enough ratings', async () => {
    const { body } = await search({ sort: 'best_rated' });
    const averages = body.data.map((product) => product.rating.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(body.data.every((product) => product.rating.count >= 10)).toBe(true);
  });

  it('keeps only what belongs to the list: totals and facets count the list, not the catalogue', async () => {
    const all = (await search({ per_page: 1 })).body.meta.total;
    const sellers = await search({ sort: 'top_sales', per_page: 1 });
    const offers = await search({ sort: 'best_offers', per_page: 1 });
    expect(sellers.body.meta.total).toBeLessThan(all);
    expect(offers.body.meta.total).toBeLessThan(sellers.body.meta.total);
    // The ham shop sells one brand: its one facet value counts the whole list.
    const ham = await search({ sort: 'best_offers', categories: [[10190]], per_page: 1 });
    expect(inFacet(ham.body.facets, 'brand.name')).toEqual([
      { value: 'Jamoval', count: ham.body.meta.total },
    ]);
  });

  it('pages the top sellers without repeating a product, most rated first', async () => {
    const first = await search({ sort: 'top_sales', per_page: 10 });
    const second = await search({ sort: 'top_sales', per_page: 10, page: 2 });
    const ids = new Set(first.body.data.map((product) => product.id));
    expect(second.body.data.some((product) => ids.has(product.id))).toBe(false);
    const counts = [...first.body.data, ...second.body.data].map((product) => product.rating.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('ranks the most wished by ratings weighted by their average, and narrows like any search', async () => {
    const { body } = await search({ sort: 'most_wished', per_page: 20 });
    const weights = body.data.map((product) => product.rating.count * product.rating.average);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const kitchen = await search({ sort: 'most_wished', categories: [[10047]], per_page: 5 });
    expect(kitchen.body.data.every((product) => product.categories[0]!.id === 10047)).toBe(true);
  });
});

describe('GET /store-front/api/{product}/search?q', () => {
  const textSearch = (query: string) =>
    sandbox.json<SearchResponse>(`/store-front/api/mercado/search?${query}`);

  it('answers the same as the POST for the same text, narrowing and page', async () => {
    const brand = inFacet(
      (await search({ query: 'sartén', categories: [[10047]] })).body.facets,
      'brand.name',
    )[0]!;
    const posted = await search({
      query: 'sartén',
      categories: [[10047]],
      filters: [
        { field: 'brand.name', condition: 'in', value: [brand.value] },
        { field: 'price', condition: 'range', value: { gte: 1, lte: 400.5 } },
      ],
      sort: 'price_asc',
      page: 2,
      per_page: 2,
    });
    expect(posted.body.data.length).toBeGreaterThan(0);
    const got = await textSearch(
      `q=sart%C3%A9n&categories[0][]=10047&filters[0][field]=brand.name&filters[0][condition]=in` +
        `&filters[0][value][]=${encodeURIComponent(brand.value)}&filters[1][field]=price` +
        '&filters[1][condition]=range&filters[1][value][gte]=1&filters[1][value][lte]=400.5' +
        '&sort=price_asc&page=2&per_page=2',
    );
    expect(got.status).toBe(200);
    expect(got.body).toEqual(posted.body);
  });

  it('is the text search: a missing or blank q is a 422', async () => {
    for (const query of ['', 'q=', 'q=%20%20', 'page=1']) {
      const { status, body } = await sandbox.json<{ errors: Record<string, string[]> }>(
        `/store-front/api/mercado/search?${query}`,
      );
      expect(status, query).toBe(422);
      expect(body.errors).toEqual({ q: ['El campo q es obligatorio.'] });
    }
  });

  it('validates the rest as the search does: a bad page size or sort is a 422, never a 500', async () => {
    expect((await textSearch('q=vino&per_page=500')).status).toBe(422);
    expect((await textSearch('q=vino&per_page=abc')).status).toBe(422);
    expect((await textSearch('q=vino&sort=cheapest')).status).toBe(422);
    expect((await textSearch('q=vino&categories[0][]=x')).status).toBe(422);
    expect((await textSearch('q=vino&filters[0][field]=weight&filters[0][condition]=in')).status).toBe(422);
  });

  it('takes the platform product as a lowercase path segment; anything else is not a route', async () => {
    expect((await sandbox.get('/store-front/api/otro-producto/search?q=vino')).status).toBe(200);
    expect((await sandbox.get('/store-front/api/Mercado/search?q=vino')).status).toBe(404);
  });
});
