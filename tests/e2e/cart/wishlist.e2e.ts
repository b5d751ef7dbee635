import { expect, type Locator, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { htmlErrors } from '../support/html-validate';
import { readServerPage } from '../support/served-page';
import { wishlistLink, wishlistWired, wishQuietly } from '../support/wishlist';
import { SEED_FACTS } from '@shop/sandbox-api';
import { WISHLIST_NOTE } from '../../../src/lib/cart/count-notes.ts';

// A refused removal is in api-faults/wishlist-errors.e2e.ts (it switches the sandbox's faults).

const CATEGORY = '/c-cocina-10047';
const SIZES = [
  { label: 'on a desktop', viewport: { width: 1280, height: 900 } },
  { label: 'on a phone', viewport: { width: 390, height: 844 } },
];

/** A heart's save or removal reaching the API (the browser's call, not the preflight). */
const isWishlistCall = (method: string) => (response: { url(): string; request(): { method(): string } }) =>
  /\/api\/v1\/wish-list\/\d+$/.test(response.url()) && response.request().method() === method;

/** Presses a heart and waits for the API to answer its call (the heart changed at the press). */
async function pressAndSave(page: Page, heart: Locator, method: 'POST' | 'DELETE'): Promise<void> {
  const saved = page.waitForResponse(isWishlistCall(method));
  await heart.click();
  expect((await saved).status()).toBe(200);
}

/** The heart of the category page's n-th card, and that product's name. */
async function cardHeart(page: Page, index: number): Promise<{ heart: Locator; name: string }> {
  const card = page.locator('main article').nth(index);
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  return { heart: card.getByRole('button', { name: `Guardar en la lista de deseos: ${name}` }), name };
}

for (const { label, viewport } of SIZES) {
  test.describe(label, () => {
    test.use({ viewport });

    test('a heart on a card saves the product, the header counts it, and the wishlist page lists it', async ({
      page,
    }) => {
      await page.goto(CATEGORY);
      await wishlistWired(page);
      const { heart, name } = await cardHeart(page, 0);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await pressAndSave(page, heart, 'POST');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (1)');
      await expectAccessible(page);

      await page.goto('/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: 'Lista de deseos' })).toBeVisible();
      const saved = page.locator('main article');
      await expect(saved).toHaveCount(1);
      await expect(saved.getByRole('heading')).toHaveText(name);
      await expect(saved.getByRole('button', { name: /^Guardar en la lista de deseos/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectAccessible(page);
      await saved.getByRole('button', { name: /^Guardar en la lista de deseos/ }).click();
      await expect(page.locator('main article')).toHaveCount(0);
      await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (0)');
    });

    test('the hearts and the counter are server HTML until the shopper comes to them', async ({ page }) => {
      // Hydration finds the HTML it would render (React reports a mismatch as an error, #418).
      const reactErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /react|hydrat/i.test(message.text()))
          reactErrors.push(message.text());
      });
      await page.goto(CATEGORY);
      await wishlistWired(page);
      const scripts = () =>
        page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      // Read, not touched: no React, no wishlist island, and the header's island is still server HTML.
      expect((await scripts()).filter((url) => /\/(react|WishlistHeader)\.[\w-]+\.js$/.test(url))).toEqual(
        [],
      );
      const island = page.locator('header [data-island]:has(a[href="/wishlist"])');
      await expect(island).toHaveAttribute('data-island', 'waiting');
      const { heart } = await cardHeart(page, 1);
      await heart.hover();
      await expect(island).toHaveAttribute('data-island', 'ready');
      expect((await scripts()).some((url) => /\/WishlistHeader\.[\w-]+\.js$/.test(url))).toBe(true);
      await pressAndSave(page, heart, 'POST');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(reactErrors).toEqual([]);
    });

    test('a press shows at once, before the API answers, and the shopper’s other tab follows', async ({
      page,
      context,
    }) => {
      const other = await context.newPage();
      await other.goto(CATEGORY);
      await wishlistWired(other);
      await page.goto(CATEGORY);
      await wishlistWired(page);
      // The API answers when the test lets it: the heart and the counter change before that.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/api\/v1\/wish-list\/\d+$/, async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      const { heart, name } = await cardHeart(page, 2);
      const saved = page.waitForResponse(isWishlistCall('POST'));
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (1)');
      release();
      expect((await saved).status()).toBe(200);

      // The other tab, open all along, shows the save without a reload.
      const otherHeart = other.getByRole('button', { name: `Guardar en la lista de deseos: ${name}` });
      await expect(otherHeart).toHaveAttribute('aria-pressed', 'true');
      await expect(wishlistLink(other)).toHaveAccessibleName('Lista de deseos (1)');
      // And back: a removal in the other tab empties this one's heart and counter.
      await pressAndSave(other, otherHeart, 'DELETE');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (0)');
    });

    test('a save the API refuses empties the heart again and says so', async ({ page }) => {
      await page.goto(CATEGORY);
      await wishlistWired(page);
      const origin = new URL(page.url()).origin;
      await page.route(/\/api\/v1\/wish-list\/\d+$/, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              headers: { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' },
              body: JSON.stringify({ message: 'Server Error' }),
            })
          : route.continue(),
      );
      const { heart } = await cardHeart(page, 0);
      await heart.click();
      await expect(page.getByText('Algo salió mal')).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (0)');
      await expectAccessible(page);
    });

    test('on /wishlist a removal takes the card away without a reload, and another tab’s list follows', async ({
      page,
      context,
    }) => {
      for (const product of [SEED_FACTS.pan, SEED_FACTS.cheap]) await wishQuietly(page, product);
      const other = await context.newPage();
      await other.goto('/wishlist');
      await page.goto('/wishlist');
      await expect(page.locator('main article')).toHaveCount(2);
      await expect(other.locator('main article')).toHaveCount(2);
      // A mark on the window: a reload would lose it.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const first = page.locator('main article').first();
      await pressAndSave(
        page,
        first.getByRole('button', { name: /^Guardar en la lista de deseos/ }),
        'DELETE',
      );
      await expect(page.locator('main article')).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: 'guardado' })).toHaveText(
        '1 producto guardado',
      );
      await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (1)');
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await expect(other.locator('main article')).toHaveCount(1);
      await expectAccessible(page);
    });
  });

  test.describe(`without JavaScript, ${label}`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test('the heart is a form: it saves, sends the shopper back, and a second press removes', async ({
      page,
    }) => {
      await page.goto(SEED_FACTS.pan.path);
      // The page's own heart (the related products have theirs).
      await page
        .getByRole('button', { name: `Guardar en la lista de deseos: ${SEED_FACTS.pan.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`${SEED_FACTS.pan.path}$`));
      await page.goto('/wishlist');
      await expect(page.locator('main article')).toHaveCount(1);
      await page
        .locator('main article')
        .getByRole('button', { name: /^Guardar en la lista de deseos/ })
        .click();
      await expect(page).toHaveURL(/\/wishlist$/);
      await expect(page.getByText('Aún no has guardado ningún producto')).toBeVisible();
    });
  });
}

test('the wishlist page, its list rendered by React on the server, has no html-validate error', async ({
  page,
}) => {
  await wishQuietly(page, SEED_FACTS.pan);
  // The page as the server sends it to this browser: what html-validate reads (no page load).
  const { cards, html } = await readServerPage(page, '/wishlist', (document, html) => ({
    cards: document.querySelectorAll('main article').length,
    html,
  }));
  expect(cards).toBe(1);
  expect(await htmlErrors(html)).toEqual([]);
});

test('the wishlist page lists what the API holds when this browser’s note says nothing is wished', async ({
  page,
  context,
  baseURL,
}) => {
  // Wished on another device, or a heart's answer the page left before noting: the note says 0.
  await wishQuietly(page, SEED_FACTS.pan);
  await context.addCookies([{ name: WISHLIST_NOTE, value: '0', url: baseURL! }]);
  await page.goto('/wishlist');
  await expect(page.locator('main article')).toHaveCount(1);
  await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (1)');
  expect((await context.cookies()).find((cookie) => cookie.name === WISHLIST_NOTE)?.value).toBe('1');
});
