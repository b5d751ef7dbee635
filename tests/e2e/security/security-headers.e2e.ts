import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';
import { expectSecurityHeaders, getRaw, PRIVATE } from '../support/headers';
import { postQuietly, signUpQuietly, uniqueEmail } from '../support/shopper';
import { SEED_FACTS } from '@shop/sandbox-api';

// Security headers on every kind of answer, and how long a CDN or a browser may keep each one.
// /healthz and /readyz are in api-faults/health-probes.e2e.ts (they switch the sandbox's faults).

const PAN = SEED_FACTS.pan.path;
const CATEGORY = '/c-sartenes-y-cazos-20034';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

test('pre-rendered pages, hashed assets and public files carry the security headers and their CDN lifetimes', async ({
  request,
}) => {
  const home = await getRaw(request, '/');
  expect(home.status()).toBe(200);
  const homeHeaders = expectSecurityHeaders(home);
  expect(homeHeaders['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(homeHeaders['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const category = await getRaw(request, CATEGORY);
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
  const assetResponse = await getRaw(request, asset!);
  expect(assetResponse.status()).toBe(200);
  expect(expectSecurityHeaders(assetResponse)['cache-control']).toBe(ASSET_CACHE);

  const robots = await getRaw(request, '/robots.txt');
  expect(robots.status()).toBe(200);
  expect(expectSecurityHeaders(robots)['cache-control']).toBe(homeHeaders['cache-control']);
});

test("on-demand product and catalogue pages are shareable by a CDN; shoppers' pages are kept nowhere", async ({
  request,
}) => {
  const product = await getRaw(request, PAN);
  expect(product.status()).toBe(200);
  const productHeaders = expectSecurityHeaders(product);
  expect(productHeaders['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(productHeaders['set-cookie']).toBeUndefined();
  // Asked again (the server's page cache may answer this time): the same headers.
  const again = await getRaw(request, PAN);
  expect(expectSecurityHeaders(again)['cache-control']).toBe(productHeaders['cache-control']);
  expect(again.headers()['content-security-policy']).toBe(productHeaders['content-security-policy']);

  const search = await getRaw(request, '/c-catalogo-9999?q=sarten');
  expect(search.status()).toBe(200);
  expect(expectSecurityHeaders(search)['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);

  const cart = await getRaw(request, '/cart');
  expect(cart.status()).toBe(200);
  expect(expectSecurityHeaders(cart)['cache-control']).toBe(PRIVATE);

  // A guest asking for the account is redirected to the login, with a cookie: never shared.
  const account = await getRaw(request, '/account');
  expect(account.status()).toBe(303);
  const accountHeaders = expectSecurityHeaders(account);
  expect(accountHeaders.location).toMatch(/^\/login\?next=%2Faccount/);
  expect(accountHeaders['set-cookie']).toBeTruthy();
  expect(accountHeaders['cache-control']).toBe(PRIVATE);

  // The password reset page sends no Referer at all (its address carries a secret).
  const reset = await getRaw(request, '/login/reset_password?token=abc&email=a%40example.com');
  expect(expectSecurityHeaders(reset)['referrer-policy']).toBe('no-referrer');
});

test("a signed-in customer's account page and a form's redirect are private", async ({ page }) => {
  // Signed in with the shop's posts, no page loaded: this test reads headers only.
  await signUpQuietly(page, uniqueEmail('cabeceras'));
  const account = await getRaw(page, '/account');
  expect(account.status()).toBe(200);
  expect(expectSecurityHeaders(account)['cache-control']).toBe(PRIVATE);

  const wishlist = await getRaw(page, '/wishlist');
  expect(wishlist.status()).toBe(200);
  expect(expectSecurityHeaders(wishlist)['cache-control']).toBe(PRIVATE);

  // Post/Redirect/Get of the cart form: a redirect that sets cookies.
  const added = await postQuietly(page, '/cart/add', { id: String(SEED_FACTS.pan.id), quantity: '1' }, 0);
  expect(added.status()).toBeGreaterThanOrEqual(300);
  expect(added.status()).toBeLessThan(400);
  const addedHeaders = expectSecurityHeaders(added);
  expect(addedHeaders.location).toBeTruthy();
  expect(addedHeaders['cache-control']).toMatch(/no-store/);
});

test('a missing page is a 404 with the headers and is never cached', async ({ request }) => {
  for (const path of ['/no-existe-esta-pagina-123', '/c-no-existe-99999999', '/_astro/no-existe.js']) {
    const response = await getRaw(request, path);
    expect(response.status(), path).toBe(404);
    expect(expectSecurityHeaders(response)['cache-control'], path).toMatch(/no-store/);
  }
});
