import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.ts';
import { CHROMIUM_ARGS } from './chromium-args.ts';

/**
 * Gzip bytes of all JavaScript a page loads in Chromium, islands included: the page is loaded,
 * scrolled to the bottom (visible islands hydrate), the pointer moves over it (the layout's
 * islands hydrate on the first interaction, with React) and it is left to go idle. So the figure
 * is what a shopper who touches the page downloads, not only what a reader does.
 */
export async function gzipJsBytes(urls: Record<string, string>): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const totals: Record<string, number> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const page = await browser.newPage();
      const bodies: Promise<number>[] = [];
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
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.mouse.move(200, 200);
      await page.mouse.move(240, 260);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      totals[name] = (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return totals;
}
