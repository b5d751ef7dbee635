import { writeFileSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import { FAULTS_PROJECT } from './projects';
import { LATE_SCRIPT_TYPE, SCRIPTS_READY_ATTRIBUTE } from '../../../src/lib/ui/late-scripts.ts';

export * from '@playwright/test';

/**
 * Waits until the page's scripts have run: they start after the window's load
 * (src/lib/ui/late-scripts.ts), so a test acting at once would race them, as a very fast shopper
 * would meet plain HTML. A page without late scripts (a PDF, a plain error) has nothing to wait for.
 */
export async function scriptsReady(page: Page): Promise<void> {
  if ((await page.locator(`script[type="${LATE_SCRIPT_TYPE}"]`).count()) === 0) return;
  await page.locator(`html[${SCRIPTS_READY_ATTRIBUTE}="ready"]`).waitFor({ state: 'attached' });
}

type Navigation = NonNullable<Parameters<Page['goto']>[1]>;
/** A navigation that waits for the load (the default) also waits for the scripts the load starts. */
const waitsForLoad = (options?: Navigation) => !options?.waitUntil || options.waitUntil === 'load';

/** The first document of every page: nothing, and nothing to fetch. */
const BLANK_DOCUMENT = '<!doctype html><title>-</title>';

/**
 * The headless shell (scripts/lib/chromium.ts) keeps the pointer at the window's top-left corner:
 * the first document a page shows gets a `pointerover` there after its first layout, as if the
 * shopper's pointer rested on the page, which hydrates the islands that wait for the first
 * interaction (src/directives/interaction.ts). A blank first document takes that event, so every
 * page of a test starts with the pointer off the shop, as in the whole browser; a test that means
 * to point moves the mouse.
 */
async function newPageWithPointerAway(newPage: () => Promise<Page>): Promise<Page> {
  const page = await newPage();
  await page.setContent(BLANK_DOCUMENT);
  return page;
}

/**
 * Playwright's `test` whose pages start with the pointer off the shop, and whose page's `goto` and
 * `reload` return once the page's scripts have run (with JavaScript on). A test that means to act
 * before them asks for `domcontentloaded` or `commit`.
 */
export const test = base.extend<object, { lastProjectStarted: undefined }>({
  // Tells `npm test` (scripts/test.ts, E2E_LAST_PROJECT_FILE) that the fault project, the run's last,
  // has started: it runs alone on one worker, and the type check takes the other core meanwhile.
  lastProjectStarted: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const signal = process.env.E2E_LAST_PROJECT_FILE;
      if (signal && workerInfo.project.name === FAULTS_PROJECT) writeFileSync(signal, '');
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    const newPage = context.newPage.bind(context);
    context.newPage = () => newPageWithPointerAway(newPage);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (waitsForLoad(options)) await scriptsReady(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (waitsForLoad(options)) await scriptsReady(page);
        return response;
      };
    }
    await use(page);
  },
});
