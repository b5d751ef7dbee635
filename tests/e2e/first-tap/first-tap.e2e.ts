import type { Page } from '@playwright/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { expectAccessible } from '../support/axe';
import { cartLinesOnServer } from '../support/cart';
import {
  addShown,
  apiCalls,
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
 * Issue 27 item 1: a press on the buy button that comes before React has hydrated does what it
 * does on the hydrated page. The page stays (no plain post to /cart/add), the button shows at once
 * that it was taken, and then the quick-buy popup (phone) or the toast and the mini cart (desktop)
 * show the one line added.
 */
const PRODUCTS = [SEED_FACTS.pan, SEED_FACTS.cheap];
const buyButton = (page: Page) => page.getByRole('button', { name: 'Añadir al carrito' });

/** When the shopper presses: as soon as the button is there, or once the page's scripts ran without any pointer before. */
const MOMENTS = [
  { name: 'right at domcontentloaded', waitUntil: 'domcontentloaded' },
  { name: 'after load, with no pointer over the page before', waitUntil: 'load' },
] as const;

/** How each size presses (a tap on a touch screen, else a click). */
const PRESSES = SIZES.map((size) => ({ ...size, press: (page: Page) => press(buyButton(page), size.touch) }));

for (const size of PRESSES)
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    for (const moment of MOMENTS)
      test(`a press ${moment.name} stays on the page and shows the added line`, async ({ page, baseURL }) => {
        await bannerAnswered(page, baseURL!);
        for (const product of PRODUCTS) {
          await freshGuest(page);
          const posts = watchPlainPosts(page);
          await page.goto(product.path, { waitUntil: moment.waitUntil });
          await size.press(page);
          await addShown(page, product.name, size.touch);
          expectStayed(page, posts, product.path);
          if (product === PRODUCTS[0]) await expectAccessible(page);
          await expectOnceInCart(page, product.name);
        }
      });
  });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the held press shows on the button at once, without moving it, until the line is saved', async ({
    page,
  }) => {
    // The add's API call is held, so the pressed state can be looked at before the answer.
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/store-front/api/sales/cart_b2c', async (route) => {
      if (route.request().method() === 'POST') await answered;
      await route.continue();
    });
    await page.goto(SEED_FACTS.pan.path, { waitUntil: 'domcontentloaded' });
    const button = buyButton(page);
    const before = await button.boundingBox();
    await button.click();
    await expect(button).toHaveAttribute('data-pending', '');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await button.boundingBox()).toEqual(before);
    release();
    await expect(page.getByText(`Se agregó ${SEED_FACTS.pan.name} al carrito.`)).toBeVisible();
    await expect(button).not.toHaveAttribute('data-pending');
  });

  test('when the buy island’s code cannot load, a press still adds in place through the cart store', async ({
    page,
  }) => {
    await page.route(/\/AddToCart\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    const posts = watchPlainPosts(page);
    await page.goto(SEED_FACTS.pan.path);
    await buyButton(page).click();
    await expect(page.getByText(`Se agregó ${SEED_FACTS.pan.name} al carrito.`)).toBeVisible();
    expect(posts).toEqual([]);
    // The cart as the server reads it for this browser: one line, one unit.
    const lines = await cartLinesOnServer(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe('1');
  });

  test('when the code of both the buy island and the early add cannot load, the held press posts the plain form: nothing is lost', async ({
    page,
  }) => {
    // Gone for good, as after a deploy: Astro's own retry (`?astro-retry=`) fails too. The early
    // add's own script, not the chunk of its calls (its second script), which the API client shares
    // and the cart page then needs.
    await page.route(
      /\/(AddToCart|StickyBuyBar[\w.-]*|EarlyAdd\.astro_astro_type_script_index_0[\w.-]*)\.[\w-]+\.js(\?.*)?$/,
      (route) => route.abort(),
    );
    await page.goto(SEED_FACTS.pan.path);
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.locator('.cart-line')).toContainText(SEED_FACTS.pan.name);
  });

  test('a page only read never asks for the early add’s code; the first touch of the buy form does, before React, and its press adds once', async ({
    page,
    baseURL,
  }) => {
    await bannerAnswered(page, baseURL!);
    await freshGuest(page);
    // The early add's script and the chunk of its calls (EarlyAdd.astro's first two scripts); its
    // third is the press's own code, which the page's scripts load anyway (the phone's buy bar).
    const earlyAdd = apiCalls(
      page,
      'GET',
      /\/_astro\/EarlyAdd\.astro_astro_type_script_index_[01][\w.-]*\.js/,
    );
    const release = await holdIslandCode(page, 'AddToCart');
    const posts = watchPlainPosts(page);
    await page.goto(SEED_FACTS.pan.path);
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready');
    expect(earlyAdd).toEqual([]);
    const button = await buyButton(page).boundingBox();
    await page.mouse.move(button!.x + button!.width / 2, button!.y + button!.height / 2);
    await page.mouse.down();
    // Its two scripts (the early add's and the chunk of its calls) at once, each once.
    await expect.poll(() => earlyAdd.length).toBe(2);
    expect(new Set(earlyAdd).size).toBe(2);
    await page.mouse.up();
    await addShown(page, SEED_FACTS.pan.name, false);
    release();
    expectStayed(page, posts, SEED_FACTS.pan.path);
    await expectOnceInCart(page, SEED_FACTS.pan.name);
  });
});
