/** The calls the sandbox answers (contract-calls.ts): the same in the table, the routes and the README. */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../scripts/sandbox-api/app.ts';
import {
  CONTRACT_CALLS,
  callsAt,
  isOwnPath,
  pathPattern,
} from '../../../../scripts/sandbox-api/contract-calls.ts';
import { createState, prepareDatabase } from '../../../../scripts/sandbox-api/server.ts';

const { db } = prepareDatabase({ dbPath: ':memory:', products: 50 });
afterAll(() => db.close());
const app = createApp(createState(db, { dbPath: ':memory:' }));

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
/** A route path as the README writes it: `{name}` for each parameter. */
const readable = (path: string) => path.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}');

describe('the contract table', () => {
  it('lists each call once', () => {
    const keys = CONTRACT_CALLS.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is exactly the routes the sandbox registers outside its own prefixes', () => {
    const routes = app.routes.filter((route) => route.method !== 'ALL' && !isOwnPath(route.path)).map(key);
    expect([...new Set(routes)].sort()).toEqual(CONTRACT_CALLS.map(key).sort());
  });

  it("is the README's contract table, row for row", () => {
    const readme = readFileSync('scripts/sandbox-api/README.md', 'utf8');
    const table = readme.slice(
      readme.indexOf('<!-- contract:start -->'),
      readme.indexOf('<!-- contract:end -->'),
    );
    const rows = [...table.matchAll(/^\| `(GET|POST|PUT|DELETE) ([^`]+)` *\|/gm)].map(
      ([, method, path]) => `${method} ${path}`,
    );
    expect(rows).toEqual(CONTRACT_CALLS.map((call) => `${call.method} ${readable(call.path)}`));
  });
});

describe('pathPattern', () => {
  it("matches one segment per parameter, and a parameter's own pattern when it has one", () => {
    expect(pathPattern('/api/v1/wish-list/:id').test('/api/v1/wish-list/26')).toBe(true);
    expect(pathPattern('/api/v1/wish-list/:id').test('/api/v1/wish-list/26/x')).toBe(false);
    const product = pathPattern('/store-front/api/:product{[a-z0-9-]{1,40}}/search');
    expect(product.test('/store-front/api/mercado/search')).toBe(true);
    expect(product.test('/store-front/api/Mercado/search')).toBe(false);
    expect(pathPattern('/api/v2/search/').test('/api/v2/search')).toBe(false);
  });

  it('finds every call at a path, whatever its method', () => {
    expect(
      callsAt('/api/v2/sales/checkout')
        .map((call) => call.method)
        .sort(),
    ).toEqual(['GET', 'POST', 'PUT']);
    expect(callsAt('/store-front/api/lists/top-ventas')).toEqual([]);
  });
});
