import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** The npm scope of the repository's workspace packages (package.json, `workspaces`). */
const WORKSPACE_SCOPE = '@shop';

/** Folders whose imports are checked. */
const TREES = ['src', 'scripts'];

/** The import specifiers of a piece of TypeScript, as the compiler's pre-processor reads them. */
function importsOf(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const SCRIPT =
  /<script(?![^>]*\bis:inline)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * An `.astro` file's imports as two TypeScript files beside where it would be: `Name.astro.ts`
 * for the frontmatter (server code) and `Name.astro.client.ts` for its `<script>`s (browser code).
 * Imports of `./Name.astro` resolve to the first (the resolver tries `.ts` after the full name).
 */
function mirrorAstro(source: string, target: string): void {
  const text = readFileSync(source, 'utf8');
  const line = (spec: string) => `import '${spec}';\n`;
  writeFileSync(
    `${target}.ts`,
    importsOf(FRONTMATTER.exec(text)?.[1] ?? '')
      .map(line)
      .join(''),
  );
  const scripts = [...text.matchAll(SCRIPT)].map((match) => match[1] ?? '').join('\n');
  const browser = importsOf(scripts);
  if (browser.length > 0) writeFileSync(`${target}.client.ts`, browser.map(line).join(''));
}

function mirror(root: string, shadow: string, dir: string): void {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') mirror(root, shadow, path);
      continue;
    }
    mkdirSync(join(shadow, dir), { recursive: true });
    if (entry.name.endsWith('.astro')) mirrorAstro(join(root, path), join(shadow, path));
    else if (/\.(?:m?[jt]sx?|json)$/.test(entry.name)) cpSync(join(root, path), join(shadow, path));
  }
}

/**
 * The repository's `node_modules` entry by entry, except the workspace packages (`@shop/*`, links
 * into src/ and scripts/), which link to their copies in the shadow tree: an import of
 * `@shop/contract` lands on the shadow's src/contract, as it lands on src/contract for the build.
 */
function linkPackages(root: string, shadow: string): void {
  const modules = join(shadow, 'node_modules');
  for (const entry of readdirSync(join(root, 'node_modules'), { withFileTypes: true })) {
    const path = join(modules, entry.name);
    if (entry.name !== WORKSPACE_SCOPE) {
      mkdirSync(modules, { recursive: true });
      symlinkSync(relative(modules, join(root, 'node_modules', entry.name)), path);
      continue;
    }
    mkdirSync(path, { recursive: true });
    for (const name of readdirSync(join(root, 'node_modules', entry.name))) {
      const workspace = realpathSync(join(root, 'node_modules', entry.name, name));
      symlinkSync(relative(path, join(shadow, relative(root, workspace))), join(path, name));
    }
  }
}

/**
 * Copies the checked trees into `.data/import-graph/` with every `.astro` file replaced by its
 * imports, and returns that folder. `node_modules` (linkPackages) and `tsconfig.json` are brought
 * in so packages and the `astro:*` modules resolve as they do for the build.
 */
export function buildShadowTree(root: string): string {
  const shadow = join(root, '.data/import-graph');
  rmSync(shadow, { recursive: true, force: true });
  for (const tree of TREES) mirror(root, shadow, tree);
  for (const file of ['tsconfig.json', 'package.json']) cpSync(join(root, file), join(shadow, file));
  linkPackages(root, shadow);
  mkdirSync(dirname(join(shadow, '.astro/x')), { recursive: true });
  return shadow;
}
