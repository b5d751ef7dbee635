import type { Page } from '@playwright/test';

/** The two screens issue 27 holds every page to: a phone with touch, and a desktop. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1366, height: 900 } };
export const SCREENS = [
  { name: 'on a phone', use: PHONE, phone: true },
  { name: 'on a desktop', use: DESKTOP, phone: false },
] as const;

/** The layout shifts of the page so far, without those right after an input (as CLS counts). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive with the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
