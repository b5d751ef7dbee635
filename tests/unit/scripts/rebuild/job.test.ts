// @module-tag slow
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/processes.ts';
import { BUILD_FIRST_PAGES_DIR, LAST_BUILD_LOG } from '../../../../scripts/serve/layout.ts';
import { type RunningSandbox, startSandbox } from '@shop/sandbox-api';
import {
  JOB_TIMEOUT_MS,
  type LoopReport,
  requestLoop,
  runJob,
  type Served,
  startServe,
  waitFor,
} from './support/helpers.ts';

// The rebuild job end to end, against a sandbox of its own: first build, nothing changed, a
// category renamed while `npm run serve` answers a stream of requests (a full build: the menus
// moved), a product's price changed (only its category pages are built, the rest of the release is
// the live one's files), the API failing, rollback. Builds are slow, so the whole story runs in
// order on one releases root with three builds (and a fourth that fails halfway on purpose).

// Ports the OS picks: other checkouts on the same machine may run this very test at the same time.
const SHOP_PORT = await freePort();
const SANDBOX_PORT = await freePort();
const DIR = resolve('.data/rebuild-test');
const ROOT = join(DIR, 'releases');
const DB = join(DIR, 'sandbox.sqlite');
const API_URL = `http://localhost:${SANDBOX_PORT}`;
const SHOP = `http://localhost:${SHOP_PORT}`;
const env = { API_URL, PUBLIC_API_URL: API_URL, REBUILD_ROOT: ROOT, SITE_URL: SHOP };

/** The category renamed in the story; its page keeps its URL (the slug does not change). */
const CATEGORY = {
  id: 20034,
  page: '/c-sartenes-y-cazos-20034',
  file: 'client/c-sartenes-y-cazos-20034.html',
  name: 'Sartenes y cazos',
  renamed: 'Sartenes y cazos de temporada',
};
/** What a page shows: the category's new name, its old one, or neither. */
const label = (body: string) =>
  body.includes(CATEGORY.renamed) ? 'new' : body.includes(CATEGORY.name) ? 'old' : 'other';
/** The leaf below CATEGORY whose first product's price the story changes. */
const PRICED = {
  id: 20035,
  page: '/c-sartenes-20035',
  file: 'client/c-sartenes-20035.html',
  price: 987.65,
  shown: '987,65',
};
/** A page the price change does not touch: another shop's. */
const UNTOUCHED = { page: '/c-bebidas-10000', file: 'client/c-bebidas-10000.html' };
/** The promise of the brief: "a few hundred requests, several concurrent". */
const MIN_REQUESTS = 300;
const CONCURRENCY = 6;
/**
 * Requests each phase of a switch gets at least (one per loop): before it, during it (from the
 * new workers' fork to the old ones drained) and after it. The loops are paced
 * (REQUEST_INTERVAL_MS), so it is the spread that shows the switch happened under the stream.
 */
const MIN_PER_PHASE = CONCURRENCY;
const SWITCH_PHASES = ['before', 'during', 'after'] as const;
/** A reload forks workers (each loads the server) and drains the old ones (keep-alive timeout 5 s). */
const RELOAD_TIMEOUT_MS = 90_000;

