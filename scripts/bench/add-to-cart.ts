import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.ts';
import { CHROMIUM_ARGS } from './chromium-args.ts';

export interface AddToCartTiming {
  runs: number;
  medianMs: number;
  maxMs: number;
}

/**
 * Issue 4's budget: from the add-to-cart click to the mini cart on screen. Each run is a fresh
 * shopper (new context, so the first save also fetches the CSRF cookie) on a wide screen; the
 * time is taken inside the page, click to the first frame painted with the panel.
 */
export async function measureAddToCart(productUrl: string, runs: number): Promise<AddToCartTiming> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const samples: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(productUrl, { waitUntil: 'networkidle' });
      // The pointer reaching the button is the shopper's first interaction: the form and the
      // layout's islands (the mini cart among them) start hydrating only now. The click follows as
      // soon as the form is React's (before, it would post the plain form), so any hydration of the
      // mini cart still running counts in the time.
      await page.hover('form.add-to-cart button[type="submit"]');
      await page.locator('[data-island="ready"]:has(form.add-to-cart)').waitFor({ state: 'attached' });
      samples.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const started = performance.now();
              document.querySelector<HTMLButtonElement>('form.add-to-cart button[type="submit"]')!.click();
              const painted = () =>
                document.querySelector('.mini-cart-panel')
                  ? requestAnimationFrame(() => resolve(performance.now() - started))
                  : requestAnimationFrame(painted);
              painted();
            }),
        ),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { runs, medianMs: sorted[Math.floor(runs / 2)]!, maxMs: sorted.at(-1)! };
}
