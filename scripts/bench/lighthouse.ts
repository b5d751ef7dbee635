import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../lib/chromium.ts';
import { CHROMIUM_ARGS } from './chromium-args.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Total Blocking Time in ms (the main thread blocked past 50 ms per task, FCP to TTI). */
  blockingMs: number;
  /** First and Largest Contentful Paint in ms (simulated). */
  fcpMs: number;
  lcpMs: number;
}

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Lighthouse's default (mobile, simulated slow 4G and 4x CPU slowdown) on each URL; each score
 * is the median of `runs` runs, as Lighthouse's own guidance suggests for variance.
 */
export async function lighthouseScores(
  urls: Record<string, string>,
  runs: number,
  categories: readonly string[] = CATEGORIES,
): Promise<Record<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  const samples: Record<string, LighthouseScores[]> = Object.fromEntries(
    Object.keys(urls).map((name) => [name, []]),
  );
  try {
    // A freshly launched browser's first page pays the browser's own start-up: one run, not counted.
    const [first] = Object.values(urls);
    if (first)
      await lighthouse(first, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    // Round by round over every URL, not each URL's runs in a row: a page and the page it is
    // compared with (its script-less limit) meet the machine's slow and quiet moments alike.
    for (let run = 0; run < runs; run += 1) {
      for (const [name, url] of Object.entries(urls)) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        const scored = result?.lhr.categories;
        if (!scored) throw new Error(`Lighthouse returned no result for ${url}`);
        const score = (key: string) => Math.round((scored[key]?.score ?? 0) * 100);
        const audit = (key: string) => Math.round(result.lhr.audits[key]?.numericValue ?? 0);
        samples[name]!.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          bestPractices: score('best-practices'),
          blockingMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  const scores: Record<string, LighthouseScores> = {};
  for (const [name, taken] of Object.entries(samples)) {
    const middle = (pick: (sample: LighthouseScores) => number) => median(taken.map(pick));
    scores[name] = {
      performance: middle((s) => s.performance),
      accessibility: middle((s) => s.accessibility),
      seo: middle((s) => s.seo),
      bestPractices: middle((s) => s.bestPractices),
      blockingMs: middle((s) => s.blockingMs),
      fcpMs: middle((s) => s.fcpMs),
      lcpMs: middle((s) => s.lcpMs),
    };
  }
  return scores;
}
