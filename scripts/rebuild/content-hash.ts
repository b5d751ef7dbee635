import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** JSON with object keys sorted at every level: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return entry;
    return Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** `sha256:{hex}` of the canonical JSON: what a release was built from. */
export function contentHash(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(value)).digest('hex')}`;
}

/**
 * `sha256:{hex}` of the JSON as it is (keys in the order the API answered them): a quarter of
 * contentHash's time, for the thousands of pages a run compares. A reordering only costs a spurious
 * rebuild of that page.
 */
export function dataHash(value: unknown): string {
  return jsonHash(JSON.stringify(value));
}

/** dataHash of a value already written as JSON (`JSON.stringify(value)`). */
export function jsonHash(json: string): string {
  return `sha256:${createHash('sha256').update(json).digest('hex')}`;
}

/** What a build is made of besides the API's data: the shop's code and the files Astro reads. */
const CODE_PATHS = [
  'src',
  'public',
  'astro.config.mjs',
  'uno.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** Files under `path` (itself when a file), relative to `dir`, sorted. */
function filesUnder(dir: string, path: string): string[] {
  const full = join(dir, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * `sha256:{hex}` of the code a build is made from (every file of CODE_PATHS, by name and content)
 * and of the build settings it freezes in (`settings`, e.g. SITE_URL): another value means a new
 * deploy or setting, which a partial build cannot follow (scripts/rebuild/README.md).
 */
export function codeHash(projectDir: string, settings: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  hash.update(canonicalJson(settings));
  for (const file of CODE_PATHS.flatMap((path) => filesUnder(projectDir, path))) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(projectDir, file)));
  }
  return `sha256:${hash.digest('hex')}`;
}
