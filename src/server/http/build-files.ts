import { type Dirent, readdirSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/**
 * The build's client directory as addresses (`/_astro/app.js`, `/links`), listed once when the
 * server starts: a release's files never change. Dot files are left out (the file server refuses
 * them), except under `/.well-known/`.
 */
export interface BuildFiles {
  files: ReadonlySet<string>;
  dirs: ReadonlySet<string>;
}

/** `send` refuses dot files (the adapter allows `/.well-known/` only). */
const isHidden = (url: string) => !url.startsWith('/.well-known/') && /\/\./.test(url);

export function listBuildFiles(clientDir: string): BuildFiles {
  const files = new Set<string>();
  const dirs = new Set<string>();
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(clientDir, { recursive: true, withFileTypes: true });
  } catch {
    // No client directory (a build without static output): no files.
  }
  for (const entry of entries) {
    const url = `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    if (isHidden(url)) continue;
    if (entry.isDirectory()) dirs.add(url);
    else if (entry.isFile()) files.add(url);
  }
  return { files, dirs };
}

/**
 * Whether a decoded address is a directory of the build, as the adapter's `lstat` of the joined
 * path would say: the root counts, an address that climbs above the root is none.
 */
export function isBuildDirectory(build: BuildFiles, pathname: string): boolean {
  const inside = posix.normalize(`.${pathname}`).replace(/\/+$/, '');
  if (inside === '..' || inside.startsWith('../')) return false;
  return inside === '.' || build.dirs.has(`/${inside}`);
}

/**
 * Whether `send` may find something of the build at a normalised address (not yet decoded): a
 * file, `<address>.html`, a directory's `index.html`, or a directory (which it redirects). False
 * only when it certainly answers an error (an address it cannot decode, a null byte, one above the
 * root) or finds nothing: then the pages answer, as they would after that error.
 */
export function maySendFrom(build: BuildFiles, address: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(address);
  } catch {
    return false;
  }
  if (path.includes('\0')) return false;
  const inside = posix.normalize(`./${path}`).replace(/\/+$/, '');
  if (inside === '..' || inside.startsWith('../')) return false;
  if (inside === '.') return true;
  const target = `/${inside}`;
  return (
    build.files.has(target) ||
    build.dirs.has(target) ||
    build.files.has(`${target}.html`) ||
    build.files.has(`${target}/index.html`)
  );
}
