import { expect, type Locator, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../../src/lib/consent/consent.ts';
import { ISLAND_STATE_ATTRIBUTE, PENDING_ATTRIBUTE } from '../../../src/lib/ui/hydration.ts';
import { SEED_FACTS } from '@shop/sandbox-api';
import { cartLink, cartLinesOnServer, miniCart } from './cart';
import { addToCartQuietly, logInQuietly, uniqueEmail } from './shopper';
import { press } from './sizes';

/**
 * Presses that come before React (issue 27 item 1): what first-tap.e2e.ts and
 * first-tap-islands.e2e.ts share.
 */

/** Records any plain post of a form (a document POST): the page leaving is what must never happen. */
export function watchPlainPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

/** The cookie banner answered (none chosen): it stays out of the way of the controls under test. */
export async function bannerAnswered(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'ninguna', url: baseURL }]);
}

/**
 * The URLs of the page's requests with `method` whose URL matches `url`, from now on: an early
 * press must make its change once, as the hydrated page does (one API call, one results page).
 */
export function apiCalls(page: Page, method: string, url: RegExp): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) calls.push(request.url());
  });
  return calls;
}

/**
 * Marks the page's document; the returned check says whether it is still that document (a
 * navigation or reload, even to the same address, would have lost the mark).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** The page stayed: no plain post since `posts` was started (watchPlainPosts), still at `path`. */
export function expectStayed(page: Page, posts: string[], path: string): void {
  expect(posts).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(path);
}

/** A fresh guest: the browser forgets the API session, its cart and the shop's claim on it. */
export async function freshGuest(page: Page): Promise<void> {
  await page.context().clearCookies({ name: /^(sandbox_session|XSRF-TOKEN|mt_cesta|shop_session_claim)$/ });
}

/**
 * A guest with the pan in the cart (`quantity` units) by the product page's plain form's post
 * (addToCartQuietly: no page loaded); the plain posts from then on.
 */
export async function guestWithPan(page: Page, baseURL: string, quantity = 1): Promise<string[]> {
  await bannerAnswered(page, baseURL);
  await addToCartQuietly(page, SEED_FACTS.pan, quantity);
  return watchPlainPosts(page);
}

/**
 * A customer made on the API by `create`, signed in with /login's post (no page loaded: the test
 * goes on to the page it is about); the plain posts from then on.
 */
export async function signedIn(
  page: Page,
  baseURL: string,
  label: string,
  create: (email: string) => Promise<unknown>,
): Promise<string[]> {
  await bannerAnswered(page, baseURL);
  const email = uniqueEmail(label);
  await create(email);
  await logInQuietly(page, email);
  return watchPlainPosts(page);
}

/**
 * The cart holds the product once, `quantity` units: the header's count on the page, and the
 * cart page's HTML as the server renders it for this browser (cartLinesOnServer: no page load).
 */
export async function expectOnceInCart(page: Page, name: string, quantity = 1): Promise<void> {
  await expect(cartLink(page)).toHaveAccessibleName(`Carrito (${quantity})`);
  const lines = await cartLinesOnServer(page);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.text).toContain(name);
  expect(lines[0]!.quantity).toBe(String(quantity));
}

/**
 * What the hydrated product page shows for an add (spec §4): the quick-buy popup on a phone, the
 * toast and the mini cart on a desktop, with the line added.
 */
export async function addShown(page: Page, name: string, phone: boolean): Promise<void> {
  if (phone) {
    const popup = page.getByRole('dialog', { name: 'Agregado al carrito' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(name);
    return;
  }
  await expect(page.getByText(`Se agregó ${name} al carrito.`)).toBeVisible();
  await expect(miniCart(page)).toBeVisible();
}

/**
 * Holds an island's code (its component's chunk, `/_astro/<Component>.<hash>.js`) until the
 * returned release is called: until then the island cannot be ready, so a press made meanwhile is
 * provably one that came before React, however fast the machine.
 */
export async function holdIslandCode(page: Page, component: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    new RegExp(`/_astro/${component}\\.[\\w-]+\\.js(\\?.*)?$`),
    async (route) => {
      await released;
      await route.continue().catch(() => {});
    },
    { times: 1 },
  );
  return release;
}

/** Where the island around `control` is (`data-island`: waiting, hydrating, ready). */
export const islandState = (control: Locator) =>
  control.evaluate(
    (element, attribute) => element.closest(`[${attribute}]`)?.getAttribute(attribute) ?? null,
    ISLAND_STATE_ATTRIBUTE,
  );

/**
 * Presses `control` (a tap on a touch screen, else a click) while its island's code is held
 * (holdIslandCode): the island is not ready at the press, the control shows at once that the
 * press was taken, and then the island's code comes (`release`).
 */
export async function pressBeforeReact(control: Locator, touch: boolean, release: () => void): Promise<void> {
  expect(await islandState(control)).not.toBe('ready');
  // What the control shows is recorded as it changes: a press another script takes (the buy
  // form's early add) may be saved, and its marks gone, before a test could look.
  await control.evaluate((element, pending) => {
    const shown = { pending: false, busy: false };
    Object.assign(element, { __shown: shown });
    new MutationObserver(() => {
      shown.pending ||= element.getAttribute(pending) === '';
      shown.busy ||= element.getAttribute('aria-busy') === 'true';
    }).observe(element, { attributes: true });
  }, PENDING_ATTRIBUTE);
  await press(control, touch);
  await expect
    .poll(() => control.evaluate((element) => (element as unknown as { __shown: object }).__shown))
    .toEqual({ pending: true, busy: true });
  release();
}
