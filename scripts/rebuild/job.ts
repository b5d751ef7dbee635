import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { LAST_BUILD_LOG, releaseIdAt } from '../serve/layout.ts';
import { fetchBuildInputs } from './api-data.ts';
import { carryOverAssets, listAssets } from './assets.ts';
import { buildInto } from './build.ts';
import { buildProblems, inspectBuild } from './check.ts';
import { contentHash } from './content-hash.ts';
import { reloadServer } from './notify.ts';
import type { Phase, Progress } from './progress.ts';
import { pruneReleases } from './prune.ts';
import { currentReleaseId, readRelease, releaseDir, switchCurrent, writeRelease } from './releases.ts';
import { KEEP_RELEASES, type RebuildSettings } from './settings.ts';
import type { RunSummary } from './summary.ts';

export type RunResult = Omit<RunSummary, 'event' | 'at' | 'durationMs'>;

/** A failure of one phase: the run stops there and the live site stays as it is. */
export class PhaseError extends Error {
  readonly phase: Phase;
  constructor(phase: Phase, message: string) {
    super(message);
    this.phase = phase;
  }
}

const fail = (phase: Phase, message: string): never => {
  throw new PhaseError(phase, message);
};

/**
 * One run of the job: fetch the API data, compare its hash with the live build's, and only when it
 * changed (or `force`) build a new release beside the live one, check it, switch `current` to it,
 * reload the server and prune. Any failure leaves `current` alone and removes the new directory.
 * The caller holds the root's lock.
 */
export async function rebuild(
  settings: RebuildSettings,
  options: { force: boolean; progress: Progress; signal: AbortSignal },
): Promise<RunResult> {
  const { root } = settings;
  const { progress } = options;
  const previous = currentReleaseId(root);
  const live = previous ? readRelease(root, previous) : null;

  progress.phase('fetch');
  const inputs = await fetchBuildInputs(settings.apiUrl).catch((error: Error) =>
    fail('fetch', `${error.message}.`),
  );

  progress.phase('compare');
  const hash = contentHash(inputs);
  if (live && live.hash === hash && !options.force) {
    return { outcome: 'unchanged', live: previous, previous, hash, pages: live.pages };
  }

  const started = new Date();
  const id = releaseIdAt(started);
  const dir = releaseDir(root, id);
  let pages: number;
  let carriedAssets = 0;
  try {
    progress.phase('build');
    const logPath = join(root, LAST_BUILD_LOG);
    const built = await buildInto(dir, settings, {
      logPath,
      onPage: (count) => progress.pages(count),
      signal: options.signal,
    });
    if (options.signal.aborted) fail('build', 'interrupted.');
    if (!built.ok)
      fail('build', `astro build failed (whole output in ${logPath}):\n${built.tail.join('\n')}\n`);

    progress.phase('check');
    const facts = inspectBuild(dir, inputs.tree);
    const problems = buildProblems(facts, live?.pages ?? null);
    if (problems.length > 0) fail('check', `the new build is not fit to go live: ${problems.join('; ')}.`);
    pages = facts.pages;

    progress.phase('switch');
    const assets = listAssets(dir);
    if (live && previous) carriedAssets = carryOverAssets(releaseDir(root, previous), dir, live.assets);
    const buildMs = Date.now() - started.getTime();
    writeRelease(root, {
      id,
      hash,
      builtAt: started.toISOString(),
      pages,
      assets,
      apiUrl: settings.apiUrl,
      buildMs,
    });
    switchCurrent(root, id);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const server = reloadServer(root);

  progress.phase('prune');
  const pruned = pruneReleases(root, id, KEEP_RELEASES);
  return { outcome: 'switched', live: id, previous, hash, pages, carriedAssets, server, pruned };
}
