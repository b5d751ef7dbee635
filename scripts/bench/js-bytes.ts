import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.ts';
import { CHROMIUM_ARGS } from './chromium-args.ts';

/** Gzip bytes of a page's JavaScript before the shopper does anything, and in all once they have. */
export interface JsBytes {
  before: number;
  after: number;
}

/** Budgets of issue 17: what a page may load before its first interaction, and in all after it. */
export const JS_BEFORE_BUDGET_BYTES = 15 * 1024;
export const JS_AFTER_BUDGET_BYTES = 90 * 1024;

const IDLE_MS = 500;

/**
 * Gzip bytes of all JavaScript a page loads in Chromium, islands included, in two moments: loaded
 * and left idle with no input (what a reader downloads; page scripts start after load), then
 * scrolled to the bottom (visible islands hydrate) with the pointer moved over it (islands that
 * hydrate on any first interaction do, with React; the search bar and the mini cart wait for the
 * shopper to come to them) and left idle again (what a shopper who touches the page downloads).
 */
export async function gzipJsBytes(urls: Record<string, string>): Promise<Record<string, JsBytes>> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const totals: Record<string, JsBytes> = {};
  const sum = async (bodies: Promise<number>[]) => (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  try {
    for (const [name, url] of Object.entries(urls)) {
      const page = await browser.newPage();
      let bodies: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          bodies.push(
            response.body().then(
              (body) => gzipSync(body, { level: 9 }).length,
              () => 0,
            ),
          );
        }
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(IDLE_MS);
      const before = await sum(bodies);
      bodies = [];
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.mouse.move(200, 200);
      await page.mouse.move(240, 260);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(IDLE_MS);
      totals[name] = { before, after: before + (await sum(bodies)) };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return totals;
}
