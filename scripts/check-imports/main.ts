// `npm run check:imports`: the one-way import rule of the README's Layout section, checked by
// dependency-cruiser. Dependency-cruiser cannot read `.astro` files, so they are mirrored first
// into a shadow tree under `.data/import-graph/` (see shadow-tree.ts); everything else is cruised
// as it is. Exits non-zero on any violation.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildShadowTree } from './shadow-tree.ts';

const root = resolve(import.meta.dirname, '../..');
const shadow = buildShadowTree(root);
const result = spawnSync(
  process.execPath,
  [
    resolve(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
    '--config',
    resolve(root, '.dependency-cruiser.cjs'),
    '--output-type',
    'err',
    'src',
    'scripts',
  ],
  { cwd: shadow, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
