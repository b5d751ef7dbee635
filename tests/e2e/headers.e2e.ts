import { createHash } from 'node:crypto';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { clearFaults, setFaults } from './support/sandbox';
import { CARDS, chooseShipping, placeOrderByCard } from './support/checkout';
import { addToCartByForm, payWithCard, registerCustomer, uniqueEmail } from './support/shopper';

const PAN = '/sarten-antiadherente-2-l-102';
const CATEGORY = '/c-sartenes-y-cazos-20034';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

/** The headers every response carries, whatever produced it. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
  expect(scriptSrc, `script-src of ${response.url()}`).toContain("'self'");
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toContain('camera=()');
  // The e2e shop runs over plain http: no Strict-Transport-Security (a browser would keep it a year).
  expect(headers['strict-transport-security']).toBeUndefined();
  return headers;
}

async function get(page: Page, path: string): Promise<APIResponse> {
  return page.request.get(path, { maxRedirects: 0 });
}

/** Collects CSP violations: Chromium's console reports, and the page's own `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.afterEach(async () => {
  await clearFaults();
});

test('pre-rendered pages, hashed assets and public files carry the security headers and their CDN lifetimes', async ({
  page,
}) => {
  const home = await get(page, '/');
  expect(home.status()).toBe(200);
  const homeHeaders = expectSecurityHeaders(home);
  expect(homeHeaders['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(homeHeaders['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const category = await get(page, CATEGORY);
  expect(category.status()).toBe(200);
  expect(expectSecurityHeaders(category)['cache-control']).toBe(homeHeaders['cache-control']);

  // Every inline script of the page (Astro's and the shop's own) is allowed by its hash.
  const html = await home.text();
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1]!);
  expect(inline.length).toBeGreaterThan(1);
  for (const script of inline) {
    expect(homeHeaders['content-security-policy']).toContain(
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
  }

  // A hashed asset the home page loads.
  const asset = html.match(/\/_astro\/[\w.-]+\.js/)?.[0];
  expect(asset, 'the home page loads a hashed script').toBeTruthy();
  const assetResponse = await get(page, asset!);
  expect(assetResponse.status()).toBe(200);
  expect(expectSecurityHeaders(assetResponse)['cache-control']).toBe(ASSET_CACHE);

  const robots = await get(page, '/robots.txt');
  expect(robots.status()).toBe(200);
  expect(expectSecurityHeaders(robots)['cache-control']).toBe(homeHeaders['cache-control']);
});

test("on-demand product and catalogue pages are shareable by a CDN; shoppers' pages are kept nowhere", async ({
  page,
}) => {
  const product = await get(page, PAN);
  expect(product.status()).toBe(200);
  const productHeaders = expectSecurityHeaders(product);
  expect(productHeaders['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(productHeaders['set-cookie']).toBeUndefined();
  // Asked again (the server's page cache may answer this time): the same headers.
  const again = await get(page, PAN);
  expect(expectSecurityHeaders(again)['cache-control']).toBe(productHeaders['cache-control']);
  expect(again.headers()['content-security-policy']).toBe(productHeaders['content-security-policy']);

  const search = await get(page, '/c-catalogo-9999?q=sarten');
  expect(search.status()).toBe(200);
  expect(expectSecurityHeaders(search)['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);

  const cart = await get(page, '/cart');
  expect(cart.status()).toBe(200);
  expect(expectSecurityHeaders(cart)['cache-control']).toBe(PRIVATE);

  // A guest asking for the account is redirected to the login, with a cookie: never shared.
  const account = await get(page, '/account');
  expect(account.status()).toBe(303);
  const accountHeaders = expectSecurityHeaders(account);
  expect(accountHeaders.location).toMatch(/^\/login\?next=%2Faccount/);
  expect(accountHeaders['set-cookie']).toBeTruthy();
  expect(accountHeaders['cache-control']).toBe(PRIVATE);

  // The password reset page keeps its stricter Referrer-Policy (its address carries a token).
  const reset = await get(page, '/login/reset_password?token=abc&email=a%40example.com');
  expect(expectSecurityHeaders(reset)['referrer-policy']).toBe('same-origin');
});

test("a signed-in customer's account page and a form's redirect are private", async ({ page }) => {
  await registerCustomer(page, uniqueEmail('cabeceras'));
  const account = await get(page, '/account');
  expect(account.status()).toBe(200);
  expect(expectSecurityHeaders(account)['cache-control']).toBe(PRIVATE);

  const wishlist = await get(page, '/wishlist');
  expect(wishlist.status()).toBe(200);
  expect(expectSecurityHeaders(wishlist)['cache-control']).toBe(PRIVATE);

  // Post/Redirect/Get of the cart form: a redirect that sets cookies.
  const added = await page.request.post('/cart/add', {
    form: { id: '102', quantity: '1' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(added.status()).toBeGreaterThanOrEqual(300);
  expect(added.status()).toBeLessThan(400);
  const addedHeaders = expectSecurityHeaders(added);
  expect(addedHeaders.location).toBeTruthy();
  expect(addedHeaders['cache-control']).toMatch(/no-store/);
});

test('a missing page is a 404 with the headers and is never cached', async ({ page }) => {
  for (const path of ['/no-existe-esta-pagina-123', '/c-no-existe-99999999', '/_astro/no-existe.js']) {
    const response = await get(page, path);
    expect(response.status(), path).toBe(404);
    expect(expectSecurityHeaders(response)['cache-control'], path).toMatch(/no-store/);
  }
});

test('health: /healthz answers without the API, /readyz reports it, neither is cached', async ({ page }) => {
  const health = await get(page, '/healthz');
  expect(health.status()).toBe(200);
  expect(expectSecurityHeaders(health)['cache-control']).toBe('no-store');
  expect(await health.json()).toEqual({ status: 'ok' });

  const ready = await get(page, '/readyz');
  expect(ready.status()).toBe(200);
  expect(expectSecurityHeaders(ready)['cache-control']).toBe('no-store');
  expect(await ready.json()).toMatchObject({ status: 'ok' });

  await setFaults({ maintenance: true });
  expect((await get(page, '/healthz')).status()).toBe(200);
  const down = await get(page, '/readyz');
  expect(down.status()).toBe(503);
  expect(down.headers()['cache-control']).toBe('no-store');
  expect(await down.json()).toMatchObject({ status: 'unavailable' });

  // An API that hangs is not ready either: the probe gives up after its short timeout.
  await setFaults({ latencyMs: 20_000 });
  const slow = await page.request.get('/readyz', { timeout: 15_000 });
  expect(slow.status()).toBe(503);
});

test('pages work under the policy: no CSP violation on home, category, product and cart', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  // The cookie banner is shown by an inline script: it ran, so its hash is allowed.
  await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
  expect(await page.evaluate(() => Array.isArray(window.dataLayer))).toBe(true);
  await page.goto(CATEGORY, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(PAN, { waitUntil: 'networkidle' });
  // The add-to-cart island works (React hydrated, the API reached from the browser).
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByRole('link', { name: 'Cesta (1)', exact: true })).toBeVisible();
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the card payment page loads Redsys's form in its iframe and pays, with no CSP violation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  await registerCustomer(page, uniqueEmail('csp'));
  await addToCartByForm(page, PAN);
  await page.goto('/checkout');
  await chooseShipping(page);
  const orderId = await placeOrderByCard(page);
  const pay = await get(page, `/checkout/pay?order=${orderId}`);
  expect(expectSecurityHeaders(pay)['cache-control']).toBe(PRIVATE);
  await payWithCard(page, CARDS.frictionless);
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`));
  expect(violations).toEqual([]);
});