let sandbox: RunningSandbox;
let served: Served | undefined;
const live = () => readlinkSync(join(ROOT, 'current'));
const releases = () => readdirSync(ROOT).filter((name) => /^\d{4}-/.test(name));
const startApi = async () => {
  sandbox = await startSandbox({ port: SANDBOX_PORT, dbPath: DB, publicUrl: API_URL, shopUrl: SHOP });
};
const faults = (body: unknown) =>
  fetch(`${API_URL}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
type Loop = ReturnType<typeof requestLoop>;
const inPhase = (loop: Loop, phase: (typeof SWITCH_PHASES)[number]) => loop.report.phases.get(phase) ?? 0;
/**
 * A stream of requests to `urls` through the coming switch away from `from`, each counted in the
 * phase the server's output (from now on) shows when it starts; resolves once the stream has its
 * requests before the switch.
 */
const streamThroughSwitch = async (from: string, urls: string[], label: (body: string) => string) => {
  const mark = served!.output().length;
  const phaseOf = () => {
    const since = served!.output().slice(mark);
    if (since.includes(`workers of ${from} drained`)) return 'after';
    return since.includes('serve: reloading') ? 'during' : 'before';
  };
  const loop = requestLoop(urls, CONCURRENCY, label, phaseOf);
  await waitFor(
    'requests before the switch',
    () => inPhase(loop, 'before') >= MIN_PER_PHASE,
    RELOAD_TIMEOUT_MS,
  );
  return loop;
};
/**
 * After the switch: the old workers drained, the stream reached its number with requests after the
 * switch too; stops it.
 */
const drained = async (from: string, loop: Loop) => {
  await waitFor(
    'the old workers to drain',
    () => served!.output().includes(`workers of ${from} drained`),
    RELOAD_TIMEOUT_MS,
  );
  await waitFor(
    'the requests to reach the promised number, some after the switch',
    () => loop.report.requests >= MIN_REQUESTS && inPhase(loop, 'after') >= MIN_PER_PHASE,
    RELOAD_TIMEOUT_MS,
  );
  return loop.stop();
};
/** No request failed, and the promised number of them came before, during and after the switch. */
const expectNoneFailedThroughSwitch = (report: LoopReport) => {
  expect(report.failures).toEqual([]);
  expect(report.requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  for (const phase of SWITCH_PHASES)
    expect(report.phases.get(phase) ?? 0, `requests ${phase} the switch`).toBeGreaterThanOrEqual(
      MIN_PER_PHASE,
    );
};
/** How the stream's requests fell over the switch, for the log. */
const spread = (report: LoopReport) => JSON.stringify(Object.fromEntries(report.phases));
const pageShows = async (path: string, which: 'old' | 'new') =>
  label(await (await fetch(`${SHOP}${path}`)).text()) === which;

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  await startApi();
});
afterAll(async () => {
  await served?.stop();
  await sandbox?.close();
  rmSync(DIR, { recursive: true, force: true });
});

describe('the rebuild job', () => {
  let first: string;
  let second: string;
  let third: string;
  /** The priced product's price before the change. */
  let before: string;

  it(
    'builds the first release and switches `current` to it, reporting a JSON summary',
    async () => {
      const run = await runJob([], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.summary).toMatchObject({
        event: 'rebuild',
        outcome: 'switched',
        previous: null,
        server: 'not-running',
      });
      first = run.summary.live!;
      expect(live()).toBe(first);
      const record = JSON.parse(readFileSync(join(ROOT, first, 'release.json'), 'utf8'));
      expect(record).toMatchObject({ id: first, hash: run.summary.hash, pages: run.summary.pages });
      expect(run.summary.pages).toBeGreaterThan(100);
      expect(existsSync(join(ROOT, 'current/client/index.html'))).toBe(true);
      expect(readFileSync(join(ROOT, 'last-run.json'), 'utf8').trim()).toBe(
        run.stdout.trim().split('\n').at(-1),
      );
      // Progress went to stderr, phase by phase, with the pages built.
      expect(run.stderr).toMatch(
        /fetch[\s\S]*compare[\s\S]*build[\s\S]*pages built[\s\S]*check[\s\S]*switch[\s\S]*prune/,
      );
    },
    JOB_TIMEOUT_MS,
  );

  // How long a run takes is the bench's to tell (npm run bench:rebuild), not a test's.
  it('does nothing when nothing changed: exit 0, one line saying so', async () => {
    const run = await runJob([], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/\d+ pages checked, 0 changed/);
    expect(run.stdout.trim().split('\n')).toHaveLength(2);
    expect(run.stdout).toMatch(/^Nothing changed since the live build /);
    expect(run.summary).toMatchObject({ outcome: 'unchanged', live: first });
    expect(releases()).toEqual([first]);
  });

  it(
    'rebuilds after a category changes and switches while `npm run serve` answers every request',
    async () => {
      served = startServe({ ...env, PORT: String(SHOP_PORT), HOST: 'localhost', SHOP_WORKERS: '2' });
      // The first worker may answer before the others listen: wait for the supervisor's word.
      await waitFor(
        'the workers to listen',
        () => served!.output().includes(`workers of ${first} listening`),
        RELOAD_TIMEOUT_MS,
      );
      expect(await pageShows(CATEGORY.page, 'old')).toBe(true);
      const realFirst = realpathSync(join(ROOT, first));

      // The sandbox keeps categories in memory: rename in its database, then start it again.
      await sandbox.close();
      const db = new DatabaseSync(DB);
      db.prepare('UPDATE categories SET name = ? WHERE id = ?').run(CATEGORY.renamed, CATEGORY.id);
      db.close();
      await startApi();

      const loop = await streamThroughSwitch(first, [`${SHOP}/`, `${SHOP}${CATEGORY.page}`], label);
      const run = await runJob([], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.summary).toMatchObject({ outcome: 'switched', previous: first, server: 'reloaded' });
      second = run.summary.live!;
      const report = await drained(first, loop);

      console.info(
        `switch under load: ${report.requests} requests ${spread(report)}, ${report.failures.length} failed, ${JSON.stringify(Object.fromEntries(report.seen))}`,
      );
      expectNoneFailedThroughSwitch(report);
      // The stream saw the old release and then the new one: the switch happened under it.
      expect(report.seen.get('old')).toBeGreaterThan(0);
      expect(report.seen.get('new')).toBeGreaterThan(0);
      expect(await pageShows(CATEGORY.page, 'new')).toBe(true);
      expect(live()).toBe(second);
      // A full build by the live release's code: a page it wrote unchanged has the live release's
      // compressed copies (hard links), not copies compressed again; a changed page its own.
      for (const suffix of ['.br', '.gz']) {
        const inode = (release: string, file: string) =>
          statSync(join(ROOT, release, `${file}${suffix}`)).ino;
        expect(inode(second, UNTOUCHED.file)).toBe(inode(first, UNTOUCHED.file));
        expect(inode(second, CATEGORY.file)).not.toBe(inode(first, CATEGORY.file));
      }
      expect(readFileSync(join(ROOT, LAST_BUILD_LOG), 'utf8')).toMatch(
        /\([1-9]\d* of them linked from the live release\)/,
      );
      // The old release stays for rollback (and for workers that still ran it).
      expect(existsSync(realFirst)).toBe(true);
      expect(releases()).toEqual([first, second]);
    },
    JOB_TIMEOUT_MS + 2 * RELOAD_TIMEOUT_MS,
  );

  it(
    'rebuilds only the category pages of a product whose price changed: the new price is live, other pages keep their files, no request fails',
    async () => {
      const search = await fetch(`${API_URL}/api/v2/search/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ categories: [[PRICED.id]], page: 1, per_page: 24 }),
      });
      const { data } = (await search.json()) as { data: { id: number; price: number; offers: unknown[] }[] };
      const product = data.find((candidate) => candidate.offers.length === 0)!;
      before = product.price.toFixed(2).replace('.', ',');
      const untouched = statSync(join(ROOT, second, UNTOUCHED.file)).ino;
      const repriced = await fetch(`${API_URL}/__sandbox/products/${product.id}/price`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ price: PRICED.price }),
      });
      expect(repriced.status).toBe(200);

      const priceLabel = (body: string) =>
        body.includes(PRICED.shown) ? 'new' : body.includes(before) ? 'old' : 'other';
      const loop = await streamThroughSwitch(
        second,
        [`${SHOP}${PRICED.page}`, `${SHOP}${UNTOUCHED.page}`, `${SHOP}/`],
        priceLabel,
      );
      const run = await runJob([], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.summary).toMatchObject({
        outcome: 'switched',
        previous: second,
        build: 'partial',
        server: 'reloaded',
      });
      expect(run.summary.changedPages).toContain(PRICED.page);
      expect(run.summary.changedPages).not.toContain(UNTOUCHED.page);
      expect(run.summary.changed).toBeLessThan(run.summary.checked! / 4);
      expect(run.stderr).toMatch(/\d+ pages checked, \d+ changed: .*\/c-sartenes-20035/);
      third = run.summary.live!;
      const report = await drained(second, loop);
      console.info(
        `partial switch under load: ${run.summary.changed} of ${run.summary.checked} pages in ${run.ms.toFixed(0)} ms; ${report.requests} requests ${spread(report)}, ${report.failures.length} failed`,
      );
      expectNoneFailedThroughSwitch(report);
      expect(await (await fetch(`${SHOP}${PRICED.page}`)).text()).toContain(PRICED.shown);
      // The build took the changed category pages' products from the job's reads, not a search of its own.
      expect(readdirSync(join(ROOT, BUILD_FIRST_PAGES_DIR))).toContain(`${PRICED.id}.json`);
      expect(readdirSync(join(ROOT, BUILD_FIRST_PAGES_DIR))).not.toContain('10000.json');
      // The page that did not change is the very file of the release before (a hard link).
      expect(statSync(join(ROOT, third, UNTOUCHED.file)).ino).toBe(untouched);
      expect(statSync(join(ROOT, third, PRICED.file)).ino).not.toBe(
        statSync(join(ROOT, second, PRICED.file)).ino,
      );
      expect(JSON.parse(readFileSync(join(ROOT, 'last-run.json'), 'utf8'))).toMatchObject({
        build: 'partial',
        changed: run.summary.changed,
        changedPages: run.summary.changedPages,
      });
      expect(releases()).toEqual([first, second, third]);
    },
    JOB_TIMEOUT_MS + 2 * RELOAD_TIMEOUT_MS,
  );

  it('fails with a clear message and leaves `current` alone when the API answers errors', async () => {
    await faults({ maintenance: true });
    try {
      const run = await runJob([], env);
      expect(run.code).toBe(1);
      expect(run.summary).toMatchObject({ outcome: 'failed', phase: 'fetch', live: third });
      expect(run.stderr).toContain(
        `Rebuild failed at fetch: the commerce API at ${API_URL} could not be read`,
      );
      expect(run.stderr).toContain('503');
      expect(live()).toBe(third);
      expect(releases()).toEqual([first, second, third]);
    } finally {
      await fetch(`${API_URL}/__sandbox/faults`, { method: 'DELETE' });
    }
  });

  it(
    'removes a build that fails halfway (the API fails during the build) and keeps serving the live one',
    async () => {
      // The job's own reads pass; once it builds, the build's brand read answers 503.
      let faulted: Promise<Response> | undefined;
      try {
        const run = await runJob(['--force'], env, (progress) => {
          if (!faulted && progress.includes('rebuild · build'))
            faulted = faults({ routes: [{ pattern: '/api/v2/catalog/brands/', status: 503 }] });
        });
        expect((await faulted)?.status).toBe(200);
        expect(run.code).toBe(1);
        expect(run.summary).toMatchObject({ outcome: 'failed', phase: 'build', live: third });
        expect(run.stderr).toContain('astro build failed');
        expect(live()).toBe(third);
        expect(releases()).toEqual([first, second, third]);
        expect(await pageShows(CATEGORY.page, 'new')).toBe(true);
      } finally {
        await fetch(`${API_URL}/__sandbox/faults`, { method: 'DELETE' });
      }
    },
    JOB_TIMEOUT_MS,
  );

  it(
    'rolls back to the previous good build with --rollback, and the server follows without failures',
    async () => {
      const loop = await streamThroughSwitch(third, [`${SHOP}/`, `${SHOP}${CATEGORY.page}`], label);
      const run = await runJob(['--rollback'], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.summary).toMatchObject({
        outcome: 'rolled-back',
        live: second,
        previous: third,
        server: 'reloaded',
      });
      expect(live()).toBe(second);
      const report = await drained(third, loop);
      console.info(
        `rollback under load: ${report.requests} requests ${spread(report)}, ${report.failures.length} failed`,
      );
      expectNoneFailedThroughSwitch(report);
      expect(await pageShows(CATEGORY.page, 'new')).toBe(true);
      expect(await (await fetch(`${SHOP}${PRICED.page}`)).text()).not.toContain(PRICED.shown);
    },
    2 * RELOAD_TIMEOUT_MS,
  );
});
