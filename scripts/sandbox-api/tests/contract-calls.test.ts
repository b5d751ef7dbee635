/** The calls the sandbox answers (contract-calls.ts, read from src/contract/endpoints.ts): the same in the contract, the routes and the README. */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { CONTRACT_CALLS, callsAt, isOwnPath } from '../contract-calls.ts';
import { pathPattern } from '@shop/contract/endpoint-paths';
import { createState, prepareDatabase } from '../server.ts';
import { ENDPOINTS } from '@shop/contract/endpoints';

const { db } = prepareDatabase({ dbPath: ':memory:', products: 50 });
afterAll(() => db.close());
const app = createApp(createState(db, { dbPath: ':memory:' }));

/** A path with every parameter as `{}`: Hono's `:name` and `:name{pattern}`, the contract's `{name}` and `{id}.pdf` alike. */
const shape = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment.includes('{') ? '{}' : segment))
    .join('/');

describe('the calls the sandbox answers', () => {
  it('are the calls of src/contract/endpoints.ts, in its order, with their query names', () => {
    expect(CONTRACT_CALLS.map((call) => call.name)).toEqual(Object.keys(ENDPOINTS));
    const byName = new Map(CONTRACT_CALLS.map((call) => [call.name, call]));
    expect(byName.get('GET /api/v1/categories/tree')?.query).toEqual(['parent_id', 'depth', 'full']);
    expect(byName.get('GET /store-front/api/{product}/search')?.query).toEqual([
      'categories',
      'filters',
      'sort',
      'page',
      'per_page',
      'q',
    ]);
    expect(byName.get('GET /api/v2/catalog/brands/{id}')?.query).toBe('any');
    expect(byName.get('POST /api/v1/auth/login')?.query).toEqual([]);
  });

  it('are exactly the routes the sandbox registers outside its own paths', () => {
    const routes = app.routes
      .filter((route) => route.method !== 'ALL' && !isOwnPath(route.path))
      .map((route) => `${route.method} ${shape(route.path)}`);
    expect([...new Set(routes)].sort()).toEqual(
      CONTRACT_CALLS.map((call) => `${call.method} ${shape(call.path)}`).sort(),
    );
  });

  it("are the README's contract table, row for row", () => {
    const readme = readFileSync('scripts/sandbox-api/README.md', 'utf8');
    const table = readme.slice(
      readme.indexOf('<!-- contract:start -->'),
      readme.indexOf('<!-- contract:end -->'),
    );
    const rows = [...table.matchAll(/^\| `(GET|POST|PUT|DELETE) ([^`]+)` *\|/gm)].map(
      ([, method, path]) => `${method} ${path}`,
    );
    expect(rows).toEqual(CONTRACT_CALLS.map((call) => call.name));
  });
});

describe('pathPattern', () => {
  it('matches one segment per parameter, or part of one', () => {
    expect(pathPattern('/api/v1/wish-list/{id}').test('/api/v1/wish-list/26')).toBe(true);
    expect(pathPattern('/api/v1/wish-list/{id}').test('/api/v1/wish-list/26/x')).toBe(false);
    const invoice = pathPattern('/store-front/api/sales/invoice/{id}.pdf');
    expect(invoice.test('/store-front/api/sales/invoice/3.pdf')).toBe(true);
    expect(invoice.test('/store-front/api/sales/invoice/3')).toBe(false);
    expect(pathPattern('/api/v2/search/').test('/api/v2/search')).toBe(false);
  });

  it('finds every call at a path, whatever its method, literal segments first', () => {
    expect(
      callsAt('/api/v2/sales/checkout')
        .map((call) => call.method)
        .sort(),
    ).toEqual(['GET', 'POST', 'PUT']);
    expect(callsAt('/store-front/api/lists/top-ventas')).toEqual([]);
    expect(callsAt('/store-front/api/account/addresses/billing')[0]?.path).toBe(
      '/store-front/api/account/addresses/billing',
    );
  });

  it("keeps the sandbox's own paths apart: operator, images, the simulated bank, the OpenAPI document", () => {
    for (const path of [
      '/__sandbox/health',
      '/images/products/1.webp',
      '/redsys/redsysV3.js',
      '/openapi.json',
    ])
      expect(isOwnPath(path)).toBe(true);
    expect(isOwnPath('/openapi.json/x')).toBe(false);
    expect(isOwnPath('/api/v1/email/verify')).toBe(false);
  });
});
