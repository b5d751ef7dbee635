// Loops between folders, which dependency-cruiser's `no-circular` cannot see (it follows files:
// a → b/x.ts → a/y.ts is no file loop, yet folders a and b import each other). The module graph
// of a cruise (`depcruise --output-type json`) is collapsed to the folders under a root, twice:
// its top-level folders, then one level down inside each top-level folder (each sub-folder, and
// the files loose in the top-level folder, as nodes of their own; a loop through two top-level
// folders is already one of the first kind). Files loose in the root are nodes of their own.
//
//   node scripts/check-layout/folder-loops.ts <root> [<root> ...] [--graph cruise.json]
//
// Without --graph it cruises the roots itself (fine for trees without .astro files; check-layout's
// main.ts passes the graph it cruised over its shadow tree). Exits non-zero on any loop.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** The part of a cruise's JSON output read here. */
export interface CruisedModule {
  source: string;
  dependencies: { resolved: string; coreModule?: boolean; couldNotResolve?: boolean }[];
}

/** What a loop is reported with: its folders, and one import per step that closes it. */
export interface FolderLoop {
  folders: string[];
  imports: string[];
}

/** How many folder levels below a root are checked: its top level, then one level down. */
const LEVELS = [1, 2] as const;

/**
 * The node a file under `root` collapses to at `level`: its first `level` folders, or where the
 * file sits above that, the folder holding it plus `/*` (the loose files), or the file itself at
 * the root. Undefined for a file outside the root.
 */
export function folderOf(path: string, root: string, level: number): string | undefined {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  if (!path.startsWith(prefix)) return undefined;
  const parts = path.slice(prefix.length).split('/');
  if (parts.length === 1) return path;
  const folders = parts.slice(0, -1);
  return folders.length > level
    ? prefix + folders.slice(0, level).join('/')
    : `${prefix}${folders.join('/')}${folders.length === level ? '' : '/*'}`;
}

/** Strongly connected groups of more than one node (Tarjan), each sorted. */
function loopsOf(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** The folder loops under `root` at every checked level (an empty list: none). */
export function folderLoops(modules: CruisedModule[], root: string): FolderLoop[] {
  return LEVELS.flatMap((level) => {
    const edges = new Map<string, Set<string>>();
    /** One file import per folder edge, to name in the report. */
    const example = new Map<string, string>();
    for (const module of modules) {
      const from = folderOf(module.source, root, level);
      if (!from) continue;
      for (const { resolved } of module.dependencies) {
        const to = folderOf(resolved, root, level);
        if (!to || to === from) continue;
        if (level > 1 && folderOf(module.source, root, 1) !== folderOf(resolved, root, 1)) continue;
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
        if (!example.has(`${from} ${to}`)) example.set(`${from} ${to}`, `${module.source} → ${resolved}`);
      }
    }
    return loopsOf(edges).map((folders) => {
      const members = new Set(folders);
      const imports = [...example]
        .filter(([edge]) => edge.split(' ').every((folder) => members.has(folder)))
        .map(([, line]) => line);
      return { folders, imports };
    });
  });
}

/** Prints every loop under the roots; returns how many there are. */
export function reportFolderLoops(modules: CruisedModule[], roots: string[]): number {
  const loops = roots.flatMap((root) => folderLoops(modules, root));
  for (const { folders, imports } of loops) {
    console.error(`  error no-folder-loop: ${folders.join(' ⇄ ')}`);
    for (const line of imports) console.error(`      ${line}`);
  }
  if (loops.length > 0) console.error(`\nx ${loops.length} loop(s) between folders.`);
  return loops.length;
}

/** Cruises `roots` from `cwd` with the repository's configuration and returns its modules. */
export function cruiseModules(cwd: string, roots: string[]): CruisedModule[] {
  const repository = resolve(import.meta.dirname, '../..');
  const cruise = spawnSync(
    process.execPath,
    [
      resolve(repository, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      '--config',
      resolve(repository, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
      '--no-progress',
      ...roots,
    ],
    { cwd, encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  return (JSON.parse(cruise.stdout) as { modules: CruisedModule[] }).modules;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    options: { graph: { type: 'string' } },
    allowPositionals: true,
  });
  const roots = positionals.map((root) => root.replace(/\/+$/, ''));
  const modules = values.graph
    ? (JSON.parse(readFileSync(values.graph, 'utf8')) as { modules: CruisedModule[] }).modules
    : cruiseModules(process.cwd(), roots);
  process.exit(reportFolderLoops(modules, roots) === 0 ? 0 : 1);
}
