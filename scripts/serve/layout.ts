import { join, resolve } from 'node:path';

/**
 * The layout of the releases root, shared by the rebuild job and the server supervisor: one place
 * to follow if the shop's build output changes shape.
 */

/**
 * The standalone server inside a build (`astro build` with @astrojs/node): it listens on PORT/HOST.
 * If the way the shop's server entry is built changes, this is the only line to follow.
 */
export const SERVER_ENTRY = 'server/entry.mjs';
/** Static files of a build, served by the entry (and hashed assets under `_astro/`). */
export const CLIENT_DIR = 'client';
/** Hashed, immutable assets: HTML of one release may be served while another is live. */
export const ASSETS_DIR = 'client/_astro';
/** Written into a release once it passed its check: what it was built from. */
export const RELEASE_FILE = 'release.json';
/** Written into a release beside its record: each pre-rendered page's data fingerprint (scripts/rebuild/page-data.ts). */
export const PAGES_FILE = 'pages.json';
/** The headers Astro writes for pre-rendered pages (each one's CSP), at a release's top. */
export const STATIC_HEADERS_FILE = '_headers.json';
/** The pages a partial build renders (a JSON list), written by the job for the build it runs. */
export const BUILD_PAGES_FILE = 'build-pages.json';
/** The category tree the job read, handed to the build it runs (src/server/data/build-scope.ts). */
export const BUILD_TREE_FILE = 'build-tree.json';
/**
 * The first page of products of each category the job read (`{id}.json`, its answer as it read it),
 * for the pages its build renders (src/server/data/build-scope.ts).
 */
export const BUILD_FIRST_PAGES_DIR = 'build-first-pages';
/** Symlink to the live release, swapped atomically with rename(2). */
export const CURRENT_LINK = 'current';
/** Pid of a running `npm run serve`, which the rebuild job sends SIGHUP after a switch. */
export const SERVE_PID_FILE = 'serve.pid';
/** The supervisor's script, as it appears in its command line (checked before it is signalled). */
export const SERVE_SCRIPT = 'scripts/serve.ts';
/** The summary of the last run of the job (the same JSON as its last output line). */
export const LAST_RUN_FILE = 'last-run.json';
/** The full output of the last `astro build` the job ran (a failed release directory is removed). */
export const LAST_BUILD_LOG = 'last-build.log';
/** Where the time of the last build went, by Astro's own timer (`ASTRO_TIMER_PATH`): its bundles, its pages. */
export const LAST_BUILD_TIMINGS = 'last-build-timings.json';
/** Held while a run changes the root, so two runs (cron and an operator) never overlap. */
export const LOCK_FILE = 'rebuild.lock';

/** Default releases root, relative to the project (inside it: a build resolves its packages from node_modules). */
export const DEFAULT_RELEASES_ROOT = '.data/releases';

/** The releases root from the environment (`REBUILD_ROOT`), absolute. */
export function releasesRoot(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.REBUILD_ROOT || DEFAULT_RELEASES_ROOT);
}

/** Release directory names: an ISO timestamp with `:` and `.` replaced, so names sort by age. */
export const RELEASE_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

export function releaseIdAt(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function entryOf(releaseDir: string): string {
  return join(releaseDir, SERVER_ENTRY);
}
