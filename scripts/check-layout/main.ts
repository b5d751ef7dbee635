// `npm run check:layout`: the floor plan of the README's Layout section, checked.
// 1. Imports run one way (dependency-cruiser, `.dependency-cruiser.cjs`). Dependency-cruiser
//    cannot read `.astro` files, so they are mirrored first into a shadow tree under
//    `.data/import-graph/` (shadow-tree.ts); everything else is cruised as it is.
// 2. No loops between folders (folder-loops.ts, over the same cruise): the sandbox's.
// 3. Unit tests mirror the tree (test-mirror.ts): the shop's tests/unit/, the sandbox's tests/.
// Exits non-zero on any violation.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type CruisedModule, reportFolderLoops } from './folder-loops.ts';
import { buildShadowTree } from './shadow-tree.ts';
import { misplacedTests } from './test-mirror.ts';

/** The trees whose folders must not import each other in a loop. */
const LOOP_FREE = ['scripts/sandbox-api'];

const root = resolve(import.meta.dirname, '../..');
const shadow = buildShadowTree(root);
const graph = join(shadow, 'cruise.json');
const depcruise = (bin: string, args: string[]) =>
  spawnSync(process.execPath, [resolve(root, 'node_modules/dependency-cruiser/bin', bin), ...args], {
    cwd: shadow,
    stdio: 'inherit',
  });
const cruised = depcruise('dependency-cruiser.mjs', [
  '--config',
  resolve(root, '.dependency-cruiser.cjs'),
  '--output-type',
  'json',
  '--output-to',
  graph,
  'src',
  'scripts',
]);
// The rules' verdict, as `--output-type err` prints it, from the cruise's JSON.
const rules =
  cruised.status === 0
    ? depcruise('depcruise-fmt.mjs', ['--output-type', 'err', '--exit-code', graph])
    : cruised;
const modules =
  cruised.status === 0
    ? (JSON.parse(readFileSync(graph, 'utf8')) as { modules: CruisedModule[] }).modules
    : [];
const loops = reportFolderLoops(modules, LOOP_FREE);
const misplaced = [
  ...misplacedTests(root),
  ...misplacedTests(root, 'scripts/sandbox-api/tests', 'scripts/sandbox-api'),
];
for (const line of misplaced) console.error(`  error test-mirrors-module: ${line}`);
if (misplaced.length > 0) console.error(`\nx ${misplaced.length} unit test files out of place.`);
process.exit(cruised.status === 0 && rules.status === 0 && loops === 0 && misplaced.length === 0 ? 0 : 1);
