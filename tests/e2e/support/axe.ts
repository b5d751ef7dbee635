import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets the shop is held to (European Accessibility Act, Ley 11/2023). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Whether a frame of the page comes from another origin (the bank's card form on the payment page). */
function hasForeignFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
}

/**
 * Runs axe-core on the page as it is now and expects no violation.
 *
 * Only violations are gathered (`resultTypes`), and a page without a frame of another origin is
 * checked where it is ("legacy mode": axe in each frame, no blank page opened to put the frames'
 * results together). The same rules on the same nodes at half the CPU (about 1 s less a call on
 * this 2-core machine; issue 30: the suite's time). A page with another origin's frame is
 * checked the full way, since only that way reaches into such a frame.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (!hasForeignFrame(page)) axe.setLegacyMode();
  const results = await axe.analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
