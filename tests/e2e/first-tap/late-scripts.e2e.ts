/**
 * Page scripts start after the page has painted (src/lib/ui/late-scripts.ts, issue 17 item 4): on
 * the home page after its first contentful paint, on a product page after its photo's own paint.
 * Scripts fetched before a paint are counted towards it: they would put the page behind the same
 * page without scripts.
 */
import { expect, type Page, test } from '../support/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { LATE_SCRIPT_TYPE, MAIN_IMAGE_TIMING } from '../../../src/lib/ui/late-scripts.ts';

/**
 * Records, on the page's own clock, when the paint the loader waits for happened: the first
 * largest-contentful-paint entry, or the main image's element-timing entry. The entry's own time,
 * not this observer's callback: the browser may run the loader's callback first.
 */
async function recordPaint(page: Page, type: 'largest-contentful-paint' | 'element'): Promise<void> {
  await page.addInitScript(
    ([entryType, identifier]) => {
      const seen = window as unknown as { paintReportedAt?: number };
      new PerformanceObserver((list) => {
        const wanted = list
          .getEntries()
          .find(
            (entry) =>
              entryType !== 'element' || (entry as { identifier?: string }).identifier === identifier,
          );
        if (wanted) seen.paintReportedAt ??= wanted.startTime;
      }).observe({ type: entryType, buffered: true });
    },
    [type, MAIN_IMAGE_TIMING] as const,
  );
}

/** When the paint was reported, and when the first of the page's scripts was asked for. */
function timings(page: Page) {
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_astro\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return {
      paintReportedAt: (window as unknown as { paintReportedAt?: number }).paintReportedAt ?? null,
      firstScriptAt: scripts.length > 0 ? Math.min(...scripts) : null,
      loadAt: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
    };
  });
}

test('the home page asks for its scripts after its first paint and after load', async ({ page }) => {
  await recordPaint(page, 'largest-contentful-paint');
  await page.goto('/');
  const { paintReportedAt, firstScriptAt, loadAt } = await timings(page);
  expect(paintReportedAt).not.toBeNull();
  expect(firstScriptAt).not.toBeNull();
  expect(firstScriptAt!).toBeGreaterThanOrEqual(paintReportedAt!);
  expect(firstScriptAt!).toBeGreaterThanOrEqual(loadAt);
});

test('a product page asks for its scripts after its photo has painted', async ({ page }) => {
  await recordPaint(page, 'element');
  await page.goto(SEED_FACTS.pan.path);
  await expect(page.locator(`img[elementtiming="${MAIN_IMAGE_TIMING}"]`)).toHaveCount(1);
  const { paintReportedAt, firstScriptAt } = await timings(page);
  expect(paintReportedAt).not.toBeNull();
  expect(firstScriptAt).not.toBeNull();
  expect(firstScriptAt!).toBeGreaterThanOrEqual(paintReportedAt!);
});

test('pre-rendered and on-demand pages alike name their scripts for the loader, none as a module script to fetch', async ({
  request,
}) => {
  // Home is pre-rendered at build; the product page is rendered on demand.
  for (const path of ['/', SEED_FACTS.pan.path]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<script type="${LATE_SCRIPT_TYPE}" data-src="/_astro/`);
    // Small inline modules (the gallery's) fetch nothing; a module script with a source would.
    expect(html, path).not.toMatch(/<script type="module" src=/);
  }
});
