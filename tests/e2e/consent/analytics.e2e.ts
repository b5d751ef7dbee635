import { expect, type Page, type Request, test } from '../support/test';
import { WIDE } from '../support/screens';
import {
  acceptAnalyticsOn,
  ANALYTICS_HOSTS,
  answerCookieBanner,
  cookieBanner,
  isSessionData,
  isTrackingData,
  journalDataLayer,
  standInForGoogle,
} from '../support/analytics';
import { PAN } from '../support/cart';

// Google stands in (support/analytics.ts): gtag.js is answered locally and sends its hits to a
// routed /g/collect, so the tests see what would leave the browser. The build has ANALYTICS_ID
// G-E2ETEST000 (global-setup.ts).

const MEASUREMENT_ID = 'G-E2ETEST000';
const GIFT_CARDS = /\/c-tarjetas-regalo-10197$/;
const giftButton = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Cuenta y carrito' })
    .getByRole('link', { name: 'Regala con Mercado Temático' });
/** What the API answered to a session-data call: the guest session's data after the merge. */
async function sessionDataOf(request: Request): Promise<Record<string, unknown>> {
  const response = await request.response();
  if (!response) throw new Error('The session-data call got no answer');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}
const isGiftClick = (entry: unknown[]) => entry[0] === 'event' && entry[1] === 'gift_card_click';

test.describe('the gift-card click event', () => {
  // The header's gift button shows from 1024 px up.
  test.use(WIDE);

  test("with analytics accepted, the header's and the side menu's gift buttons report gift_card_click with where they were clicked", async ({
    page,
  }) => {
    const google = await acceptAnalyticsOn(page, PAN);
    await giftButton(page).click();
    await expect(page).toHaveURL(GIFT_CARDS);
    await expect
      .poll(() => google.hits.filter((hit) => hit.name === 'gift_card_click'))
      .toEqual([
        {
          name: 'gift_card_click',
          params: { link_location: 'header' },
          measurementId: MEASUREMENT_ID,
          clientId: google.clientId,
        },
      ]);
    // The gift cards page remembers the choice: its gtag.js runs too, then the side menu's button.
    await expect.poll(() => google.hits.filter((hit) => hit.name === 'page_view')).toHaveLength(2);
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Regala con Mercado Temático' })
      .click();
    await expect
      .poll(() => google.hits.filter((hit) => hit.name === 'gift_card_click').map((hit) => hit.params))
      .toEqual([{ link_location: 'header' }, { link_location: 'side-menu' }]);
  });

  test('after Rechazar the gift button still leads to the gift cards, and nothing reaches gtag or Google', async ({
    page,
  }) => {
    const google = await standInForGoogle(page);
    const journal = await journalDataLayer(page);
    await page.goto(PAN);
    await answerCookieBanner(page, 'Rechazar');
    await page.reload();
    // The page has read the refusal (its analytics script is running), so a click would be seen.
    await expect
      .poll(async () => JSON.stringify(await journal()))
      .toContain('["consent","update",{"analytics_storage":"denied"');
    await giftButton(page).click();
    await expect(page).toHaveURL(GIFT_CARDS);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const calls = await journal();
    // The journal spans both pages: the refusal was applied on the gift cards page as well.
    expect(
      calls.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').length,
    ).toBeGreaterThanOrEqual(2);
    expect(calls.filter(isGiftClick)).toEqual([]);
    expect(google.requests).toEqual([]);
  });
});

test('the guest session gets the analytics client id and technology.javascript once analytics is allowed, one call per page, never before', async ({
  page,
}) => {
  const google = await standInForGoogle(page);
  const tracking: Request[] = [];
  page.on('request', (request) => {
    if (isTrackingData(request)) tracking.push(request);
  });
  await page.goto(PAN);

  // Marketing only: analytics stays off, so gtag.js never loads and no client id exists to send.
  const banner = cookieBanner(page);
  const configure = banner.getByRole('button', { name: 'Configurar' });
  const settings = page.getByRole('dialog', { name: 'Configurar cookies' });
  // The first click works even before React: the island holds it until it has hydrated.
  await configure.click();
  await expect(settings.getByRole('checkbox', { name: /^Marketing/ })).toBeVisible();
  await settings.getByRole('checkbox', { name: /^Marketing/ }).check();
  const marketingOnly = page.waitForRequest(isSessionData);
  await settings.getByRole('button', { name: 'Guardar' }).click();
  expect((await marketingOnly).postDataJSON()).toEqual({
    consent: { default: false, analytics: false, marketing: true },
  });
  await expect(banner).toBeHidden();
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

  // Analytics allowed later, from the footer: gtag.js loads, and its client id goes to the session.
  await page.getByRole('link', { name: 'Configurar cookies' }).click();
  await settings.getByRole('checkbox', { name: /^Analíticas/ }).check();
  expect(google.requests).toEqual([]);
  expect(tracking).toEqual([]);
  const sent = page.waitForRequest(isTrackingData);
  await settings.getByRole('button', { name: 'Guardar' }).click();
  const first = await sent;
  const trackingData = { tracking: { gid: google.clientId }, technology: { javascript: true } };
  expect(first.postDataJSON()).toEqual({ userData: trackingData });
  expect((await sessionDataOf(first)).userData).toEqual(trackingData);

  // The next page sends it once more (its own gtag.js asks for the id again), and the session now
  // holds the consent given and the tracking data.
  const again = page.waitForRequest(isTrackingData);
  await page.goto('/c-cocina-10047');
  const second = await again;
  expect(second.postDataJSON()).toEqual({ userData: trackingData });
  expect(await sessionDataOf(second)).toMatchObject({
    consent: { default: true, analytics: true, marketing: true },
    userData: trackingData,
  });
  expect(tracking).toHaveLength(2);
});

test.describe('field data', () => {
  test('with analytics accepted, the page reports its LCP at the first input and its INP and CLS when it is hidden', async ({
    page,
  }) => {
    const google = await acceptAnalyticsOn(page, PAN);
    // The first input settles LCP (web-vitals stops watching for larger paints then). web-vitals
    // loads after gtag.js: a click before it arrives settles nothing, so the shopper clicks again.
    await expect
      .poll(async () => {
        await page.getByRole('heading', { level: 1 }).click();
        return google.hits.map((hit) => hit.name);
      })
      .toContain('LCP');
    const lcp = google.hits.find((hit) => hit.name === 'LCP')!;
    expect(Number(lcp.params.metric_value)).toBeGreaterThan(0);
    expect(lcp.params.metric_rating).toMatch(/^(good|needs-improvement|poor)$/);
    expect(lcp.params.metric_id).toMatch(/^v\d+-/);
    // Leaving the tab: INP (the click above) and CLS are reported.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(() => google.hits.map((hit) => hit.name))
      .toEqual(expect.arrayContaining(['INP', 'CLS']));
    expect(Number(google.hits.find((hit) => hit.name === 'CLS')!.params.metric_value)).toBeGreaterThanOrEqual(
      0,
    );
  });

  test('without analytics consent no metric leaves the browser', async ({ page }) => {
    const google = await standInForGoogle(page);
    await page.goto(PAN);
    await answerCookieBanner(page, 'Rechazar');
    await page.getByRole('heading', { level: 1 }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // The page had every chance to report (input, hidden; web-vitals reports as the tab hides):
    // nothing of Google's was loaded to report through, and nothing reached its hosts at all.
    const sources = await page.evaluate(() => [...document.scripts].map((script) => script.src));
    expect(sources.filter((source) => ANALYTICS_HOSTS.test(source))).toEqual([]);
    expect(google.requests).toEqual([]);
  });
});
