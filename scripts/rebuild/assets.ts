import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ASSETS_DIR } from '../serve/layout.ts';

/** A release's hashed assets, relative to `client/_astro`. */
export function listAssets(releaseDir: string): string[] {
  const dir = join(releaseDir, ASSETS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/**
 * Copies into `toDir` the assets of `fromDir` that it lacks. HTML of the other release, still in
 * a browser's or a CDN's cache or served by a worker that has not stopped yet, then finds its
 * scripts and styles on the new release. Only `names` (the other release's own assets) are copied,
 * so carried assets do not pile up from release to release. Returns how many were copied.
 */
export function carryOverAssets(fromDir: string, toDir: string, names: readonly string[]): number {
  let copied = 0;
  for (const name of names) {
    const source = join(fromDir, ASSETS_DIR, name);
    const target = join(toDir, ASSETS_DIR, name);
    if (existsSync(target) || !existsSync(source)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
    copied += 1;
  }
  return copied;
}
