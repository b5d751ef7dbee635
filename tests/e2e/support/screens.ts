import type { Page } from '@playwright/test';

/** The two screens issue 27 holds every page to: a phone with touch, and a desktop. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1366, height: 900 } };
/** A wide screen, where the header's mini cart and gift button show. */
export const WIDE = { viewport: { width: 1280, height: 900 } };
export const SCREENS = [
  { name: 'on a phone', use: PHONE, phone: true },
  { name: 'on a desktop', use: DESKTOP, phone: false },
] as const;

/**
 * The layout shifts of the page since its HTML was parsed (DOMContentLoaded: the page's scripts
 * start after it), without those right after an input (as CLS counts). A streamed page can be
 * painted while its HTML still arrives; those shifts are the parser's, not the scripts' these
 * tests are about (README, "Known issues").
 */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const parsed =
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
            ?.domContentLoadedEventStart ?? 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput && entry.startTime >= parsed) sum += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive with the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
