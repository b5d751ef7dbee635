import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import {
  BUILD_FIRST_PAGES_VARIABLE,
  BUILD_LIVE_CLIENT_VARIABLE,
  BUILD_PAGES_VARIABLE,
  BUILD_TREE_VARIABLE,
} from '../../src/server/data/build-scope.ts';
import { PROJECT_DIR, type RebuildSettings } from './settings.ts';

/** Lines of the build's output quoted in the error when it fails (the whole of it is in the log file). */
const FAILURE_TAIL_LINES = 25;
/** Astro writes its build timer's figures to the file this variable names (astro/dist/core/config/timer.js). */
const ASTRO_TIMER_VARIABLE = 'ASTRO_TIMER_PATH';
/** A page in the output of `astro build`: `12:04:31   ├─ /c-vinos-20000.html (+15ms)`. */
const PAGE_LINE = /[├└]─ \/\S*\.html/;

export interface BuildResult {
  ok: boolean;
  /** Pages the build reported as rendered. */
  pages: number;
  /** The last lines of its output, for the error message of a failed build. */
  tail: string[];
}

/** The environment of the job's builds: ours, with the job's API. */
export function buildEnv(settings: RebuildSettings): NodeJS.ProcessEnv {
  return {
    ...process.env,
    API_URL: settings.apiUrl,
    PUBLIC_API_URL: settings.publicApiUrl,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

/**
 * Runs `astro build --outDir {dir}` against the job's API, counting pages as Astro prints them and
 * writing its whole output to `logPath` and Astro's own timings (each bundle, the pages) to
 * `timingsPath`. With `pagesFile` (a JSON list of page paths), a partial
 * build: only those of the routes with many pages (src/server/data/build-scope.ts). With `treeFile`
 * (the category tree the job read), the build takes its tree from there; with `firstPagesDir` (the
 * first pages the job read), its category pages' products. With `liveClient` (the
 * live release's client directory, built by the same code), its pre-compression links that
 * release's compressed copies of the files it writes unchanged. Stopped
 * through `signal` (the job was interrupted).
 */
export function buildInto(
  dir: string,
  settings: RebuildSettings,
  options: {
    logPath: string;
    timingsPath: string;
    onPage: (pages: number) => void;
    signal: AbortSignal;
    pagesFile?: string;
    treeFile?: string;
    liveClient?: string;
    firstPagesDir?: string;
  },
): Promise<BuildResult> {
  const env: NodeJS.ProcessEnv = { ...buildEnv(settings), [ASTRO_TIMER_VARIABLE]: options.timingsPath };
  if (options.pagesFile) env[BUILD_PAGES_VARIABLE] = options.pagesFile;
  else delete env[BUILD_PAGES_VARIABLE];
  if (options.treeFile) env[BUILD_TREE_VARIABLE] = options.treeFile;
  else delete env[BUILD_TREE_VARIABLE];
  if (options.firstPagesDir) env[BUILD_FIRST_PAGES_VARIABLE] = options.firstPagesDir;
  else delete env[BUILD_FIRST_PAGES_VARIABLE];
  if (options.liveClient) env[BUILD_LIVE_CLIENT_VARIABLE] = options.liveClient;
  else delete env[BUILD_LIVE_CLIENT_VARIABLE];
  const child = spawn(
    process.execPath,
    [join(PROJECT_DIR, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', dir],
    {
      cwd: PROJECT_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    },
  );
  const log = createWriteStream(options.logPath);
  const tail: string[] = [];
  let pages = 0;
  let partial = '';
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (PAGE_LINE.test(line)) options.onPage(++pages);
      tail.push(line);
      if (tail.length > FAILURE_TAIL_LINES) tail.shift();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((resolve) => {
    let finished = false;
    // 'error' (the abort) and 'close' may both come: the first one decides.
    const finish = (ok: boolean) => {
      if (finished) return;
      finished = true;
      if (partial) tail.push(partial);
      log.end(() => resolve({ ok, pages, tail: tail.slice(-FAILURE_TAIL_LINES) }));
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}
