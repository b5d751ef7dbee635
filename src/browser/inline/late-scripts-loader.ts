/**
 * Imports every late script once the window has loaded and the page has painted, then marks the
 * page ready (lib/ui/late-scripts.ts says why page scripts wait). `load` can come before the first
 * paint (a short page whose images are quick: the home page loaded at 95 ms and painted at 140 ms;
 * on a busy machine a page painted at 1.3 s), and scripts fetched then count towards the page's
 * paints: the loader waits for the browser's first largest-contentful-paint entry. A page with a
 * main image (MAIN_IMAGE_TIMING, SizedImage.astro: the product photo) waits for that image's own
 * paint (Element Timing): a large photo can finish just as `load` fires, and scripts started then
 * ran before its paint; a main image that failed to load is not waited for. The entries come from
 * the browser after the paint, not from a timer, so a page whose timers are stopped (a test's
 * clock) still starts. A hidden tab, or a browser without these entries, starts at `load`; a
 * browser without Element Timing waits for the first paint only.
 * A shopper who presses, types or touches before then starts them at once: what they pressed needs
 * the page's scripts (an early 'Añadir al carrito' adds through them, issue 27), and their action
 * matters more than the paint it could delay.
 * Inline at the end of every page's body (server/http/late-page-scripts.ts), the same on every
 * page: it reads the scripts from the markup.
 */
import {
  LATE_SCRIPT_TYPE,
  LATE_SCRIPTS_PAINT_WAIT_MS,
  MAIN_IMAGE_TIMING,
  SCRIPTS_READY_ATTRIBUTE,
} from '../../lib/ui/late-scripts';

/** An Element Timing entry (not yet in TypeScript's DOM types): the element that painted. */
interface ElementTimingEntry extends PerformanceEntry {
  element?: Element | null;
}

/** What a shopper does first: each starts the scripts at once, before the load and the paint. */
const PRESSES = ['pointerdown', 'touchstart', 'keydown'] as const;

let started = false;
const start = (): void => {
  if (started) return;
  started = true;
  const scripts = document.querySelectorAll<HTMLScriptElement>(`script[type="${LATE_SCRIPT_TYPE}"]`);
  // A script that fails to load leaves the others and the ready mark alone.
  const imports = Array.from(scripts, (script) =>
    import(script.dataset.src as string).catch(() => undefined),
  );
  void Promise.all(imports).then(() =>
    document.documentElement.setAttribute(SCRIPTS_READY_ATTRIBUTE, 'ready'),
  );
};

for (const type of PRESSES) addEventListener(type, start, { capture: true, once: true, passive: true });

addEventListener('load', () => {
  const types = 'PerformanceObserver' in window ? PerformanceObserver.supportedEntryTypes : undefined;
  if (document.visibilityState !== 'visible' || !types?.includes('largest-contentful-paint')) return start();
  const mainImages = types.includes('element')
    ? Array.from(
        document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${MAIN_IMAGE_TIMING}"]`),
      ).filter((image) => image.naturalWidth > 0)
    : [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTimingEntry[])
        if (mainImages.length === 0 || mainImages.some((image) => image === entry.element)) start();
    }).observe({ type: mainImages.length > 0 ? 'element' : 'largest-contentful-paint', buffered: true });
  } catch {
    return start();
  }
  setTimeout(start, LATE_SCRIPTS_PAINT_WAIT_MS);
});
