import type { Page } from '@playwright/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { formatPrice } from '../../../src/lib/format/format.ts';
import { ISLAND_STATE_ATTRIBUTE } from '../../../src/lib/ui/hydration.ts';
import { expectAccessible } from '../support/axe';
import {
  addShown,
  bannerAnswered,
  expectOnceInCart,
  expectStayed,
  freshGuest,
  holdIslandCode,
  watchPlainPosts,
} from '../support/early-press';
import { press, SIZES } from '../support/sizes';
import { expect, test } from '../support/test';

/**
 * Issue 27 item 1, tap to popup: after an add made before React, the phone's quick-buy popup shows
 * as soon as the API has answered the save, from the product page's copy of the popup (the
 * island's own component, rendered inert), not after React. The popup's island code is held here,
 * so what shows is provably the early popup; once React is there it takes the popup's place.
 */
const PAN = SEED_FACTS.pan;
const [desktop, phone] = SIZES;

const buyButton = (page: Page) =>
  page.locator('form.add-to-cart').getByRole('button', { name: 'Añadir al carrito' });
const quickBuy = (page: Page) => page.getByRole('dialog', { name: 'Agregado al carrito' });
const openDialogs = (page: Page) => page.locator('dialog[open]');
const overlaysIsland = (page: Page) => page.locator(`[${ISLAND_STATE_ATTRIBUTE}]:has(dialog.quick-buy)`);

/** The API client's chunk (ofetch and the contract's schemas), which the cart store reads a save's answer with. */
const API_CLIENT = 'public-api';

/**
 * A fresh guest presses 'Añadir al carrito' on the pan's page as soon as it shows, the popup's
 * React held back, and the chunk `heldToo` too when named (`releaseToo`).
 */
async function pressEarly(page: Page, baseURL: string, touch: boolean, heldToo?: string) {
  await bannerAnswered(page, baseURL);
  await freshGuest(page);
  const release = await holdIslandCode(page, 'CartOverlays');
  const releaseToo = heldToo ? await holdIslandCode(page, heldToo) : () => {};
  const posts = watchPlainPosts(page);
  await page.goto(PAN.path, { waitUntil: 'domcontentloaded' });
  await press(buyButton(page), touch);
  return { release, releaseToo, posts };
}

/** The popup's island code comes (holdIslandCode's release) and hydrates; then `dialogs` are open. */
async function reactComes(page: Page, release: () => void, dialogs: number): Promise<void> {
  release();
  await expect(overlaysIsland(page)).toHaveAttribute(ISLAND_STATE_ATTRIBUTE, 'ready');
  await expect(openDialogs(page)).toHaveCount(dialogs);
}

/** No plain post left the pan's page, and the cart holds the pan once. */
async function addedOnceInPlace(page: Page, posts: string[]): Promise<void> {
  expectStayed(page, posts, PAN.path);
  await expectOnceInCart(page, PAN.name);
}

