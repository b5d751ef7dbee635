/** The catalogue calls of spec §7 (src/api/catalog.ts, src/api/lists.ts), made against the sandbox. */
import { describe, expect, it } from 'vitest';
import { getCategoryTree, searchCatalogue, searchProducts } from '../../../../src/api/catalog';
import { getProductList } from '../../../../src/api/lists';
import { serverClient, withSandbox } from './support/sandbox-client';

const sandbox = withSandbox();

describe('the category tree call', () => {
  it("asks depth=2 and full=1 with the visit: real path, query, referer and cookies; answers the API's cookies", async () => {
    const { api, sent } = serverClient(sandbox.url);
    const answer = await getCategoryTree(api.silent, 10047, {
      path: '/sarten-antiadherente-2-l-102',
      query: 'utm_source=boletin',
      referer: 'https://buscador.example/',
      cookie: 'mt_cliente=Luc%C3%ADa',
    });
    expect(answer.data.every((category) => category.parent_id === 10047)).toBe(true);
    expect(answer.setCookies).toEqual([expect.stringMatching(/^sandbox_campaign=boletin;/)]);
    const call = sent.find((sentCall) => sentCall.url.startsWith('/api/v1/categories/tree'))!;
    expect(call.url).toBe('/api/v1/categories/tree?parent_id=10047&depth=2&full=1');
    expect(call.headers.get('x-real-path')).toBe('/sarten-antiadherente-2-l-102');
    expect(call.headers.get('x-real-query')).toBe('utm_source=boletin');
    expect(call.headers.get('referer')).toBe('https://buscador.example/');
    expect(call.headers.get('cookie')).toContain('mt_cliente=Luc%C3%ADa');
  });
});

describe('the searches', () => {
  it('the text search is GET /store-front/api/{product}/search?q with the narrowing bracket-style, and answers as the POST', async () => {
    const { api, sent } = serverClient(sandbox.url);
    const narrowing = {
      categories: [[10047]],
      filters: [{ field: 'price' as const, condition: 'range' as const, value: { gte: 1, lte: 100 } }],
      sort: 'price_asc' as const,
      page: 1,
      per_page: 4,
    };
    const got = await searchCatalogue(api.silent, 'mercado', { q: 'sartén', ...narrowing });
    const posted = await searchProducts(api.silent, { query: 'sartén', ...narrowing });
    expect(got).toEqual(posted);
    expect(decodeURIComponent(sent[0]!.url)).toBe(
      '/store-front/api/mercado/search?q=sartén&categories[0][]=10047&filters[0][field]=price' +
        '&filters[0][condition]=range&filters[0][value][gte]=1&filters[0][value][lte]=100&sort=price_asc&page=1&per_page=4',
    );
  });

  it('a list page is the search with its list sort', async () => {
    const { api, sent } = serverClient(sandbox.url);
    const offers = await getProductList(api.silent, 'mejores-ofertas', 12);
    expect(offers.data).toHaveLength(12);
    expect(offers.data.every((product) => product.offers.length > 0)).toBe(true);
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/v2/search/']);
  });
});
