import { posix } from 'node:path';

/** A module of dependency-cruiser's JSON output, as much of it as this check reads. */
export interface CruisedModule {
  source: string;
  dependencies: readonly { resolved: string }[];
}

/** One import loop between folders: the folders, and for each step of the loop one import that makes it. */
export interface FolderLoop {
  folders: string[];
  imports: string[];
}

/**
 * The folder a module counts towards when folders `depth` levels below `root` are the units:
 * `src/components/shell/x.ts` is `src/components` at depth 1 and `src/components/shell` at depth 2.
 * A file that lies higher up (`src/middleware.ts`; `src/lib/constants.ts` at depth 2) is its own
 * unit, or its folder's (`src/lib`). Undefined for a module outside `root`.
 */
export function folderOf(path: string, root: string, depth: number): string | undefined {
  const inside = posix.relative(root, path);
  if (inside.startsWith('..') || posix.isAbsolute(inside) || inside === '') return undefined;
  const parts = inside.split('/');
  const folders = parts.slice(0, -1).slice(0, depth);
  return posix.join(root, ...(folders.length > 0 ? folders : parts));
}

/** Every folder-to-folder import under `root` at `depth`, each with the first file import that makes it. */
function folderGraph(
  modules: readonly CruisedModule[],
  root: string,
  depth: number,
): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const module of modules) {
    const from = folderOf(module.source, root, depth);
    if (from === undefined) continue;
    for (const { resolved } of module.dependencies) {
      const to = folderOf(resolved, root, depth);
      if (to === undefined || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      graph.set(from, edges);
      if (!edges.has(to)) edges.set(to, `${module.source} → ${resolved}`);
    }
  }
  return graph;
}

/** The strongly connected components of more than one node (Tarjan's algorithm), nodes sorted. */
function loopsOf(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return loops;
}

/**
 * The import loops between folders under `root`, at every level from its top folders down to
 * `depth` (1: `src/islands ⇄ src/components`; 2: also `src/components/shell ⇄
 * src/components/product`). Dependency-cruiser's `no-circular` sees only loops between files; two
 * folders that import each other through different files make none of those. Each loop lists the
 * imports inside it, one per pair of its folders that import one another.
 */
export function folderLoops(modules: readonly CruisedModule[], root: string, depth: number): FolderLoop[] {
  return Array.from({ length: depth }, (_, level) => folderGraph(modules, root, level + 1)).flatMap((graph) =>
    loopsOf(graph).map((folders) => ({
      folders,
      imports: folders.flatMap((from) =>
        [...(graph.get(from) ?? [])].filter(([to]) => folders.includes(to)).map(([, example]) => example),
      ),
    })),
  );
}

/** The loops as lines for the terminal, in the shape of dependency-cruiser's `err` output. */
export function describeLoops(loops: readonly FolderLoop[]): string[] {
  return loops.flatMap((loop) => [
    `  error no-folder-loop: ${loop.folders.join(' ⇄ ')}`,
    ...loop.imports.map((line) => `      ${line}`),
  ]);
}
