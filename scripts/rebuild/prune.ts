import { rmSync } from 'node:fs';
import { readRelease, releaseDir, releaseIds } from './releases.ts';

/**
 * The release directories to delete: all but the live one and the newest good ones, `keep` in all
 * (the live one counts). Directories without a record are unfinished or failed builds; the job
 * holds the lock when it prunes, so none of them is being built.
 */
export function releasesToDelete(
  ids: readonly string[],
  good: ReadonlySet<string>,
  current: string | null,
  keep: number,
): string[] {
  const kept = new Set<string>(current ? [current] : []);
  for (const id of [...ids].sort().reverse()) {
    if (kept.size >= keep) break;
    if (good.has(id)) kept.add(id);
  }
  return ids.filter((id) => !kept.has(id));
}

/** Deletes what `releasesToDelete` chose; returns the ids deleted. */
export function pruneReleases(root: string, current: string | null, keep: number): string[] {
  const ids = releaseIds(root);
  const good = new Set(ids.filter((id) => readRelease(root, id) !== null));
  const doomed = releasesToDelete(ids, good, current, keep);
  for (const id of doomed) rmSync(releaseDir(root, id), { recursive: true, force: true });
  return doomed;
}
