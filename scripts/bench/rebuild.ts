import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ofetch } from 'ofetch';
import { readWholeTree } from '../../src/api/category-tree.ts';
import { categoryFirstPage } from '../../src/api/prerendered-reads.ts';
import type { Product } from '@shop/contract/catalogue';
import { flattenTree } from '../../src/lib/catalogue/category-page.ts';
import { categoryHref } from '../../src/lib/catalogue/routes.ts';
import type { RunSummary } from '../rebuild/summary.ts';
import { freePort, run, startService, stop, waitForUrl } from '../lib/processes.ts';
import { fileOfPage } from '../rebuild/compose.ts';
import {
  CLIENT_DIR,
  CURRENT_LINK,
  LAST_BUILD_LOG,
  LAST_BUILD_TIMINGS,
  LAST_RUN_FILE,
} from '../serve/layout.ts';
import { SANDBOX_MAIN } from '@shop/sandbox-api';

/** Issue 31's budgets for the rebuild job at 10,000 categories. */
export const REBUILD_BUDGETS = {
  fullSeconds: 45,
  noOpSeconds: 15,
  onePriceSeconds: 20,
  hundredSeconds: 60,
} as const;
/** Categories whose first product's price changes in the last step. */
const CHANGED_CATEGORIES = 100;
/** Seeding a large sandbox and its first answers may take minutes on a loaded machine. */
const SANDBOX_START_MS = 300_000;

/** The pre-compression step's line in the build's output (astro.config.mjs, `shop:precompress`). */
const PRECOMPRESS_LINE = /files pre-compressed in ([\d.]+) s/;
/**
 * Astro's timer sections (astro/dist/core/build) shown in the breakdown, in the order they run: its
 * three bundles, then the pages ('Server generate': the shop has on-demand pages too).
 */
const ASTRO_SECTIONS = [
  'Prerender build',
  'SSR build',
  'Client build',
  'Server generate',
  'Static generate',
] as const;

/** Where a build's time went, in seconds: Astro's start, its bundles, rendering, pre-compression. */
export interface BuildBreakdown {
  /** `astro build` as the job waited for it. */
  build: number;
  /** Before Astro's own timer starts (Node, config, integrations) and after it (the process exit). */
  start: number;
  sections: Partial<Record<(typeof ASTRO_SECTIONS)[number], number>>;
  /** The last step, after the pages (Astro's build-done hook), as the step reports it. */
  precompress?: number;
}

/** One run of the job, timed from the outside (what an operator's timer waits). */
export interface RebuildRun {
  seconds: number;
  outcome: RunSummary['outcome'];
  build?: RunSummary['build'];
  checked?: number;
  changed?: number;
  /** The job's reads of the API (its fetch phase), in seconds. */
  fetch?: number;
  breakdown?: BuildBreakdown;
}

/** The breakdown of the build the last run made, from the job's phase times and Astro's timer. */
function breakdownOf(root: string, summary: RunSummary): BuildBreakdown | undefined {
  const buildMs = summary.phaseMs?.build;
  if (summary.outcome !== 'switched' || buildMs === undefined) return undefined;
  const timer = JSON.parse(readFileSync(join(root, LAST_BUILD_TIMINGS), 'utf8')) as Record<
    string,
    { elapsedTime: number }
  >;
  const sections = Object.fromEntries(
    ASTRO_SECTIONS.filter((name) => timer[name]).map((name) => [name, timer[name]!.elapsedTime / 1000]),
  );
  const total = (timer['Total build']?.elapsedTime ?? 0) / 1000;
  const precompress = readFileSync(join(root, LAST_BUILD_LOG), 'utf8').match(PRECOMPRESS_LINE)?.[1];
  return {
    build: buildMs / 1000,
    start: buildMs / 1000 - total,
    sections,
    ...(precompress ? { precompress: Number(precompress) } : {}),
  };
}

export interface RebuildFigures {
  categories: number;
  /** The first run: a full build through the job. */
  full: RebuildRun;
  noOp: RebuildRun;
  /** `--force` with nothing changed (the nightly run): a full build whose files are the live ones. */
  forced: RebuildRun;
  /** One product's price changed → the new price in its category page's file, live. */
  onePrice: RebuildRun & { live: boolean };
  hundred: RebuildRun;
}

