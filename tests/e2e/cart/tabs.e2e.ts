import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { cartLink, expectCartHolds, openProduct } from '../support/cart';
import { PENDING_ATTRIBUTE } from '../../../src/lib/ui/hydration.ts';
import { bannerAnswered, freshGuest } from '../support/early-press';
import { expect, scriptsReady, test } from '../support/test';

/**
 * Issue 27 item 2, across tabs: the API's `POST cart_b2c` replaces the cart, so a tab whose save
 * ran while another tab's did would drop that tab's line (src/lib/cart/tab-saves.ts). Two tabs of
 * one browser (one context), each adding another product; the order of their calls is forced with
 * routes that hold one tab's call until the other tab's save has answered, never with sleeps.
 * Before the fix the two overlapping cases kept one line ('Carrito (1)'); tabs used in turn kept
 * both already (each hears the other's saved cart).
 */
const PAN = SEED_FACTS.pan;
const CHEAP = SEED_FACTS.cheap;

const SESSION = /\/sanctum\/csrf-cookie$/;
const CART = /\/store-front\/api\/sales\/cart_b2c$/;
const buyButton = (page: Page) =>
  page.locator('form.add-to-cart').getByRole('button', { name: 'Añadir al carrito' });

/** The page's cart calls (sessions, reads, saves) from now on, in order. */
function cartCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (SESSION.test(request.url())) calls.push('session');
    else if (CART.test(request.url())) calls.push(request.method() === 'GET' ? 'read' : 'save');
  });
  return calls;
}

/**
 * The calls from the tab's add on: a read before it is the hydrated tab's own first read of the
 * cart, which may come late (the session another tab opened was there by then).
 */
const fromTheAdd = (calls: string[]) => calls.slice(calls.indexOf('save'));

/**
 * Both tabs' reads and saves from their adds on, together, sorted. Which tab mends is the one whose
 * page read its save's answer last: a tab's answer can come first and be read after the other's.
 */
const bothTabs = (...tabs: string[][]) =>
  tabs
    .flatMap(fromTheAdd)
    .filter((call) => call !== 'session')
    .sort();
/** Two adds, then one tab reads the cart and saves both lines once. */
const MENDED = ['read', 'save', 'save', 'save'];

/** The answer to the page's next save of the cart. */
const savedAnswer = (page: Page) =>
  page.waitForResponse((response) => CART.test(response.url()) && response.request().method() === 'POST');

/** Presses the tab's buy button and waits for the API's answer to the save it sends: a 200. */
async function addSaved(page: Page): Promise<void> {
  const saved = savedAnswer(page);
  await buyButton(page).click();
  expect((await saved).status()).toBe(200);
}

/**
 * Holds every session call of `page` (`GET /sanctum/csrf-cookie`) until the returned release: the
 * first one's arrival is awaited by `held`.
 */
async function holdSessionCalls(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let arrived = () => {};
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SESSION, async (route: Route) => {
    arrived();
    await released;
    await route.continue().catch(() => {});
  });
  return { held, release };
}

/** Tab A on the pan's page, then tab B on the cheap product's, both hydrated, neither cart touched: tab B. */
async function twoHydratedTabs(page: Page, context: BrowserContext): Promise<Page> {
  await openProduct(page, PAN.path);
  const tabB = await context.newPage();
  await openProduct(tabB, CHEAP.path);
  await scriptsReady(tabB);
  return tabB;
}

test.beforeEach(async ({ page, baseURL }) => {
  await bannerAnswered(page, baseURL!);
  await freshGuest(page);
});

test('two fresh tabs add before React, the first tab’s session call answered last: both lines are kept', async ({
  page,
  context,
}) => {
  const tabB = await context.newPage();
  // Tab A: a new shopper's early add, whose session call is held (it is on its way).
  const sessionA = await holdSessionCalls(page);
  const callsA = cartCalls(page);
  const callsB = cartCalls(tabB);
  await page.goto(PAN.path, { waitUntil: 'domcontentloaded' });
  await buyButton(page).click();
  await sessionA.held;

  // Tab B, meanwhile: the same browser's other early add opens the session and saves its line.
  await tabB.goto(CHEAP.path, { waitUntil: 'domcontentloaded' });
  await addSaved(tabB);

  // Only now does tab A's session call go on, and its save after it.
  const savedA = savedAnswer(page);
  sessionA.release();
  expect((await savedA).status()).toBe(200);

  // The tab whose save answered last (tab A, unless its page read the answer late) reads the cart
  // and saves both lines; the other only hears of it.
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
  await expect(cartLink(tabB)).toHaveAccessibleName('Carrito (2)');
  expect(bothTabs(callsA, callsB)).toEqual(MENDED);
  await expectCartHolds(tabB, [PAN.name, CHEAP.name]);
});

test('two hydrated tabs, each opened before the other added: the second add keeps the first tab’s line', async ({
  page,
  context,
}) => {
  const tabB = await twoHydratedTabs(page, context);

  const callsA = cartCalls(page);
  await addSaved(tabB);
  // Tab A hears of tab B's cart (its header counts it) before its own add.
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');

  await addSaved(page);
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
  // Its add started from that cart: one save, no read.
  expect(fromTheAdd(callsA)).toEqual(['save']);
  await expectCartHolds(page, [PAN.name, CHEAP.name]);
});

test('two hydrated tabs add at the same time, the second tab’s save held until the first’s has answered: both lines are kept', async ({
  page,
  context,
}) => {
  const tabB = await twoHydratedTabs(page, context);

  // Tab B's save reaches the API only once tab A's has answered: the API keeps B's, the last.
  let saveB = (_route: Route) => {};
  const heldB = new Promise<Route>((resolve) => {
    saveB = resolve;
  });
  let holding = true;
  await tabB.route(CART, (route) => {
    if (!holding || route.request().method() !== 'POST') return route.continue();
    holding = false;
    saveB(route);
  });
  const callsA = cartCalls(page);
  const callsB = cartCalls(tabB);
  await buyButton(tabB).click();
  const routeB = await heldB;
  await addSaved(page);
  const savedB = savedAnswer(tabB);
  await routeB.continue();
  expect((await savedB).status()).toBe(200);

  // The tab whose save answered last (tab B, unless tab A's page read its answer late) reads the
  // cart and saves both lines; the other only hears of it.
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
  await expect(cartLink(tabB)).toHaveAccessibleName('Carrito (2)');
  expect(bothTabs(callsA, callsB)).toEqual(MENDED);
  await expectCartHolds(page, [PAN.name, CHEAP.name]);
});

test('one tab: a new shopper’s early add costs a session and a save, no read', async ({ page }) => {
  // The session call waits until the press is taken, so the press surely finds no session yet.
  const session = await holdSessionCalls(page);
  const calls = cartCalls(page);
  const saved = savedAnswer(page);
  await page.goto(PAN.path, { waitUntil: 'domcontentloaded' });
  await buyButton(page).click();
  await expect(buyButton(page)).toHaveAttribute(PENDING_ATTRIBUTE, '');
  session.release();
  expect((await saved).status()).toBe(200);
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
  await scriptsReady(page);
  expect(calls).toEqual(['session', 'save']);
});

test('one tab: each hydrated add costs one save, no read (a new shopper’s session opens as the pointer comes)', async ({
  page,
}) => {
  const calls = cartCalls(page);
  await openProduct(page, PAN.path);
  await addSaved(page);
  await addSaved(page);
  // The session calls (one or two, as the page's scripts come: both name the browser's claim, one session).
  expect(calls.filter((call) => call !== 'session')).toEqual(['save', 'save']);
});
