import { expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { stopClock } from '../support/clock';
import { openProduct } from '../support/cart';
import { SEED_FACTS } from '@shop/sandbox-api';

const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com/;
const PAN = SEED_FACTS.pan.path;
const banner = (page: Page) => page.getByRole('region', { name: 'Usamos cookies' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Configurar cookies' });

/** Records every request to an analytics host; the hosts are unreachable here, so a stand-in answers. */
async function watchAnalytics(page: Page): Promise<string[]> {
  const hits: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOSTS.test(request.url())) hits.push(request.url());
  });
  await page.route(ANALYTICS_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */' }),
  );
  return hits;
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(Array.from(window.dataLayer ?? [], (entry) => Array.from(entry as ArrayLike<unknown>))),
  );

test('no analytics request leaves the page before Aceptar; after it gtag.js loads with consent granted', async ({
  page,
}) => {
  const hits = await watchAnalytics(page);
  // Hydrated first, so both adds below go through the store and the page stays (before React a
  // click posts the plain form and leads to /cart).
  await openProduct(page, PAN);
  await expect(banner(page)).toBeVisible();
  await expectAccessible(page);
  // Shopping before deciding: an add to cart must not be reported.
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByRole('link', { name: 'Carrito (1)', exact: true })).toBeVisible();
  expect(hits).toEqual([]);
  expect(await dataLayer(page)).not.toContain('"event"');
  expect(await dataLayer(page)).toContain('"analytics_storage":"denied"');

  const saved = page.waitForRequest(
    (request) => request.url().includes('/api/store-front/session/data') && request.method() === 'PUT',
  );
  await banner(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await saved).postDataJSON()).toEqual({
    consent: { default: true, analytics: true, marketing: true },
  });
  await expect.poll(() => hits.length).toBeGreaterThan(0);
  expect(hits[0]).toContain('id=G-E2ETEST000');
  expect(await dataLayer(page)).toContain('"analytics_storage":"granted"');
  const cookies = await page.context().cookies();
  const consent = cookies.find((cookie) => cookie.name === 'cookie_consent');
  expect(decodeURIComponent(consent?.value ?? '')).toBe('analytics,marketing');
  expect((consent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // Now events go out, and the next page re-applies the choice without asking again.
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect.poll(async () => dataLayer(page)).toContain('"add_to_cart"');
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => dataLayer(page)).toContain('"view_item"');
});

test('rejecting is as easy as accepting, and the footer link reopens the settings', async ({ page }) => {
  const hits = await watchAnalytics(page);
  await page.goto('/c-cocina-10047');
  const accept = banner(page).getByRole('button', { name: 'Aceptar' });
  const reject = banner(page).getByRole('button', { name: 'Rechazar' });
  await expect(reject).toBeVisible();
  // Same size and prominence as accepting (AEPD guide).
  const [a, r] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
  expect(Math.abs((a?.height ?? 0) - (r?.height ?? 0))).toBeLessThan(2);
  expect(await reject.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
    await accept.evaluate((node) => getComputedStyle(node).backgroundColor),
  );
  await reject.click();
  await expect(banner(page)).toBeHidden();
  // The next page applies the refusal to Consent Mode, then starts analytics on a zero-delay timer:
  // on a stopped clock that start runs when the test says, and must add no gtag.js.
  await page.clock.install();
  await stopClock(page);
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await expect
    .poll(async () => dataLayer(page))
    .toContain('["consent","update",{"analytics_storage":"denied"');
  await page.clock.runFor(1);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(hits).toEqual([]);
  await page.clock.resume();

  await page.getByRole('link', { name: 'Configurar cookies' }).click();
  const settings = settingsDialog(page);
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: /^Necesarias/ })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: /^Necesarias/ })).toBeDisabled();
  await expect(settings.getByRole('checkbox', { name: /^Analíticas/ })).not.toBeChecked();
  await expectAccessible(page);
  await settings.getByRole('checkbox', { name: /^Analíticas/ }).check();
  await settings.getByRole('button', { name: 'Guardar' }).click();
  await expect(settings).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => hits.length).toBeGreaterThan(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('analytics');
});

test("'Configurar' then 'Volver' returns to the three choices", async ({ page }) => {
  await page.goto('/c-cocina-10047');
  await banner(page).getByRole('button', { name: 'Configurar' }).click();
  await expect(settingsDialog(page).getByRole('checkbox', { name: /^Marketing/ })).not.toBeChecked();
  await settingsDialog(page).getByRole('button', { name: 'Volver' }).click();
  await expect(settingsDialog(page)).toBeHidden();
  await expect(banner(page).getByRole('button', { name: 'Aceptar' })).toBeVisible();
  // Focus returns to the button that opened the settings.
  await expect(banner(page).getByRole('button', { name: 'Configurar' })).toBeFocused();
});

test('with gl=v2 the banner waits 5 seconds', async ({ page }) => {
  // A stopped clock from the first byte: the banner's timer starts with the page, and the test
  // moves time to just before and just after its 5 s.
  await page.clock.install();
  await stopClock(page);
  await page.goto('/c-cocina-10047?gl=v2');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(4_999);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(banner(page)).toBeVisible();
  // Without gl=v2 the same page shows it at once.
  await page.goto('/c-cocina-10047');
  await expect(banner(page)).toBeVisible();
});
