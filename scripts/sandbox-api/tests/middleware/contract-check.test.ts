/** The contract check (middleware/contract-check.ts): every answer the sandbox sends, against src/contract. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type ContractBreach, contractCheck, endpointFor } from '../../middleware/contract-check.ts';

const BRAND = { id: 7180, name: 'Asayaor', slug: 'asayaor', url_path: 'b-asayaor-7180' };

/** A bare app with the check and one answer per route, as a route of the sandbox might give it. */
async function breachesOf(method: string, path: string, answer: (c: import('hono').Context) => Response) {
  const breaches: ContractBreach[] = [];
  const app = new Hono();
  app.use(
    '*',
    contractCheck((breach) => breaches.push(breach)),
  );
  app.on(method, path, answer);
  await app.request(path, { method });
  return breaches;
}

describe('the contract check of the sandbox’s answers', () => {
  it('lets an answer the contract allows through unreported: a body, no body, a failure', async () => {
    expect(await breachesOf('GET', '/api/v2/catalog/brands/7180', (c) => c.json({ data: BRAND }))).toEqual(
      [],
    );
    expect(await breachesOf('GET', '/sanctum/csrf-cookie', (c) => c.body(null, 204))).toEqual([]);
    expect(
      await breachesOf('GET', '/api/v2/catalog/brands/1', (c) =>
        c.json({ message: 'Marca no encontrada' }, 404),
      ),
    ).toEqual([]);
  });

  it('reports a body that does not parse, with the field, and one that carries a field the contract lacks', async () => {
    const wrong = await breachesOf('GET', '/api/v2/catalog/brands/7180', (c) =>
      c.json({ data: { ...BRAND, id: '7180' } }),
    );
    expect(wrong).toEqual([
      {
        method: 'GET',
        path: '/api/v2/catalog/brands/7180',
        status: 200,
        endpoint: 'GET /api/v2/catalog/brands/{id}',
        problem: 'data.id: invalid_type (1 issues)',
      },
    ]);
    const extra = await breachesOf('GET', '/api/v2/catalog/brands/7180', (c) =>
      c.json({ data: { ...BRAND, logo: 'x.png' } }),
    );
    expect(extra.map((breach) => breach.problem)).toEqual(['a field the contract does not declare']);
  });

  it('reports a status the call does not name, a failure of its own shape, and a route it does not name', async () => {
    const created = await breachesOf('GET', '/api/v2/catalog/brands/7180', (c) =>
      c.json({ data: BRAND }, 201),
    );
    expect(created.map((breach) => breach.problem)).toEqual(['status 201, which the contract does not name']);
    const adult = await breachesOf('POST', '/store-front/api/sales/cart_b2c', (c) =>
      c.json({ message: 'Alguno de los productos…' }, 409),
    );
    expect(adult.map((breach) => breach.problem)).toEqual(['products: invalid_type (1 issues)']);
    const unnamed = await breachesOf('GET', '/api/v9/extra', (c) => c.json({ data: [] }));
    expect(unnamed).toMatchObject([{ endpoint: null, problem: 'a route the contract does not name' }]);
  });

  it('leaves the operator routes, the images, the bank’s pages and the document alone', async () => {
    for (const path of [
      '/__sandbox/health',
      '/images/products/1.webp',
      '/redsys/redsysV3.js',
      '/openapi.json',
    ])
      expect(await breachesOf('GET', path, (c) => c.text('anything'))).toEqual([]);
  });

  it('finds the call a request is for: literal segments before parameters, the path exactly as the contract writes it', () => {
    expect(endpointFor('PUT', '/store-front/api/account/addresses/billing')).toBe(
      'PUT /store-front/api/account/addresses/billing',
    );
    expect(endpointFor('PUT', '/store-front/api/account/addresses/12')).toBe(
      'PUT /store-front/api/account/addresses/{id}',
    );
    expect(endpointFor('POST', '/api/v2/search/')).toBe('POST /api/v2/search/');
    expect(endpointFor('POST', '/api/v2/search')).toBeNull();
    expect(endpointFor('GET', '/store-front/api/sales/invoice/3.pdf')).toBe(
      'GET /store-front/api/sales/invoice/{id}.pdf',
    );
    expect(endpointFor('GET', '/store-front/api/mercado/greater-18')).toBe(
      'GET /store-front/api/{product}/greater-18',
    );
    expect(endpointFor('PATCH', '/api/v2/sales/checkout')).toBeNull();
  });
});
