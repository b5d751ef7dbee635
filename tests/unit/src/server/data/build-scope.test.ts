import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BUILD_TREE_VARIABLE, treeReadByJob } from '../../../../../src/server/data/build-scope';

const dir = mkdtempSync(join(tmpdir(), 'build-tree-'));
afterEach(() => {
  delete process.env[BUILD_TREE_VARIABLE];
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
