import { readFileSync, writeFileSync } from 'node:fs';
import type { AddToCartTiming } from './add-to-cart.ts';
import { type FirstTapTiming, renderFirstTap } from './first-tap.ts';
import type { LighthouseScores } from './lighthouse.ts';
import type { LoadFigures } from './load-figures.ts';
import type { BenchPages } from './pages.ts';
import { type RebuildFigures, renderRebuild } from './rebuild.ts';
import type { ScaleResult } from './scale.ts';
import { JS_AFTER_BUDGET_BYTES, JS_BEFORE_BUDGET_BYTES, type JsBytes } from './js-bytes.ts';
import { SEARCH_RUNS, type SearchFigures, type SearchLatency } from './search.ts';
import { MIN_PRECISION, PRECISION_AT, type PrecisionScore } from './search-precision.ts';
import { type LimitRatio, MAX_FCP_RATIO, MAX_LCP_RATIO } from './script-less.ts';
import { type CodeSize, renderSize } from './size.ts';
import { renderTransfer, type TransferSize } from './transfer.ts';

export interface BenchFigures extends LoadFigures {
  date: string;
  machine: string;
  pages: BenchPages;
  buildSeconds: number;
  pageCount: number;
  jsBytes: Record<string, JsBytes>;
  transfer: TransferSize[];
  lighthouse: Record<string, LighthouseScores>;
  limits: Record<string, LimitRatio>;
  scale: ScaleResult[];
  rebuild: RebuildFigures;
  search: SearchLatency[];
  searchPrecision: PrecisionScore;
  addToCart: AddToCartTiming;
  firstTap: FirstTapTiming[];
  /** Products seeded in the main stack's sandbox. */
  products: number;
  size: CodeSize;
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function renderScale(scale: ScaleResult[]): string[] {
  const base = scale[0];
  return [
    '| Categories seeded | Pages built | Build time | Peak memory | Time vs 1,000 |',
    '|---|---|---|---|---|',
    ...scale.map(
      (s) =>
        `| ${s.categories.toLocaleString('en')} | ${s.pages} | ${s.seconds.toFixed(1)} s | ${s.peakMemoryMiB} MiB | ${base ? (s.seconds / base.seconds).toFixed(1) : '-'}× |`,
    ),
  ];
}

/** Budgets of issue 6, shown beside the load figures. */
const MIN_PRODUCT_RATIO = 0.5;
const MAX_MEMORY_GROWTH_PERCENT = 10;

const mib = (value: number) => `${value.toFixed(0)} MiB`;
const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');

/** The load figures as Markdown (also printed alone by `npm run bench:load`). */
export function renderLoad(f: LoadFigures): string[] {
  const ratio = f.categoryLoad.requestsPerSecond
    ? f.productLoad.requestsPerSecond / f.categoryLoad.requestsPerSecond
    : 0;
  const e = f.endurance;
  return [
    `- Load (${f.loadConnections} connections, ${f.loadSeconds} s each, same server): SSR product page ${f.productLoad.requestsPerSecond} req/s (p99 ${f.productLoad.p99Ms} ms, ${f.productLoad.errors} errors, ${f.productLoad.non2xx} non-2xx); static category page ${f.categoryLoad.requestsPerSecond} req/s (p99 ${f.categoryLoad.p99Ms} ms); ratio ${ratio.toFixed(2)} (budget ≥ ${MIN_PRODUCT_RATIO}: ${verdict(ratio >= MIN_PRODUCT_RATIO)}).`,
    `- Endurance (product page, ${e.connections} connections, ${e.seconds} s after a warm-up): ${e.requestsPerSecond} req/s, p99 ${e.p99Ms} ms, ${e.errors} errors, ${e.non2xx} non-2xx; server memory (VmRSS) ${mib(e.rssBeforeMiB)} → ${mib(e.rssAfterMiB)} (peak ${mib(e.rssPeakMiB)}), growth ${e.growthPercent.toFixed(1)} % (budget < ${MAX_MEMORY_GROWTH_PERCENT} %: ${verdict(e.growthPercent < MAX_MEMORY_GROWTH_PERCENT && e.errors === 0 && e.non2xx === 0)}).`,
  ];
}

/** The search's latency and precision as Markdown (also printed alone by `npm run bench:search`). */
export function renderSearch({ latency, precision }: SearchFigures): string[] {
  return [
    `Sandbox search over HTTP at 100,000 products and 10,000 categories (${SEARCH_RUNS} runs each):`,
    '',
    '| Search | p50 | p95 |',
    '|---|---|---|',
    ...latency.map((s) => `| ${s.label} | ${s.p50.toFixed(1)} ms | ${s.p95.toFixed(1)} ms |`),
    '',
    renderPrecision(precision),
  ];
}

function renderPrecision(score: PrecisionScore): string {
  const kinds = Object.entries(score.byKind)
    .map(([kind, value]) => `${kind} ${value.toFixed(2)}`)
    .join(', ');
  const relaxed = score.queries.filter((query) => query.relaxed).length;
  const empty = score.emptyWithLooser.length;
  const within = score.mean >= MIN_PRECISION && empty === 0;
  return `- Search ranking through the shop's search page (\`/c-catalogo-9999?q=…\`): precision at ${PRECISION_AT} ${score.mean.toFixed(3)} over ${score.queries.length} fixed queries (\`scripts/bench/search-queries.ts\`: ${kinds}); ${relaxed} found with looser words; ${empty} result pages empty where a looser query finds products${empty > 0 ? ` (${score.emptyWithLooser.map((q) => `'${q}'`).join(', ')})` : ''}. Budget ≥ ${MIN_PRECISION} and 0 empty: ${within ? 'within budget' : '**below budget**'}.`;
}

/** Each page against itself without scripts (issue 17 item 4) as Markdown. */
export function renderLimits(limits: Record<string, LimitRatio>): string[] {
  const within = Object.values(limits).every(
    (l) => l.lcpRatio <= MAX_LCP_RATIO && l.fcpRatio <= MAX_FCP_RATIO && l.page.performance === 100,
  );
  return [
    '| Page | FCP as built | FCP without scripts | FCP ratio | LCP as built | LCP without scripts | LCP ratio | Performance as built / without |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.entries(limits).map(
      ([name, l]) =>
        `| ${name} | ${l.page.fcpMs} ms | ${l.limit.fcpMs} ms | ${l.fcpRatio.toFixed(2)} | ${l.page.lcpMs} ms | ${l.limit.lcpMs} ms | ${l.lcpRatio.toFixed(2)} | ${l.page.performance} / ${l.limit.performance} |`,
    ),
    '',
    `Both served by one proxy in front of the same server (documents brotli-compressed alike, \`scripts/bench/script-less.ts\`), Lighthouse mobile, median of the runs. Budgets: LCP ratio ≤ ${MAX_LCP_RATIO.toFixed(2)}, FCP ratio ≤ ${MAX_FCP_RATIO.toFixed(2)}, performance 100: ${verdict(within)}.`,
  ];
}

