import { carryOverAssets } from './assets.ts';
import type { RunResult } from './job.ts';
import { reloadServer } from './notify.ts';
import { currentReleaseId, goodReleaseIds, readRelease, releaseDir, switchCurrent } from './releases.ts';

/** The newest good release older than `id` (the one to roll back to), or null. */
export function releaseBefore(goodIds: readonly string[], id: string): string | null {
  return (
    [...goodIds]
      .sort()
      .filter((candidate) => candidate < id)
      .at(-1) ?? null
  );
}

/**
 * Points `current` back at the newest good release older than the live one and reloads the
 * server. The live release's assets are copied into it first: its pages may still be cached.
 * The caller holds the root's lock.
 */
export function rollback(root: string): RunResult {
  const previous = currentReleaseId(root);
  const live = previous ? readRelease(root, previous) : null;
  if (!previous || !live) throw new Error('there is no live build to roll back from.');
  const target = releaseBefore(goodReleaseIds(root), previous);
  if (!target)
    throw new Error(`there is no good build older than the live one (${previous}) to roll back to.`);
  const carriedAssets = carryOverAssets(releaseDir(root, previous), releaseDir(root, target), live.assets);
  switchCurrent(root, target);
  const server = reloadServer(root);
  return {
    outcome: 'rolled-back',
    live: target,
    previous,
    hash: readRelease(root, target)?.hash,
    carriedAssets,
    server,
  };
}
