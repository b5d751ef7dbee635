import type { Page } from '@playwright/test';
import { SEED_FACTS } from '../../scripts/sandbox-api/seed/facts.ts';
import { CONSENT_COOKIE } from '../../src/lib/consent/consent.ts';
import { expectAccessible } from './support/axe';
import { cartLink, miniCart } from './support/cart';
import { expect, test } from './support/test';

/**
 * Issue 27 item 1: a press on the buy button that comes before React has hydrated does what it
 * does on the hydrated page. The page stays (no plain post to /cart/add), the button shows at once
 * that it was taken, and then the quick-buy popup (phone) or the toast and the mini cart (desktop)
 * show the one line added.
 */
const PRODUCTS = [SEED_FACTS.pan, SEED_FACTS.cheap];
const buyButton = (page: Page) => page.getByRole('button', { name: 'Añadir al carrito' });

/** Records any plain post of the buy form: the page leaving is what must never happen. */
function watchPlainPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

/** The cart holds the product once, one unit: read on the cart page after the add. */
async function expectOnceInCart(page: Page, name: string): Promise<void> {
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
  await page.goto('/cart');
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-line')).toContainText(name);
  await expect(page.locator('.cart-line').getByLabel('Cantidad', { exact: true })).toHaveValue('1');
}

/** When the shopper presses: as soon as the button is there, or once the page's scripts ran without any pointer before. */
const MOMENTS = [
  { name: 'right at domcontentloaded', waitUntil: 'domcontentloaded' },
  { name: 'after load, with no pointer over the page before', waitUntil: 'load' },
] as const;

/** How each size presses, and what the hydrated page shows for an add there (spec §4). */
const SIZES = [
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    press: (page: Page) => buyButton(page).tap(),
    shown: async (page: Page, name: string) => {
      const popup = page.getByRole('dialog', { name: 'Agregado al carrito' });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(name);
    },
  },
  {
    name: 'desktop',
    use: { viewport: { width: 1366, height: 900 } },
    press: (page: Page) => buyButton(page).click(),
    shown: async (page: Page, name: string) => {
      await expect(page.getByText(`Se agregó ${name} al carrito.`)).toBeVisible();
      await expect(miniCart(page)).toBeVisible();
    },
  },
];

for (const size of SIZES)
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    for (const moment of MOMENTS)
      test(`a press ${moment.name} stays on the page and shows the added line`, async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: CONSENT_COOKIE, value: 'ninguna', url: baseURL! }]);
        for (const product of PRODUCTS) {
          await context.clearCookies({ name: /^(sandbox_session|XSRF-TOKEN|mt_cesta|shop_session_claim)$/ });
          const posts = watchPlainPosts(page);
          await page.goto(product.path, { waitUntil: moment.waitUntil });
          await size.press(page);
          await size.shown(page, product.name);
          expect(posts).toEqual([]);
          expect(new URL(page.url()).pathname).toBe(product.path);
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
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(SEED_FACTS.pan.path);
    await buyButton(page).click();
    await expect(page.getByText(`Se agregó ${SEED_FACTS.pan.name} al carrito.`)).toBeVisible();
    expect(posts).toEqual([]);
    await page.goto('/cart');
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.locator('.cart-line').getByLabel('Cantidad', { exact: true })).toHaveValue('1');
  });

  test('when the code of both the buy island and the early add cannot load, the held press posts the plain form: nothing is lost', async ({
    page,
  }) => {
    // Gone for good, as after a deploy: Astro's own retry (`?astro-retry=`) fails too.
    await page.route(/\/(AddToCart|StickyBuyBar[\w.-]*)\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(SEED_FACTS.pan.path);
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.locator('.cart-line')).toContainText(SEED_FACTS.pan.name);
  });
});
