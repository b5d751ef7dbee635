// `npm run rebuild`: the scheduled rebuild job. Rebuilds the pre-rendered shop when the commerce
// API's categories or lists changed, beside the live build, and switches to it atomically.
// Flags: --force (build even if nothing changed), --rollback (back to the previous good build).
// Settings: API_URL, PUBLIC_API_URL, REBUILD_ROOT (scripts/rebuild/README.md).
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PhaseError, rebuild, type RunResult } from './rebuild/job.ts';
import { acquireLock, LockedError } from './rebuild/lock.ts';
import { createProgress } from './rebuild/progress.ts';
import { currentReleaseId } from './rebuild/releases.ts';
import { rollback } from './rebuild/rollback.ts';
import { readSettings } from './rebuild/settings.ts';
import { publishSummary, resultLine, type RunSummary } from './rebuild/summary.ts';

/** Exit codes (README): done (changed or not), failed with the live site untouched, bad usage, already running. */
const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
const EXIT_LOCKED = 3;

let flags: { force: boolean; rollback: boolean };
try {
  const { values } = parseArgs({
    options: { force: { type: 'boolean', default: false }, rollback: { type: 'boolean', default: false } },
  });
  flags = { force: values.force, rollback: values.rollback };
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run rebuild [-- --force | --rollback]`);
  process.exit(EXIT_USAGE);
}

const settings = readSettings();
const startedAt = new Date();
mkdirSync(settings.root, { recursive: true });
const liveBefore = currentReleaseId(settings.root);
const progress = createProgress();
const abort = new AbortController();
// An operator's Ctrl+C or systemd's stop: end the build, remove its directory, keep the live site.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort.abort());

let result: RunResult;
let release: (() => void) | undefined;
try {
  release = acquireLock(settings.root);
  result = flags.rollback
    ? rollback(settings.root)
    : await rebuild(settings, { force: flags.force, progress, signal: abort.signal });
} catch (error) {
  const phase =
    error instanceof PhaseError
      ? error.phase
      : error instanceof LockedError
        ? 'lock'
        : flags.rollback
          ? 'rollback'
          : 'build';
  const message = error instanceof Error ? error.message : String(error);
  result = {
    outcome: 'failed',
    live: currentReleaseId(settings.root),
    previous: liveBefore,
    phase,
    error: message,
  };
} finally {
  release?.();
  progress.stop();
}

const summary: RunSummary = {
  event: 'rebuild',
  ...result,
  at: startedAt.toISOString(),
  durationMs: Date.now() - startedAt.getTime(),
};
(summary.outcome === 'failed' ? console.error : console.log)(resultLine(summary));
publishSummary(settings.root, summary);
process.exitCode =
  summary.outcome !== 'failed' ? EXIT_OK : summary.phase === 'lock' ? EXIT_LOCKED : EXIT_FAILED;
