import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from '../../../../scripts/rebuild/content-hash.ts';

const tree = [
  { id: 10047, name: 'Cocina y menaje', childs: [{ id: 20034, name: 'Sartenes y cazos', childs: [] }] },
];

describe('the content hash of the build inputs', () => {
  it('does not depend on the order of object keys', () => {
    const reordered = [
      { childs: [{ childs: [], name: 'Sartenes y cazos', id: 20034 }], name: 'Cocina y menaje', id: 10047 },
    ];
    expect(canonicalJson(reordered)).toBe(canonicalJson(tree));
    expect(contentHash({ tree: reordered, lists: {} })).toBe(contentHash({ lists: {}, tree }));
  });

  it('changes when a category is renamed or the order of a list changes', () => {
    const renamed = structuredClone(tree);
    renamed[0]!.childs[0]!.name = 'Sartenes';
    expect(contentHash({ tree: renamed })).not.toBe(contentHash({ tree }));
    expect(contentHash({ list: [1, 2] })).not.toBe(contentHash({ list: [2, 1] }));
  });

  it('is a sha256 in hex, the same for the same data', () => {
    expect(contentHash({ tree })).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(contentHash({ tree })).toBe(contentHash(structuredClone({ tree })));
  });
});
