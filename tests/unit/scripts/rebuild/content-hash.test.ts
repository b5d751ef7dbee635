import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonicalJson, codeHash, contentHash } from '../../../../scripts/rebuild/content-hash.ts';

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

describe('the code hash of a release', () => {
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'rebuild-code-'));
    mkdirSync(join(project, 'src/pages'), { recursive: true });
    writeFileSync(join(project, 'src/pages/index.astro'), '<h1>Inicio</h1>');
    writeFileSync(join(project, 'astro.config.mjs'), 'export default {};');
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it('is the same for the same code and settings, and changes with a file or a setting', () => {
    const settings = { SITE_URL: 'https://shop.test' };
    const before = codeHash(project, settings);
    expect(before).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(codeHash(project, { ...settings })).toBe(before);
    expect(codeHash(project, { SITE_URL: 'https://other.test' })).not.toBe(before);
    writeFileSync(join(project, 'src/pages/index.astro'), '<h1>Portada</h1>');
    expect(codeHash(project, settings)).not.toBe(before);
  });

  it('ignores what is not code: the releases, the data', () => {
    const before = codeHash(project, {});
    mkdirSync(join(project, '.data/releases'), { recursive: true });
    writeFileSync(join(project, '.data/releases/last-run.json'), '{}');
    expect(codeHash(project, {})).toBe(before);
  });
});
