import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.ts';
import { CHROMIUM_ARGS } from './chromium-args.ts';

/** Issue 27 item 1: an early tap's feedback and outcome on a phone, median of fresh page loads. */
export interface FirstTapTiming {
  runs: number;
  /** The network's form: Lighthouse's figures per request, or DevTools' stricter emulation of them. */
  network: PhoneNetwork;
  /** Tap to the first frame with the button pressed (INP "good": ≤ 200 ms). */
  feedbackMedianMs: number;
  feedbackMaxMs: number;
  /** Tap to the first frame with the quick-buy popup showing the added line (≤ 1 s). */
  popupMedianMs: number;
  popupMaxMs: number;
  /** Where the popup's time goes: tap to the add's last API answer, and tap to the popup's island hydrated (React there). */
  savedMedianMs: number;
  reactMedianMs: number;
}

/**
 * Lighthouse's mobile network (`mobileSlow4G`: 150 ms RTT, 1.6 Mbps down, 750 kbps up), applied
 * per request ('lighthouse'), or as DevTools throttling applies it to emulate Lighthouse's
 * simulation, connection set-ups included ('devtools': latency × 3.75, throughput × 0.9), which on
 * open keep-alive connections is much slower than the network it stands for. The CPU is four
 * times slower in both.
 */
export type PhoneNetwork = 'lighthouse' | 'devtools';
const NETWORKS: Record<PhoneNetwork, { latency: number; throughput: number }> = {
  lighthouse: { latency: 150, throughput: 1 },
  devtools: { latency: 150 * 3.75, throughput: 0.9 },
};
const phoneNetwork = (network: PhoneNetwork) => ({
  offline: false,
  latency: NETWORKS[network].latency,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * NETWORKS[network].throughput,
  uploadThroughput: ((750 * 1024) / 8) * NETWORKS[network].throughput,
});
const CPU_SLOWDOWN = 4;
/** How long a run may wait for the popup and React after the tap before it fails. */
const FIRST_TAP_TIMEOUT_MS = 60_000;

/**
 * Listens, from the page's very start, for the first touch and then for the button's pressed mark
 * and the quick-buy popup with the product's line; each is timed at the next animation frame
 * (the frame that shows it). The times land in `window.__firstTap`; once the popup and React are
 * both there it calls DONE_BINDING. Waiting through that binding, not Playwright's
 * `waitForFunction`, keeps the harness off the measured main thread: `waitForFunction` evaluates
 * Playwright's injected script in the page right after the tap, one task of some 0.13 s at 4× CPU
 * between the tap and the popup that no shopper's phone runs.
 */
const DONE_BINDING = '__firstTapDone';
const RECORDER = `(() => {
  const times = (window.__firstTap = {});
  const done = () => { if (times.popup && times.react && !times.done) { times.done = true; window.${DONE_BINDING}(); } };
  addEventListener('touchstart', () => { times.tap ??= performance.now(); }, { capture: true, passive: true });
  const frame = (name) => requestAnimationFrame(() => { times[name] ??= performance.now(); done(); });
  new MutationObserver(() => {
    if (times.tap === undefined) return;
    if (times.feedback === undefined && document.querySelector('form.add-to-cart [data-pending]')) frame('feedback');
    const popup = document.querySelector('dialog[open] .quick-buy-total');
    if (times.popup === undefined && popup) frame('popup');
    const island = [...document.querySelectorAll('dialog.quick-buy')].map((d) => d.closest('[data-island]')).find(Boolean);
    if (island?.getAttribute('data-island') === 'ready') { times.react ??= performance.now(); done(); }
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Taps 'Añadir al carrito' as soon as the product page's HTML is parsed, `runs` times, a fresh phone each time. */
export async function measureFirstTap(
  productUrl: string,
  runs: number,
  network: PhoneNetwork,
): Promise<FirstTapTiming> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const feedback: number[] = [];
  const popup: number[] = [];
  const saved: number[] = [];
  const react: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', phoneNetwork(network));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const { promise: done, resolve: shown, reject: late } = Promise.withResolvers<void>();
      await page.exposeFunction(DONE_BINDING, () => shown());
      await page.addInitScript(RECORDER);
      await page.goto(productUrl, { waitUntil: 'domcontentloaded' });
      await page.tap('form.add-to-cart button[type="submit"]');
      const timeout = setTimeout(
        () => late(new Error(`No popup and React within ${FIRST_TAP_TIMEOUT_MS} ms of the tap.`)),
        FIRST_TAP_TIMEOUT_MS,
      );
      await done.finally(() => clearTimeout(timeout));
      const times = await page.evaluate(() => {
        const recorded = (window as unknown as { __firstTap: Record<string, number> }).__firstTap;
        // The add's calls (session, cart read, save) are the API's answers between the tap and the popup.
        const answers = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/store-front/api/') && entry.responseEnd < recorded.popup!)
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        return { ...recorded, saved: Math.max(...answers) } as Record<string, number>;
      });
      feedback.push(times.feedback! - times.tap!);
      popup.push(times.popup! - times.tap!);
      saved.push(times.saved! - times.tap!);
      react.push(times.react! - times.tap!);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    runs,
    network,
    feedbackMedianMs: median(feedback),
    feedbackMaxMs: Math.max(...feedback),
    popupMedianMs: median(popup),
    popupMaxMs: Math.max(...popup),
    savedMedianMs: median(saved),
    reactMedianMs: median(react),
  };
}

const NETWORK_NAMES: Record<PhoneNetwork, string> = {
  lighthouse: "Lighthouse's mobile network, 150 ms and 1.6 Mbps per request",
  devtools: "DevTools' emulation of it, 562 ms per request",
};

/** The README's line for these figures. */
export function renderFirstTap(f: FirstTapTiming): string {
  return `- Early tap on 'Añadir al carrito' (phone: 4× CPU slowdown, ${NETWORK_NAMES[f.network]}, tapped as the HTML is parsed, ${f.runs} fresh loads): pressed on screen after median ${f.feedbackMedianMs.toFixed(0)} ms (slowest ${f.feedbackMaxMs.toFixed(0)}; budget 200), quick-buy popup with the line after median ${f.popupMedianMs.toFixed(0)} ms (slowest ${f.popupMaxMs.toFixed(0)}; budget 1,000); the add's last API answer after median ${f.savedMedianMs.toFixed(0)} ms, the popup's island hydrated after median ${f.reactMedianMs.toFixed(0)} ms.`;
}