test.describe('on a phone', () => {
  test.use(phone.use);

  test('an early tap shows the popup with the saved line before React, accessible; React then takes it over in place, one dialog, and Escape returns focus to the button', async ({
    page,
    baseURL,
  }) => {
    const { release, posts } = await pressEarly(page, baseURL!, true);
    const popup = quickBuy(page);
    await expect(popup).toContainText(PAN.name);
    await expect(popup.locator('.quick-buy-total')).toHaveText(formatPrice(PAN.unit));
    await expect(popup).toContainText(`${formatPrice(PAN.unit)} x 1`);
    await expect(openDialogs(page)).toHaveCount(1);
    expect(await overlaysIsland(page).getAttribute(ISLAND_STATE_ATTRIBUTE)).not.toBe('ready');
    // Focus starts inside, on the close button, and the keyboard stays there.
    const close = popup.getByRole('button', { name: 'Cerrar' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(popup.getByRole('link', { name: 'Pagar' })).toBeFocused();
    // A key inside is activity: the popup's 5 s start again, and axe sees it open.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await expectAccessible(page);
    await expect(popup).toBeVisible();

    const box = await popup.boundingBox();
    await reactComes(page, release, 1);
    expect(await popup.boundingBox()).toEqual(box);
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(openDialogs(page)).toHaveCount(0);
    await expect(buyButton(page)).toBeFocused();
    await addedOnceInPlace(page, posts);
  });

  test('an early tap sends the session and the save, and shows the popup, while the page’s own script is still held: the early add starts at the tap, not after the page’s scripts', async ({
    page,
    baseURL,
  }) => {
    await bannerAnswered(page, baseURL!);
    await freshGuest(page);
    const release = await holdIslandCode(page, 'CartOverlays');
    // The product page's own script (the phone's buy bar), which carried the early add before.
    const releaseScripts = await holdIslandCode(page, 'StickyBuyBar[\\w.-]*');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/sanctum/csrf-cookie')) calls.push('session');
      if (request.method() === 'POST' && request.url().endsWith('/cart_b2c')) calls.push('save');
    });
    const posts = watchPlainPosts(page);
    await page.goto(PAN.path, { waitUntil: 'domcontentloaded' });
    await press(buyButton(page), true);
    await expect(quickBuy(page)).toContainText(PAN.name);
    // Both went out before the page's scripts had all run: the session first, one save.
    await expect(page.locator('html')).not.toHaveAttribute('data-scripts', 'ready');
    expect(calls[0]).toBe('session');
    expect(calls.filter((call) => call === 'save')).toEqual(['save']);
    releaseScripts();
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready');
    await reactComes(page, release, 1);
    await addedOnceInPlace(page, posts);
  });

  test('before React, Escape closes the early popup and returns focus to the button; React, once there, opens no second popup', async ({
    page,
    baseURL,
  }) => {
    const { release, posts } = await pressEarly(page, baseURL!, true);
    await addShown(page, PAN.name, true);
    await page.keyboard.press('Escape');
    await expect(quickBuy(page)).toBeHidden();
    await expect(buyButton(page)).toBeFocused();
    await reactComes(page, release, 0);
    await addedOnceInPlace(page, posts);
  });

  test('the popup opens on the save’s answer before the API client’s code has come: its steppers wait for the cart store, and a popup closed before then does not come back', async ({
    page,
    baseURL,
  }) => {
    const { release, releaseToo, posts } = await pressEarly(page, baseURL!, true, API_CLIENT);
    const popup = quickBuy(page);
    await expect(popup.locator('.quick-buy-total')).toHaveText(formatPrice(PAN.unit));
    await expect(popup).toContainText(`${formatPrice(PAN.unit)} x 1`);
    const plus = popup.getByRole('button', { name: 'Aumentar cantidad' });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(popup.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await expectAccessible(page);
    releaseToo();
    await expect(plus).toHaveAttribute('aria-disabled', 'false');
    await expect(openDialogs(page)).toHaveCount(1);
    await reactComes(page, release, 1);
    await addedOnceInPlace(page, posts);
  });

  test('the popup opened on the save’s answer and closed before the cart store had read it stays closed', async ({
    page,
    baseURL,
  }) => {
    const { release, releaseToo, posts } = await pressEarly(page, baseURL!, true, API_CLIENT);
    await expect(quickBuy(page)).toContainText(PAN.name);
    await page.keyboard.press('Escape');
    await expect(quickBuy(page)).toBeHidden();
    await expect(buyButton(page)).toBeFocused();
    releaseToo();
    // The store has the save: the button's pressed state ends, and no popup opens again.
    await expect(buyButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await reactComes(page, release, 0);
    await addedOnceInPlace(page, posts);
  });

  test('the early popup shows the line as the API saved it, not as the page guessed it; its plus saves through the cart store', async ({
    page,
    baseURL,
  }) => {
    // The API answers the save at another price than the page's (an offer that ended meanwhile).
    const saved = PAN.unit + 1;
    await page.route('**/store-front/api/sales/cart_b2c', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      const answer = await response.json();
      for (const item of answer.data.items)
        if (item.product.id === PAN.id)
          item.price = { ...item.price, unit: saved, total: saved * item.quantity };
      await route.fulfill({ response, json: answer });
    });
    await pressEarly(page, baseURL!, true);
    const popup = quickBuy(page);
    await expect(popup.locator('.quick-buy-total')).toHaveText(formatPrice(saved));
    await expect(popup).toContainText(`${formatPrice(saved)} x 1`);
    const plus = popup.getByRole('button', { name: 'Aumentar cantidad' });
    await plus.click();
    await expect(popup).toContainText(`${formatPrice(saved)} x 2`);
    await expect(popup.locator('.quick-buy-total')).toHaveText(formatPrice(saved * 2));
    // The line shows the change at once (as React's popup does); the steppers wait for its save.
    await expect(plus).toHaveAttribute('aria-disabled', 'false');
  });
});

test.describe('on a phone, a drink', () => {
  test.use(phone.use);

  test('an early tap on a drink asks the age first: no popup before the answer, then the popup with the line, once', async ({
    page,
    baseURL,
  }) => {
    await bannerAnswered(page, baseURL!);
    await freshGuest(page);
    await page.goto(SEED_FACTS.wine.path, { waitUntil: 'domcontentloaded' });
    await buyButton(page).tap();
    const ageCheck = page.getByRole('alertdialog', { name: '¿Eres mayor de 18?' });
    await expect(ageCheck).toBeVisible();
    await expect(quickBuy(page)).toBeHidden();
    await ageCheck.getByRole('button', { name: 'Aceptar' }).click();
    await expect(quickBuy(page)).toContainText(SEED_FACTS.wine.name);
    await expect(openDialogs(page)).toHaveCount(1);
  });
});

test.describe('on a desktop', () => {
  test.use(desktop.use);

  test('an early click still shows the toast and the mini cart, never the popup', async ({
    page,
    baseURL,
  }) => {
    const { release, posts } = await pressEarly(page, baseURL!, false);
    await addShown(page, PAN.name, false);
    await expect(openDialogs(page)).toHaveCount(0);
    await reactComes(page, release, 0);
    await addedOnceInPlace(page, posts);
  });
});
