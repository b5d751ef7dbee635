import type { Locator } from '@playwright/test';

/** The two sizes shoppers use: a desktop, and a phone held in the hand (touch). */
export const SIZES = [
  { name: 'desktop', touch: false, use: { viewport: { width: 1366, height: 900 } } },
  {
    name: 'phone',
    touch: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const;

/** A click, or a tap on a touch screen. */
export async function press(target: Locator, touch: boolean) {
  if (touch) await target.tap();
  else await target.click();
}
