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
  const scores: Record<string, LighthouseScores> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const samples: LighthouseScores[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        const scored = result?.lhr.categories;
        if (!scored) throw new Error(`Lighthouse returned no result for ${url}`);
        const score = (key: string) => Math.round((scored[key]?.score ?? 0) * 100);
        const audit = (key: string) => Math.round(result.lhr.audits[key]?.numericValue ?? 0);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          bestPractices: score('best-practices'),
          blockingMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
        });
      }
      scores[name] = {
        performance: median(samples.map((s) => s.performance)),
        accessibility: median(samples.map((s) => s.accessibility)),
        seo: median(samples.map((s) => s.seo)),
        bestPractices: median(samples.map((s) => s.bestPractices)),
        blockingMs: median(samples.map((s) => s.blockingMs)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
      };
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
