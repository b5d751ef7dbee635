import { expect, type Page, type Request } from '@playwright/test';

/** Google's hosts: unreachable from the tests, so the stand-in below answers for them. */
export const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com/;
/** Where the stand-in sends each event, as gtag.js sends GA4 hits. */
const COLLECT_URL = 'https://region1.google-analytics.com/g/collect';

/** One GA4 hit the stand-in sent: the event's name and its parameters (`ep.*`). */
export interface AnalyticsHit {
  name: string;
  params: Record<string, string>;
  measurementId: string | null;
  clientId: string | null;
}

export interface GoogleStandIn {
  /** Every request to Google's hosts (script loads and hits), by URL, in order. */
  requests: string[];
  /** The events that left the browser, in order. */
  hits: AnalyticsHit[];
  /** The analytics client id the stand-in hands out (gtag's `get … client_id`). */
  clientId: string;
}

/**
 * gtag.js as far as the shop uses it: it takes over the page's dataLayer (what was queued before
 * it loaded, then every push), answers `get … client_id`, sends a page_view on `config` and each
 * `event` as a beacon to /g/collect, as Google's script does. Consent Mode entries are read too:
 * the page never loads it without analytics consent, which is what the tests check.
 */
function standInScript(clientId: string): string {
  return `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const clientId = ${JSON.stringify(clientId)};
  const measurementId = new URL(document.currentScript.src).searchParams.get('id');
  const send = (name, params) => {
    const query = new URLSearchParams({ v: '2', tid: measurementId, cid: clientId, en: name });
    for (const [key, value] of Object.entries(params || {}))
      query.set('ep.' + key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    navigator.sendBeacon(${JSON.stringify(COLLECT_URL)} + '?' + query);
  };
  const handle = (entry) => {
    const [command, first, second, third] = Array.from(entry);
    if (command === 'config') send('page_view', {});
    if (command === 'event') send(first, second);
    if (command === 'get' && second === 'client_id' && typeof third === 'function') third(clientId);
  };
  for (const entry of layer) handle(entry);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    for (const entry of entries) handle(entry);
    return push(...entries);
  };
})();`;
}

/**
 * Puts the stand-in in Google's place for every page of the test's browser context and records
 * what reaches Google's hosts. The context, not the page: a click on a link sends its hit while
 * the page is being left.
 */
export async function standInForGoogle(page: Page): Promise<GoogleStandIn> {
  const clientId = `${Math.floor(Math.random() * 1e9)}.${Math.floor(Date.now() / 1000)}`;
  const standIn: GoogleStandIn = { requests: [], hits: [], clientId };
  const context = page.context();
  context.on('request', (request) => {
    if (!ANALYTICS_HOSTS.test(request.url())) return;
    standIn.requests.push(request.url());
    const hit = hitOf(request);
    if (hit) standIn.hits.push(hit);
  });
  await context.route(ANALYTICS_HOSTS, (route) =>
    route.request().url().startsWith(COLLECT_URL)
      ? route.fulfill({ status: 204 })
      : route.fulfill({ status: 200, contentType: 'text/javascript', body: standInScript(clientId) }),
  );
  return standIn;
}

function hitOf(request: Request): AnalyticsHit | null {
  const url = new URL(request.url());
  if (`${url.origin}${url.pathname}` !== COLLECT_URL) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (key.startsWith('ep.')) params[key.slice(3)] = value;
  return {
    name: url.searchParams.get('en') ?? '',
    params,
    measurementId: url.searchParams.get('tid'),
    clientId: url.searchParams.get('cid'),
  };
}

/** The guest-session call that carries consent and, once the client id is known, the tracking data (spec §7). */
export const isSessionData = (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).pathname === '/api/store-front/session/data';

/** That call with the tracking data (`userData`) in its body. */
export const isTrackingData = (request: Request) =>
  isSessionData(request) && Object.hasOwn(request.postDataJSON() ?? {}, 'userData');

export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Usamos cookies' });

/**
 * Clicks one of the banner's buttons, once: the banner is in the page's HTML, and a click before
 * React has hydrated it is held by the island until it has, then takes effect (cookie-banner.e2e.ts).
 */
export async function answerCookieBanner(page: Page, button: 'Aceptar' | 'Rechazar'): Promise<void> {
  const banner = cookieBanner(page);
  if (await banner.isVisible()) await banner.getByRole('button', { name: button }).click();
  await expect(banner).toBeHidden();
}

/**
 * Opens `path` with the stand-in in Google's place and accepts the cookies; returns the stand-in
 * once gtag.js runs (its page_view has left).
 */
export async function acceptAnalyticsOn(page: Page, path: string): Promise<GoogleStandIn> {
  const google = await standInForGoogle(page);
  await page.goto(path);
  await answerCookieBanner(page, 'Aceptar');
  await expect.poll(() => google.hits.map((hit) => hit.name)).toContain('page_view');
  return google;
}

const JOURNAL_KEY = 'e2e:dataLayer';

/**
 * Keeps a journal of every call the tab's pages hand to gtag (every dataLayer entry), in the tab's
 * sessionStorage so that it outlives a page left by a click; returns its reader. Installed before
 * any page loads: the shop's head script keeps the dataLayer it finds.
 */
export async function journalDataLayer(page: Page): Promise<() => Promise<unknown[][]>> {
  await page.addInitScript((key) => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const journal = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      for (const entry of entries) journal.push(Array.from(entry as ArrayLike<unknown>));
      sessionStorage.setItem(key, JSON.stringify(journal));
      return push(...entries);
    };
    window.dataLayer = layer;
  }, JOURNAL_KEY);
  return () =>
    page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[][], JOURNAL_KEY);
}
