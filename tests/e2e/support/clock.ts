import type { Page } from '@playwright/test';

/**
 * Stops the page's clock, installed with `page.clock.install()` before the page loaded: from here
 * on the page's timers fire only when the test moves time with `page.clock.runFor(ms)`, so a rule
 * like "closes after 3 s" is checked just before and just after its moment, without waiting for it.
 * Playwright stops a clock only at a moment still to come, so it stops a minute ahead of the page's
 * now (firing once whatever was due by then, as after a laptop's sleep).
 *
 * While stopped, nothing that needs a timer runs on the page, axe-core included: resume the clock
 * (`page.clock.resume()`) before `expectAccessible`.
 */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}
