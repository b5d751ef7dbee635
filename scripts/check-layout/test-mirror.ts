import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders of tests/unit that hold helpers, not tests. */
const HELPERS = /(^|\/)support\//;
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.astro', '.mjs'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? testFiles(path) : [path];
  });
}

/**
 * Unit tests mirror the tree (README, Layout): `<tests>/<path>.test.ts` tests the module at
 * `<modules>/<path>` (any of .ts, .tsx, .astro, .mjs), and every other file lies under a
 * `support/` folder. The shop's: tests/unit/ for the repository; the sandbox package's:
 * scripts/sandbox-api/tests/ for scripts/sandbox-api/. Returns one line per file that breaks the rule.
 */
export function misplacedTests(root: string, tests = 'tests/unit', modules = '.'): string[] {
  const unit = join(root, tests);
  return testFiles(unit).flatMap((file) => {
    const path = relative(unit, file);
    const module = /^(.*)\.test\.tsx?$/.exec(path)?.[1];
    if (!module)
      return HELPERS.test(path) ? [] : [`${tests}/${path}: not a test; helpers go under a support/ folder`];
    const found = MODULE_EXTENSIONS.some((extension) => existsSync(join(root, modules, module + extension)));
    return found ? [] : [`${tests}/${path}: no module at ${join(modules, module)}.{ts,tsx,astro,mjs}`];
  });
}
