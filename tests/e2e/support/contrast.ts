import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Contrast of glyphs axe leaves undecided ('only non-text characters': ▾, ☰, rating stars), as
 * graphics: each one's colour against the first opaque background behind it, at least 3:1.
 */
async function glyphFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const backgroundOf = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const [r, g, b, a = 1] = channels(getComputedStyle(node).backgroundColor);
        if (a >= 1) return [r!, g!, b!];
      }
      return [255, 255, 255];
    };
    const failures: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!own || /[\p{L}\p{N}]/u.test(own)) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const [l1, l2] = [luminance(channels(style.color)), luminance(backgroundOf(element))];
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      if (ratio < 3) failures.push(`${element.outerHTML.slice(0, 80)}: ${ratio.toFixed(2)}:1`);
    }
    return failures;
  });
}

/**
 * axe's colour-contrast rule skips text a screen reader does not read (aria-hidden glyphs, the
 * children of role="img"); a sighted shopper still reads them. This lifts those attributes (it
 * changes the page: a check to run last) and asks axe again (4.5:1, 3:1 when large), then checks
 * the glyphs axe cannot judge. Returns axe's failures and the glyphs'.
 */
export async function contrastFailures(page: Page): Promise<{ text: string[]; glyphs: string[] }> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[aria-hidden="true"], [role="img"]')) {
      element.removeAttribute('aria-hidden');
      if (element.getAttribute('role') === 'img') element.removeAttribute('role');
    }
  });
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const text = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`),
  );
  return { text, glyphs: await glyphFailures(page) };
}
