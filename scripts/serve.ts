// `npm run serve`: serves the live release of the rebuild job with zero downtime. A cluster
// supervisor forks SHOP_WORKERS workers, each running `<REBUILD_ROOT>/current/server/entry.mjs`
// resolved to its real path at fork time (PORT/HOST as for the entry itself). SIGHUP (sent by
// `npm run rebuild` after a switch) forks workers of the new release and drains the old ones.
// Without a live release it serves the plain build in dist/. scripts/rebuild/README.md.
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { releasesRoot, SERVE_PID_FILE } from './serve/layout.ts';
import { FALLBACK_BUILD, releaseToServe } from './serve/release.ts';
import { DEFAULT_METRICS_HOST, DEFAULT_METRICS_PORT, serveClusterMetrics } from './serve/cluster-metrics.ts';
import { type Supervisor, startSupervisor } from './serve/supervisor.ts';
import { isAlive } from './rebuild/lock.ts';

const EXIT_USAGE = 2;

const root = releasesRoot();
const workers = process.env.SHOP_WORKERS ? Number(process.env.SHOP_WORKERS) : availableParallelism();
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`SHOP_WORKERS must be a whole number from 1 (got '${process.env.SHOP_WORKERS}').`);
  process.exit(EXIT_USAGE);
}
const fallback = resolve(FALLBACK_BUILD);
const release = releaseToServe(root, fallback);
if (!release) {
  console.error(
    `Nothing to serve: no live release in ${root} and no build in ${fallback}. Run \`npm run rebuild\` (or \`npm run build\`) first.`,
  );
  process.exit(1);
}

mkdirSync(root, { recursive: true });
const pidFile = join(root, SERVE_PID_FILE);
const holder = readPid(pidFile);
if (holder > 0 && holder !== process.pid && isAlive(holder)) {
  console.error(`Another server (pid ${holder}) already serves ${root}: the rebuild job reloads only one.`);
  process.exit(1);
}

// Handled before the first workers are up: by default SIGHUP would end the supervisor. One that
// comes during the start reloads right after it.
let supervisor: Supervisor | undefined;
let reloadAfterStart = false;
const reload = () => {
  if (!supervisor) {
    reloadAfterStart = true;
    return;
  }
  const next = releaseToServe(root, fallback);
  if (next) void supervisor.reload(next);
  else console.error('serve: SIGHUP, but there is no release to serve; keeping the workers.');
};
process.on('SIGHUP', reload);
try {
  supervisor = await startSupervisor(release, workers);
} catch (error) {
  console.error(`serve: could not start ${release}: ${(error as Error).message}.`);
  process.exit(1);
}
writeFileSync(pidFile, String(process.pid));
const metrics = serveClusterMetrics(
  Number(process.env.METRICS_PORT ?? DEFAULT_METRICS_PORT),
  process.env.METRICS_HOST ?? DEFAULT_METRICS_HOST,
);
if (reloadAfterStart) reload();
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    metrics.close();
    await supervisor?.shutdown();
    rmSync(pidFile, { force: true });
    process.exit(0);
  });
}

function readPid(path: string): number {
  try {
    return Number(readFileSync(path, 'utf8'));
  } catch {
    return 0;
  }
}
