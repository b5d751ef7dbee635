/** The whole tree read with the calls §7 has (src/api/category-tree.ts), against a sandbox one level deeper than the default. */
import { describe, expect, it } from 'vitest';
import { readWholeTree, WALK_CONCURRENCY } from '../../../../src/api/category-tree';
import type { Category } from '@shop/contract/catalogue';
import { serverClient, withSandbox } from './support/sandbox-client';

// More categories than the natural tree: numbered children one level below its leaves.
const sandbox = withSandbox({ categories: 300 });

const flatten = (categories: readonly Category[]): Category[] =>
  categories.flatMap((category) => [category, ...flatten(category.childs)]);
const depthOf = (categories: readonly Category[]): number =>
  categories.length === 0 ? 0 : 1 + Math.max(...categories.map((category) => depthOf(category.childs)));

describe('readWholeTree', () => {
  it('reads every level: the tree calls for the root and each main category, depth 2, then each category below', async () => {
    const { api, sent, peak } = serverClient(sandbox.url);
    const cookies: string[][] = [];
    const tree = await readWholeTree(api.silent, { path: '/', query: '' }, (lines) => cookies.push(lines));
    expect(depthOf(tree)).toBe(4);
    const all = flatten(tree);
    // Every category but the root.
    expect(all.length).toBeGreaterThanOrEqual(299);
    expect(new Set(all.map((category) => category.id)).size).toBe(all.length);
    // Every category sits under its parent, as its path says.
    for (const category of all) {
      for (const child of category.childs) expect(child.path).toBe(`${category.path}/${child.id}`);
    }
    const treeCalls = sent.filter((call) => call.url.startsWith('/api/v1/categories/tree'));
    expect(treeCalls.map((call) => new URL(call.url, 'http://x').searchParams.get('parent_id'))).toEqual([
      '1',
      ...tree.map((shop) => String(shop.id)),
    ]);
    for (const call of treeCalls) {
      expect(new URL(call.url, 'http://x').search).toMatch(/^\?parent_id=\d+&depth=2&full=1$/);
      expect(call.headers.get('x-real-path')).toBe('/');
    }
    expect(
      sent.every((call) =>
        /^\/api\/v1\/categories\/tree\?|^\/api\/v2\/catalog\/categories\/\d+$/.test(call.url),
      ),
    ).toBe(true);
    expect(cookies.flat()).toEqual([]);
    // One limit for the whole walk, however deep: never more reads in flight than it allows.
    expect(peak()).toBeLessThanOrEqual(WALK_CONCURRENCY);
    expect(peak()).toBeGreaterThan(1);
  });
});