/** The figures as Markdown. */
export function renderFigures(f: BenchFigures): string {
  const rows = Object.entries(f.pages).map(([name, path]) => {
    const lh = f.lighthouse[name]!;
    const js = f.jsBytes[name] ?? { before: 0, after: 0 };
    return `| ${name} (\`${path}\`) | ${lh.performance} | ${lh.accessibility} | ${lh.seo} | ${lh.bestPractices} | ${lh.blockingMs} ms | ${kb(js.before)} | ${kb(js.after)} |`;
  });
  return [
    `Measured ${f.date} on ${f.machine} (\`npm run bench\`, sandbox seeded with ${f.products.toLocaleString('en')} products).`,
    '',
    `- Build: ${f.pageCount} pages in ${f.buildSeconds.toFixed(1)} s.`,
    '',
    '| Page | Performance | Accessibility | SEO | Best practices | Total blocking time | JS before any interaction (gzip) | JS after a first interaction (gzip) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `JS budgets (issue 17): ≤ ${kb(JS_BEFORE_BUDGET_BYTES)} before the first interaction, ≤ ${kb(JS_AFTER_BUDGET_BYTES)} in all after it: ${verdict(Object.values(f.jsBytes).every((js) => js.before <= JS_BEFORE_BUDGET_BYTES && js.after <= JS_AFTER_BUDGET_BYTES))}.`,
    '',
    'Lighthouse mobile defaults (simulated slow 4G, 4× CPU slowdown), median of the runs, Debian Chromium.',
    '',
    ...renderLimits(f.limits),
    '',
    ...renderTransfer(f.transfer),
    '',
    `- Add to cart → mini cart on screen (product page, wide screen, a fresh shopper each run): median ${f.addToCart.medianMs.toFixed(0)} ms, slowest ${f.addToCart.maxMs.toFixed(0)} ms of ${f.addToCart.runs} runs.`,
    ...f.firstTap.map(renderFirstTap),
    '',
    ...renderScale(f.scale),
    '',
    ...renderRebuild(f.rebuild),
    '',
    ...renderSearch({ latency: f.search, precision: f.searchPrecision }),
    '',
    ...renderLoad(f),
    '',
    renderSize(f.size),
  ].join('\n');
}

/** Replaces the figures between the bench markers of the README (adding the markers once). */
export function writeReadmeFigures(figures: BenchFigures): string {
  const text = renderFigures(figures);
  const readme = readFileSync('README.md', 'utf8');
  const block = `${START}\n${text}\n${END}`;
  const next = readme.includes(START)
    ? readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block)
    : readme.replace('Figures from `npm run bench` appear here.', block);
  writeFileSync('README.md', next);
  return text;
}
