import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { ASSETS_DIR, CLIENT_DIR, STATIC_HEADERS_FILE } from '../serve/layout.ts';
import { pageFile } from './check.ts';
import { writeFileAtomic } from './releases.ts';

/** The pre-compressed copies the build writes beside a file (src/server/http/precompress.ts). */
const ENCODED_SUFFIXES = ['.br', '.gz'];

/** The file a page path is served from: `/` → `index.html`, `/sitemap-pages.xml` as it is, else `{path}.html`. */
export function fileOfPage(path: string): string {
  if (path === '/') return 'index.html';
  return extname(path) ? path.replace(/^\/+/, '') : pageFile(path);
}

/** One entry of Astro's `_headers.json`: a pre-rendered page's own headers. */
interface PageHeaders {
  pathname: string;
  headers: unknown[];
}

/**
 * Makes the output of a partial build (`dir`, which rendered `changed`) a whole release: every file
 * of the live release's `client/` but the changed pages (and their .br/.gz copies) is hard-linked
 * into it, replacing what the partial build wrote, so an unchanged page keeps its very file (its
 * inode) and nothing is copied. The live `_headers.json` is kept but for the changed pages' entries.
 * Of the live release's hashed assets only its own (`liveAssets`) are taken: those it carried from
 * the release before it would otherwise pile up. The server (`server/`) stays the partial build's
 * own: Astro writes the release's directory into it. Returns how many files were linked.
 */
export function composeRelease(
  liveDir: string,
  dir: string,
  changed: readonly string[],
  liveAssets: readonly string[],
): number {
  const fresh = new Set(
    changed.flatMap((path) => {
      const file = fileOfPage(path);
      return [file, ...ENCODED_SUFFIXES.map((suffix) => `${file}${suffix}`)];
    }),
  );
  const own = new Set(liveAssets.map((asset) => join(relative(CLIENT_DIR, ASSETS_DIR), asset)));
  const carried = (file: string) => file.startsWith(`${relative(CLIENT_DIR, ASSETS_DIR)}/`) && !own.has(file);
  const from = join(liveDir, CLIENT_DIR);
  const to = join(dir, CLIENT_DIR);
  let linked = 0;
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name).slice(from.length + 1);
    if (fresh.has(file) || carried(file)) continue;
    const target = join(to, file);
    rmSync(target, { force: true });
    mkdirSync(dirname(target), { recursive: true });
    linkSync(join(from, file), target);
    linked += 1;
  }
  mergeStaticHeaders(join(liveDir, STATIC_HEADERS_FILE), join(dir, STATIC_HEADERS_FILE), changed);
  return linked;
}

/** The live release's page headers with the changed pages' entries taken from the partial build. */
function mergeStaticHeaders(livePath: string, path: string, changed: readonly string[]): void {
  if (!existsSync(livePath)) return;
  const read = (file: string): PageHeaders[] =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageHeaders[]) : [];
  const wanted = new Set(changed);
  const own = read(path).filter((entry) => wanted.has(entry.pathname));
  const kept = read(livePath).filter((entry) => !own.some((mine) => mine.pathname === entry.pathname));
  writeFileAtomic(path, `${JSON.stringify([...kept, ...own], null, '\t')}\n`);
}
