// `npm run check:layout`: the floor plan of the README's Layout section, checked.
// 1. Imports run one way (dependency-cruiser, `.dependency-cruiser.cjs`). Dependency-cruiser
//    cannot read `.astro` files, so they are mirrored first into a shadow tree under
//    `.data/import-graph/` (shadow-tree.ts); everything else is cruised as it is.
// 2. Unit tests mirror the tree (test-mirror.ts).
// Exits non-zero on any violation.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildShadowTree } from './shadow-tree.ts';
import { misplacedTests } from './test-mirror.ts';

const root = resolve(import.meta.dirname, '../..');
const shadow = buildShadowTree(root);
const cruise = spawnSync(
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
const misplaced = misplacedTests(root);
for (const line of misplaced) console.error(`  error test-mirrors-module: ${line}`);
if (misplaced.length > 0) console.error(`\nx ${misplaced.length} unit test files out of place.`);
process.exit(cruise.status === 0 && misplaced.length === 0 ? 0 : 1);