/** Runs `npm run rebuild` (scripts/rebuild.ts) and reads its summary. */
async function timedJob(env: NodeJS.ProcessEnv, root: string, args: string[] = []): Promise<RebuildRun> {
  const started = performance.now();
  const code = await run(process.execPath, ['scripts/rebuild.ts', ...args], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = (performance.now() - started) / 1000;
  const summary = JSON.parse(readFileSync(join(root, LAST_RUN_FILE), 'utf8')) as RunSummary;
  if (code !== 0) throw new Error(`The rebuild job failed (exit ${code}): ${summary.error ?? ''}`);
  const { outcome, build, checked, changed } = summary;
  const fetch = summary.phaseMs?.fetch;
  const breakdown = breakdownOf(root, summary);
  return {
    seconds,
    outcome,
    build,
    checked,
    changed,
    ...(fetch !== undefined ? { fetch: fetch / 1000 } : {}),
    ...(breakdown ? { breakdown } : {}),
  };
}

/**
 * The rebuild job against a sandbox of `categories` categories: a first (full) build, a run with
 * nothing changed, a `--force` run with nothing changed, one product's price changed (until its category page shows it, live), and one
 * product's price in each of 100 categories.
 */
export async function measureRebuildAtScale(categories: number): Promise<RebuildFigures> {
  const port = await freePort();
  const dir = resolve(`.data/bench-rebuild-${categories}`);
  const root = join(dir, 'releases');
  rmSync(dir, { recursive: true, force: true });
  const apiUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    SANDBOX_PORT: String(port),
    SANDBOX_DB: join(dir, 'sandbox.sqlite'),
    SANDBOX_CATEGORIES: String(categories),
    API_URL: apiUrl,
    PUBLIC_API_URL: apiUrl,
    REBUILD_ROOT: root,
  };
  const sandbox = startService(process.execPath, [SANDBOX_MAIN], { env, stdio: 'ignore' });
  const api = ofetch.create({ baseURL: apiUrl });
  const reprice = (id: number, price: number) =>
    api(`/__sandbox/products/${id}/price`, { method: 'PUT', body: { price } });
  try {
    await waitForUrl(`${apiUrl}/__sandbox/health`, SANDBOX_START_MS);
    const full = await timedJob(env, root);
    const noOp = await timedJob(env, root);
    const forced = await timedJob(env, root, ['--force']);

    // The first product of leaf categories, each product once (the pages the job will rebuild).
    const tree = await readWholeTree(api, { path: '/', query: '' });
    const leaves = flattenTree(tree).filter((category) => (category.childs ?? []).length === 0);
    const seen = new Set<number>();
    const distinct: { href: string; product: Product }[] = [];
    for (const leaf of leaves) {
      if (distinct.length > CHANGED_CATEGORIES) break;
      const product = (await categoryFirstPage(api, leaf)).data[0];
      if (!product || seen.has(product.id)) continue;
      seen.add(product.id);
      distinct.push({ href: categoryHref(leaf), product });
    }
    const target = distinct.pop()!;
    const price = Math.round(target.product.price * 100 + 1) / 100;
    await reprice(target.product.id, price);
    const onePriceRun = await timedJob(env, root);
    const page = readFileSync(join(root, CURRENT_LINK, CLIENT_DIR, fileOfPage(target.href)), 'utf8');
    const shown = price.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const onePrice = { ...onePriceRun, live: page.includes(shown) };

    for (const { product } of distinct) await reprice(product.id, Math.round(product.price * 100 + 2) / 100);
    const hundred = await timedJob(env, root);
    return { categories, full, noOp, forced, onePrice, hundred };
  } finally {
    await stop(sandbox);
    rmSync(dir, { recursive: true, force: true });
  }
}

const s1 = (seconds: number) => `${seconds.toFixed(1)} s`;

/** Where a run's time went: the reads, then the build's parts. */
function parts(r: RebuildRun): string {
  const shown = [r.fetch !== undefined ? `reads ${s1(r.fetch)}` : ''];
  const b = r.breakdown;
  if (b) {
    shown.push(`astro build ${s1(b.build)}: start ${s1(b.start)}`);
    for (const [name, seconds] of Object.entries(b.sections)) shown.push(`${name} ${s1(seconds)}`);
    if (b.precompress !== undefined) shown.push(`pre-compression ${s1(b.precompress)}`);
  }
  return shown.filter(Boolean).join(', ');
}

const run1 = (r: RebuildRun) =>
  `${r.seconds.toFixed(1)} s (${r.outcome}${r.build ? `, ${r.build}` : ''}${r.changed !== undefined ? `, ${r.changed} of ${r.checked} pages changed` : ''}${parts(r) ? `; ${parts(r)}` : ''})`;

/** The figures as Markdown lines, with the issue's budgets. */
export function renderRebuild(f: RebuildFigures): string[] {
  const within = (seconds: number, budget: number) =>
    seconds <= budget ? 'within budget' : '**over budget**';
  return [
    `Rebuild job at ${f.categories.toLocaleString('en')} categories (issue 31): first run (full build) ${run1(f.full)}, ${within(f.full.seconds, REBUILD_BUDGETS.fullSeconds)} (≤ ${REBUILD_BUDGETS.fullSeconds} s);`,
    `nothing changed ${run1(f.noOp)}, ${within(f.noOp.seconds, REBUILD_BUDGETS.noOpSeconds)} (≤ ${REBUILD_BUDGETS.noOpSeconds} s);`,
    `\`--force\` with nothing changed (the nightly run) ${run1(f.forced)};`,
    `one price changed ${run1(f.onePrice)}, new price live: ${f.onePrice.live ? 'yes' : '**no**'}, ${within(f.onePrice.seconds, REBUILD_BUDGETS.onePriceSeconds)} (≤ ${REBUILD_BUDGETS.onePriceSeconds} s);`,
    `${CHANGED_CATEGORIES} categories changed ${run1(f.hundred)}, ${within(f.hundred.seconds, REBUILD_BUDGETS.hundredSeconds)} (≤ ${REBUILD_BUDGETS.hundredSeconds} s).`,
  ];
}
