import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILD_FIRST_PAGES_DIR,
  BUILD_PAGES_FILE,
  CLIENT_DIR,
  BUILD_TREE_FILE,
  LAST_BUILD_LOG,
  LAST_BUILD_TIMINGS,
  releaseIdAt,
} from '../serve/layout.ts';
import { fetchBuildInputs } from './api-data.ts';
import { carryOverAssets, listAssets } from './assets.ts';
import { buildEnv, buildInto } from './build.ts';
import { buildProblems, inspectBuild } from './check.ts';
import { composeRelease } from './compose.ts';
import { handOverFirstPages } from './first-pages.ts';
import { codeHash, contentHash } from './content-hash.ts';
import { reloadServer } from './notify.ts';
import { type BuildPlan, fingerprintPages, planBuild } from './page-data.ts';
import { type Phase, type Progress, timePhases } from './progress.ts';
import { pruneReleases } from './prune.ts';
import {
  currentReleaseId,
  readFingerprints,
  readRelease,
  releaseDir,
  switchCurrent,
  writeFingerprints,
  writeRelease,
} from './releases.ts';
import {
  BUILD_SETTINGS,
  CHANGED_PAGES_SHOWN,
  KEEP_RELEASES,
  PROJECT_DIR,
  type RebuildSettings,
} from './settings.ts';
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

/** What a run's summary says of the comparison: pages checked, changed, the first few of them. */
function comparison(plan: BuildPlan): Pick<RunResult, 'checked' | 'changed' | 'changedPages' | 'reason'> {
  const changed = plan.kind === 'none' ? [] : plan.changed;
  return {
    checked: plan.checked,
    changed: changed.length,
    changedPages: changed.slice(0, CHANGED_PAGES_SHOWN),
    ...(plan.kind === 'full' ? { reason: plan.reason } : {}),
  };
}

/** The line the live display shows after the comparison. */
export function comparisonLine(plan: BuildPlan): string {
  const { checked, changed, changedPages, reason } = comparison(plan);
  const more = (changed ?? 0) > (changedPages?.length ?? 0) ? ', …' : '';
  const which = changed ? `: ${changedPages?.join(', ')}${more}` : '';
  const build =
    plan.kind === 'full' ? ` → full build (${reason})` : plan.kind === 'partial' ? ' → partial build' : '';
  return `${checked} pages checked, ${changed} changed${which}${build}`;
}

/**
 * One run of the job: read every pre-rendered page's data, fingerprint each page and compare with
 * the live release's fingerprints. Nothing changed (and the same code): stop. Some pages changed:
 * build only them and compose a new release from the live one (compose.ts). New code, new menus,
 * pages added or removed, no fingerprints to compare with, or `force`: a full build. Then check
 * the new release, switch `current` to it, reload the server and prune. Any failure leaves
 * `current` alone and removes the new directory. The caller holds the root's lock.
 */
export async function rebuild(
  settings: RebuildSettings,
  options: { force: boolean; progress: Progress; signal: AbortSignal },
): Promise<RunResult> {
  const { root } = settings;
  const progress = timePhases(options.progress);
  const previous = currentReleaseId(root);
  const live = previous ? readRelease(root, previous) : null;

  progress.phase('fetch');
  const inputs = await fetchBuildInputs(settings.apiUrl, (reads) => progress.detail(`${reads} reads`)).catch(
    (error: Error) => fail('fetch', `${error.message}.`),
  );

  progress.phase('compare');
  const env = buildEnv(settings);
  const code = codeHash(PROJECT_DIR, Object.fromEntries(BUILD_SETTINGS.map((name) => [name, env[name]])));
  const fingerprints = fingerprintPages(inputs);
  const hash = contentHash(fingerprints);
  const liveFingerprints = previous && live ? readFingerprints(root, previous) : null;
  const plan = planBuild(liveFingerprints, fingerprints, { live: live?.codeHash, next: code }, options.force);
  progress.detail(comparisonLine(plan));
  if (live && plan.kind === 'none') {
    return {
      outcome: 'unchanged',
      live: previous,
      previous,
      hash,
      pages: live.pages,
      ...comparison(plan),
      phaseMs: progress.durations(),
    };
  }
  const partial = plan.kind === 'partial' && previous ? plan.changed : null;

  const started = new Date();
  const id = releaseIdAt(started);
  const dir = releaseDir(root, id);
  let pages: number;
  let carriedAssets = 0;
  try {
    progress.phase('build');
    const logPath = join(root, LAST_BUILD_LOG);
    const pagesFile = partial ? join(root, BUILD_PAGES_FILE) : undefined;
    if (pagesFile) writeFileSync(pagesFile, JSON.stringify(partial));
    // The build renders the tree the job compared, without walking the API a second time.
    const treeFile = join(root, BUILD_TREE_FILE);
    writeFileSync(treeFile, JSON.stringify(inputs.tree));
    // And the first pages it read, so the build's category pages do not search a second time.
    const firstPagesDir = join(root, BUILD_FIRST_PAGES_DIR);
    handOverFirstPages(firstPagesDir, inputs, partial);
    const built = await buildInto(dir, settings, {
      logPath,
      timingsPath: join(root, LAST_BUILD_TIMINGS),
      onPage: (count) => progress.pages(count),
      signal: options.signal,
      pagesFile,
      treeFile,
      firstPagesDir,
      // The same code built the live release: its compressed copies of unchanged files serve again.
      liveClient:
        previous && live?.codeHash === code ? join(releaseDir(root, previous), CLIENT_DIR) : undefined,
    });
    if (options.signal.aborted) fail('build', 'interrupted.');
    if (!built.ok)
      fail('build', `astro build failed (whole output in ${logPath}):\n${built.tail.join('\n')}\n`);
    if (partial && previous && live) composeRelease(releaseDir(root, previous), dir, partial, live.assets);

    progress.phase('check');
    const facts = inspectBuild(dir, inputs.tree);
    const problems = buildProblems(facts, live?.pages ?? null);
    if (problems.length > 0) fail('check', `the new build is not fit to go live: ${problems.join('; ')}.`);
    pages = facts.pages;

    progress.phase('switch');
    // A composed release's own assets are the live one's (the same code built them).
    const assets = partial && live ? live.assets : listAssets(dir);
    if (live && previous) carriedAssets = carryOverAssets(releaseDir(root, previous), dir, live.assets);
    const buildMs = Date.now() - started.getTime();
    writeFingerprints(root, id, fingerprints);
    writeRelease(root, {
      id,
      hash,
      codeHash: code,
      build: partial ? 'partial' : 'full',
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
  return {
    outcome: 'switched',
    live: id,
    previous,
    hash,
    build: partial ? 'partial' : 'full',
    pages,
    ...comparison(plan),
    carriedAssets,
    server,
    pruned,
    phaseMs: progress.durations(),
  };
}
