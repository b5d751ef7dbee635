/** Only the calls of spec §7 pass (middleware/contract-gate.ts), over HTTP. */
import { describe, expect, it } from 'vitest';
import { queryName, unknownQueryNames } from '../../middleware/contract-gate.ts';
import { sessionClient, withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();
type ErrorBody = { message: string; errors?: Record<string, string[]> };

describe('the contract gate', () => {
  it('answers 404 for a path the spec does not have, before the CSRF check and the faults', async () => {
    for (const [method, path] of [
      ['GET', '/store-front/api/lists/top-ventas'],
      ['POST', '/api/v2/search'],
      ['POST', '/api/v2/sales/checkout/start'],
      ['GET', '/api/v1/wish-list/ids/26'],
      ['DELETE', '/api/v9/nothing'],
    ] as const) {
      // No session, no token: a mutating call still gets its 404, not a 419.
      const response = await fetch(`${sandbox.url}${path}`, { method });
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect(((await response.json()) as ErrorBody).message).toBe('Ruta no encontrada');
    }
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        routes: [{ pattern: '/store-front/api/lists', status: 200, body: { data: [] } }],
      }),
    });
    try {
      expect((await sandbox.get('/store-front/api/lists/top-ventas')).status).toBe(404);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    }
  });

  it('answers 405 with Allow for a method the spec does not give a path', async () => {
    const client = await sessionClient(sandbox).start();
    const wrong = await client.json<ErrorBody>('PUT', '/store-front/api/sales/cart_b2c', { products: [] });
    expect(wrong.status).toBe(405);
    expect(wrong.response.headers.get('Allow')).toBe('GET, POST, DELETE');
    expect(wrong.body.message).toBe('Método no permitido.');
    expect((await sandbox.get('/store-front/api/sales/cart_b2c/transition')).status).toBe(405);
    expect((await fetch(`${sandbox.url}/api/v1/wishlist/26`, { method: 'DELETE' })).status).toBe(405);
  });

  it('answers 422 naming a query name the call does not take', async () => {
    const tree = await sandbox.json<ErrorBody>('/api/v1/categories/tree?parentId=10047&depth=2', {
      headers: { 'X-Real-Path': '/' },
    });
    expect(tree.status).toBe(422);
    expect(tree.body).toEqual({
      message: 'Parámetro no admitido: parentId.',
      errors: { parentId: ['El parámetro parentId no forma parte de esta llamada.'] },
    });
    expect((await sandbox.get('/api/v1/wish-list/ids?per_page=50')).status).toBe(422);
    expect((await sandbox.get('/store-front/api/rating?perPage=20')).status).toBe(422);
    // The names the call takes pass, bracket-style ones by their name.
    expect((await sandbox.get('/store-front/api/rating?per_page=20&page=2')).status).toBe(200);
    expect((await sandbox.get('/store-front/api/mercado/search?q=vino&categories[0][]=10000')).status).toBe(
      200,
    );
    // The spec's open `?params` of a category or brand read takes any name.
    expect((await sandbox.get('/api/v2/catalog/categories/10047?include=childs')).status).toBe(200);
  });

  it("lets the sandbox's own paths through: operator, images, the simulated bank, the OpenAPI document", async () => {
    expect((await sandbox.get('/__sandbox/health')).status).toBe(200);
    expect((await sandbox.get('/openapi.json')).status).toBe(200);
    expect((await sandbox.get('/images/products/26.webp?w=60&h=60')).status).toBe(200);
    expect((await sandbox.get('/redsys/redsysV3.js')).status).toBe(200);
    expect(
      (
        await fetch(`${sandbox.url}/api/v2/search/`, {
          method: 'OPTIONS',
          headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'POST' },
        })
      ).status,
    ).toBe(204);
  });
});

describe('query names', () => {
  it('a bracket key stands for its name', () => {
    expect(queryName('filters[0][value][gte]')).toBe('filters');
    expect(queryName('q')).toBe('q');
  });

  it('lists each unknown name once, and none for an open call', () => {
    expect(unknownQueryNames('http://x/a?page=1&pageSize=2&pageSize=3&q=', ['page', 'q'])).toEqual([
      'pageSize',
    ]);
    expect(unknownQueryNames('http://x/a?anything=1', 'any')).toEqual([]);
    expect(unknownQueryNames('http://x/a?x=1', undefined)).toEqual(['x']);
  });
});
