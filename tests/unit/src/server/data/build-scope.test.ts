import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_FIRST_PAGES_VARIABLE,
  BUILD_TREE_VARIABLE,
  EMPTY_FIRST_PAGE_FILE,
  firstPageForBuild,
  firstPageReadByJob,
  treeReadByJob,
} from '../../../../../src/server/data/build-scope';

const dir = mkdtempSync(join(tmpdir(), 'build-tree-'));
afterEach(() => {
  delete process.env[BUILD_TREE_VARIABLE];
  delete process.env[BUILD_FIRST_PAGES_VARIABLE];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A category as the tree call answers it. */
const category = (id: number, path: string, childs: unknown[] = []) => ({
  id,
  name: `Categoría ${id}`,
  slug: `categoria-${id}`,
  url_path: `c-categoria-${id}`,
  order: 0,
  path,
  parent_id: Number(path.split('/').at(-2)),
  childs,
  target: null,
  resources_libraries: { images: [] },
  products_count: 3,
});

/** Writes `tree` where the rebuild job writes it and names it to the build. */
function handOver(tree: unknown): void {
  const file = join(dir, 'build-tree.json');
  writeFileSync(file, JSON.stringify(tree));
  process.env[BUILD_TREE_VARIABLE] = file;
}

describe('the tree the rebuild job hands to its build', () => {
  it('is none in a plain build: the build walks the API itself', () => {
    expect(treeReadByJob()).toBeNull();
  });

  it('is read with every level as the job read it', () => {
    const tree = [
      category(10047, '1/10047', [
        category(20034, '1/10047/20034', [category(20035, '1/10047/20034/20035')]),
      ]),
    ];
    handOver(tree);
    expect(treeReadByJob()).toEqual(tree);
  });

  it('fails the build when the file is not a tree of the contract', () => {
    handOver([{ id: 'diez' }]);
    expect(() => treeReadByJob()).toThrow();
  });
});

/** A first page of products as the search call answers it (an empty one: the contract is what matters here). */
const firstPage = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 24, total: 0 },
  facets: [],
};

describe('the first pages the rebuild job hands to its build', () => {
  it('are none in a plain build: every category page searches', () => {
    expect(firstPageReadByJob({ id: 20035 })).toBeNull();
  });

  it('are read by category id as the job read them, and a category the job did not read has none', () => {
    process.env[BUILD_FIRST_PAGES_VARIABLE] = dir;
    writeFileSync(join(dir, '20035.json'), JSON.stringify(firstPage));
    expect(firstPageReadByJob({ id: 20035 })).toEqual(firstPage);
    expect(firstPageReadByJob({ id: 20036 })).toBeNull();
  });

  it("are the job's empty answer for a category the tree counts empty, and only for such a one", () => {
    const sub = mkdtempSync(join(dir, 'empty-'));
    process.env[BUILD_FIRST_PAGES_VARIABLE] = sub;
    // Before the job hands an empty answer over, an empty category searches like any other.
    expect(firstPageReadByJob({ id: 23146, products_count: 0 })).toBeNull();
    const empty = { ...firstPage, facets: [{ field: 'price', type: 'range', min: 0, max: 0 }] };
    writeFileSync(join(sub, EMPTY_FIRST_PAGE_FILE), JSON.stringify(empty));
    expect(firstPageReadByJob({ id: 23146, products_count: 0 })).toEqual(empty);
    // A category that holds products, or whose count the tree does not give, is never taken for empty.
    expect(firstPageReadByJob({ id: 20036, products_count: 4 })).toBeNull();
    expect(firstPageReadByJob({ id: 20036 })).toBeNull();
    // An answer the job read for the category itself comes first.
    const own = { ...firstPage, meta: { ...firstPage.meta, total: 7 } };
    writeFileSync(join(sub, '23146.json'), JSON.stringify(own));
    expect(firstPageReadByJob({ id: 23146, products_count: 0 })).toEqual(own);
  });

  it("fail the build when an answer is not the contract's", () => {
    process.env[BUILD_FIRST_PAGES_VARIABLE] = dir;
    writeFileSync(join(dir, '20037.json'), JSON.stringify({ data: 'ninguno' }));
    expect(() => firstPageReadByJob({ id: 20037 })).toThrow();
  });
});

describe("a category page's first page in a build", () => {
  it('is searched for a category with products, and searched once for all those the tree counts empty', async () => {
    const full = { ...firstPage, meta: { ...firstPage.meta, total: 3 } };
    const search = vi.fn(async () => full);
    expect(await firstPageForBuild({ id: 20035, products_count: 3 }, search)).toEqual(full);
    expect(await firstPageForBuild({ id: 20036, products_count: 5 }, search)).toEqual(full);
    expect(search).toHaveBeenCalledTimes(2);
    const searchEmpty = vi.fn(async () => firstPage);
    for (const id of [23146, 23147, 23148]) {
      expect(await firstPageForBuild({ id, products_count: 0 }, searchEmpty)).toEqual(firstPage);
    }
    expect(searchEmpty).toHaveBeenCalledTimes(1);
  });

  it('takes what the rebuild job handed over before searching', async () => {
    process.env[BUILD_FIRST_PAGES_VARIABLE] = dir;
    const own = { ...firstPage, meta: { ...firstPage.meta, total: 9 } };
    writeFileSync(join(dir, '20040.json'), JSON.stringify(own));
    const search = vi.fn(async () => firstPage);
    expect(await firstPageForBuild({ id: 20040, products_count: 9 }, search)).toEqual(own);
    expect(search).not.toHaveBeenCalled();
  });
});
