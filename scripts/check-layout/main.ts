// `npm run check:layout`: the floor plan of the README's Layout section, checked.
// 1. Imports run one way (dependency-cruiser, `.dependency-cruiser.cjs`). Dependency-cruiser
//    cannot read `.astro` files, so they are mirrored first into a shadow tree under
//    `.data/import-graph/` (shadow-tree.ts); everything else is cruised as it is.
// 2. No import loop between folders of `src/` and of the sandbox, at their top level and one
//    level down (folder-loops.ts, over the same cruise: `no-circular` sees only loops between files).
// 3. Unit tests mirror the tree (test-mirror.ts): the shop's tests/unit/, the sandbox's tests/.
// Exits non-zero on any violation.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type CruisedModule, describeLoops, folderLoops } from './folder-loops.ts';
import { buildShadowTree } from './shadow-tree.ts';
import { misplacedTests } from './test-mirror.ts';

/** The folders checked for loops, and how many levels down. */
const LOOP_ROOTS = [
  { root: 'src', depth: 2 },
  { root: 'scripts/sandbox-api', depth: 2 },
] as const;

const root = resolve(import.meta.dirname, '../..');
const shadow = buildShadowTree(root);
const depcruise = (bin: string, args: string[]) =>
  spawnSync(process.execPath, [resolve(root, `node_modules/dependency-cruiser/bin/${bin}`), ...args], {
    cwd: shadow,
    stdio: 'inherit',
  });
const graph = join(shadow, 'cruise.json');
const cruised =
  depcruise('dependency-cruiser.mjs', [
    '--config',
    resolve(root, '.dependency-cruiser.cjs'),
    '--output-type',
    'json',
    '--output-to',
    graph,
    'src',
    'scripts',
  ]).status === 0;
const rules =
  cruised && depcruise('depcruise-fmt.mjs', ['--output-type', 'err', '--exit-code', graph]).status === 0;

const modules = cruised
  ? (JSON.parse(readFileSync(graph, 'utf8')) as { modules: CruisedModule[] }).modules
  : [];
const loops = LOOP_ROOTS.flatMap(({ root: folder, depth }) => folderLoops(modules, folder, depth));
for (const line of describeLoops(loops)) console.error(line);
if (loops.length > 0)
  console.error(`\nx ${loops.length} import ${loops.length === 1 ? 'loop' : 'loops'} between folders.`);

const misplaced = [
  ...misplacedTests(root),
  ...misplacedTests(root, 'scripts/sandbox-api/tests', 'scripts/sandbox-api'),
];
for (const line of misplaced) console.error(`  error test-mirrors-module: ${line}`);
if (misplaced.length > 0) console.error(`\nx ${misplaced.length} unit test files out of place.`);
process.exit(cruised && rules && loops.length === 0 && misplaced.length === 0 ? 0 : 1);
