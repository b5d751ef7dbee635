import type { Page } from '@playwright/test';

/** How far ahead of the page's now the clock stops (it must be a moment still to come). */
const STOP_AHEAD_MS = 500;

/**
 * Stops the page's clock, installed with `page.clock.install()` before the page loaded: from here
 * on the page's timers fire only when the test moves time with `page.clock.runFor(ms)`, so a rule
 * like "closes after 3 s" is checked just before and just after its moment, without waiting for it.
 * Playwright stops a clock only at a moment still to come, so it stops half a second ahead of the
 * page's now (asking again if the page's clock got there first). A long jump would be wrong: it
 * would fire the timeouts of requests still in flight.
 *
 * While stopped, nothing that needs a timer runs on the page, axe-core included: resume the clock
 * (`page.clock.resume()`) before `expectAccessible`.
 */
export async function stopClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + STOP_AHEAD_MS);
      return;
    } catch (error) {
      // The page's clock passed that moment while we asked (a loaded machine): it is stopped now,
      // where it got to, so the next try starts from there.
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
