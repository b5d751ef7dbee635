import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The longest a function in `src/` may be, in lines from its first to its last (issue 30, item 3). */
export const MAX_FUNCTION_LINES = 80;

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|mjs)$/;

export interface FunctionLength {
  /** `path:line` of the function's first line, relative to the root given. */
  where: string;
  /** The function's name, or what holds it (`const x = () => …`, `foo(() => …)`). */
  name: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** What a function is called where it stands: its own name, its variable's, its property's. */
function nameOf(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(file);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(file)}(…)`;
  if (ts.isExportAssignment(parent)) return 'export default';
  return '(anonymous)';
}

/**
 * Every function of one file (declarations, expressions, arrows, methods, accessors) with its
 * length in lines, blank and comment lines included, as ESLint's `max-lines-per-function` counts
 * by default: a nested function counts inside its outer one and on its own.
 */
export function functionLengths(path: string, text: string, shownAs = path): FunctionLength[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = file.getLineAndCharacterOfPosition(fn.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(fn.getEnd()).line;
      found.push({ where: `${shownAs}:${first + 1}`, name: nameOf(fn, file), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The functions under `dir` longer than `limit` lines, longest first. */
export function longFunctions(root: string, dir: string, limit = MAX_FUNCTION_LINES): FunctionLength[] {
  return sourceFiles(join(root, dir))
    .flatMap((path) => functionLengths(path, readFileSync(path, 'utf8'), relative(root, path)))
    .filter((fn) => fn.lines > limit)
    .sort((a, b) => b.lines - a.lines);
}
