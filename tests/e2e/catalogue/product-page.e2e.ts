/**
 * The product page (issue 16.1, 17.3): stars and the product's own reviews paged by links, the
 * checkout's carriers and free-shipping threshold, returns and payment, the specifications,
 * related products or, when sold out, alternatives; no JavaScript of React before the first
 * interaction, whose click still adds; on a phone the buy button within the first screen and a
 * sticky buy bar once it scrolls away.
 */
import { gzipSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, type Response, test } from '../support/test';
import { CARRIERS, FREE_SHIPPING_FROM_CENTS, SEED_FACTS } from '@shop/sandbox-api';
import { addWorkingDays, formatDeliveryDay } from '../../../src/lib/catalogue/delivery.ts';
import { CONSENT_COOKIE } from '../../../src/lib/consent/consent.ts';
import { formatPrice } from '../../../src/lib/format/format.ts';
import { expectAccessible } from '../support/axe';

const { reviewed, soldOut, pan } = SEED_FACTS;
/** Issue 17.3: JavaScript loaded before the first pointer, touch, key or focus, gzip. */
const JS_BEFORE_INTERACTION_MAX_BYTES = 15 * 1024;
/** Reviews per page of a product page (PRODUCT_REVIEWS_PER_PAGE). */
const REVIEWS_PER_PAGE = 5;

const reviews = (page: Page) => page.locator('[data-reviews] > li');
const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Opiniones de este producto' });
const buyButton = (page: Page) =>
  page.locator('form.add-to-cart').getByRole('button', { name: 'Añadir al carrito' });

/** Shoppers who found each listed review useful ('A 12 personas les ha resultado útil'; none: 0). */
async function helpfulCounts(page: Page): Promise<number[]> {
  return reviews(page).evaluateAll((items) =>
    items.map((item) => Number(/A (\d+) persona/.exec(item.textContent ?? '')?.[1] ?? 0)),
  );
}

/** The cookie decision already taken (nothing accepted), so no banner covers the page. */
async function decideCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'ninguna', url: baseURL }]);
}

/** Gzip bytes of every script the page loads until the returned function is called, and their addresses. */
function watchScripts(page: Page): () => Promise<{ bytes: number; urls: string[] }> {
  const loaded: { url: string; bytes: Promise<number> }[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    loaded.push({
      url: response.url(),
      bytes: response.body().then((body) => gzipSync(body, { level: 9 }).length),
    });
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const sizes = await Promise.all(loaded.map((script) => script.bytes));
    return { bytes: sizes.reduce((sum, bytes) => sum + bytes, 0), urls: loaded.map((script) => script.url) };
  };
}

/** After the first click on the buy button, the cart holds one unit of the product, whichever way it went. */
async function expectOneInCart(page: Page, name: string): Promise<void> {
  // React's add (the header's count) or the plain form's post (the cart page): either is an add.
  await expect(page.getByRole('link', { name: 'Carrito (1)', exact: true })).toBeVisible();
  await page.goto('/cart');
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-line')).toContainText(name);
  await expect(page.locator('.cart-line').getByLabel('Cantidad', { exact: true })).toHaveValue('1');
}

test.describe('on a desktop', () => {
  test('stars and the reviews, newest or most useful, page by page through links', async ({ page }) => {
    await page.goto(reviewed.path);
    await expect(
      page.locator('[data-rating-summary]').getByRole('img', { name: /^\d(,\d)? de 5 estrellas$/ }),
    ).toBeVisible();
    const section = reviewsSection(page);
    // Its own reviews, and any of the footer's 400 that rate it.
    await expect(section.getByText(/· \d+ opiniones escritas/)).toBeVisible();
    await expect(reviews(page)).toHaveCount(REVIEWS_PER_PAGE);
    await expect(
      reviews(page)
        .first()
        .getByRole('img', { name: /de 5 estrellas/ }),
    ).toBeVisible();
    const firstPage = await reviews(page).allTextContents();
    await expect(section.getByRole('link', { name: 'Más recientes' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAccessible(page);

    await section.getByRole('link', { name: 'Siguientes' }).click();
    await expect(page).toHaveURL(/\?opiniones=2#opiniones$/);
    await expect(section.getByText('Página 2 de 3')).toBeVisible();
    await expect(reviews(page)).toHaveCount(REVIEWS_PER_PAGE);
    const secondPage = await reviews(page).allTextContents();
    expect(secondPage.some((review) => firstPage.includes(review))).toBe(false);
    await expect(section.getByRole('link', { name: 'Anteriores' })).toHaveAttribute('rel', 'prev');

    await section.getByRole('link', { name: 'Más útiles' }).click();
    await expect(page).toHaveURL(/\?orden=utiles#opiniones$/);
    await expect(section.getByRole('link', { name: 'Más útiles' })).toHaveAttribute('aria-current', 'true');
    const useful = await helpfulCounts(page);
    expect(useful).toEqual([...useful].sort((a, b) => b - a));
    expect(useful[0]).toBeGreaterThan(0);
    await expectAccessible(page);
    // The canonical address is the product's, whatever page of reviews is shown.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${reviewed.path}$`),
    );
  });

  test("delivery, shipping and the free threshold are the checkout's carriers; specifications and related products", async ({
    page,
  }) => {
    await page.goto(pan.path);
    const delivery = page.getByRole('region', { name: 'Envío, devoluciones y pago' });
    const peninsula = CARRIERS.filter((carrier) => carrier.zone === 'peninsula');
    await expect(delivery.locator('[data-carrier]')).toHaveCount(peninsula.length);
    const now = new Date();
    for (const [index, carrier] of peninsula.entries()) {
      // One pan costs less than the threshold: it pays each carrier's price.
      await expect(delivery.locator('[data-carrier]').nth(index)).toHaveText(
        `${carrier.name}: ${formatPrice(carrier.priceCents / 100)}. Llega el ${formatDeliveryDay(addWorkingDays(now, carrier.deliveryDays))}.`,
      );
    }
    await expect(delivery.locator('[data-free-shipping]')).toHaveText(
      `Envío estándar gratis en pedidos desde ${formatPrice(FREE_SHIPPING_FROM_CENTS / 100)}.`,
    );
    await expect(delivery).toContainText('Tienes 14 días naturales para devolverlo.');
    await expect(delivery.getByRole('link', { name: 'Condiciones de devolución' })).toHaveAttribute(
      'href',
      '/links/terminos-condiciones',
    );
    await expect(delivery).toContainText(
      'Pago seguro: tarjeta de crédito o débito y transferencia bancaria.',
    );

    const specifications = page.getByRole('region', { name: 'Características' }).locator('dt');
    expect(await specifications.count()).toBeGreaterThanOrEqual(2);

    const related = page.getByRole('region', { name: 'Productos relacionados' }).first();
    const cards = related.locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    const links = await cards
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).not.toContain(pan.path);
    await expectAccessible(page);
  });

  test('a sold-out product says so plainly, cannot be bought and offers alternatives in stock', async ({
    page,
  }) => {
    await page.goto(soldOut.path);
    await expect(page.locator('[data-sold-out]')).toContainText('Agotado');
    await expect(page.getByRole('button', { name: 'Añadir al carrito' })).toHaveCount(0);
    await expect(page.getByLabel('Cantidad', { exact: true })).toHaveCount(0);
    await expect(page.locator('form.add-to-cart')).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver alternativas disponibles' }).click();
    const alternatives = page.getByRole('region', { name: 'Alternativas disponibles' }).first();
    await expect(alternatives).toBeInViewport();
    const cards = alternatives.locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.filter({ hasText: 'Agotado' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('no React before the first interaction, and the first click adds to the cart', async ({
    page,
    context,
    baseURL,
  }) => {
    await decideCookies(context, baseURL!);
    const scripts = watchScripts(page);
    await page.goto(pan.path);
    const before = await scripts();
    test
      .info()
      .annotations.push({ type: 'JS before interaction (gzip bytes)', description: String(before.bytes) });
    expect(before.urls.filter((url) => /\/(react|AddToCart|CartOverlays)\.[\w-]+\.js$/.test(url))).toEqual(
      [],
    );
    expect(before.bytes).toBeLessThanOrEqual(JS_BEFORE_INTERACTION_MAX_BYTES);
    await expect(page.locator('[data-island="waiting"]:has(form.add-to-cart)')).toHaveCount(1);
    await buyButton(page).click();
    await expectOneInCart(page, pan.name);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('name, price and the buy button within the first screen; the first tap adds before React', async ({
    page,
    context,
    baseURL,
  }) => {
    await decideCookies(context, baseURL!);
    const scripts = watchScripts(page);
    await page.goto(pan.path);
    for (const block of [
      page.getByRole('heading', { level: 1 }),
      page.locator('.price-now').first(),
      buyButton(page),
    ]) {
      const box = await block.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    }
    const before = await scripts();
    test
      .info()
      .annotations.push({ type: 'JS before interaction (gzip bytes)', description: String(before.bytes) });
    expect(before.bytes).toBeLessThanOrEqual(JS_BEFORE_INTERACTION_MAX_BYTES);
    await expectAccessible(page);
    await buyButton(page).tap();
    await expectOneInCart(page, pan.name);
  });

  test('a sticky buy bar appears once the buy button scrolls away, and its button adds', async ({
    page,
    context,
    baseURL,
  }) => {
    await decideCookies(context, baseURL!);
    await page.goto(reviewed.path);
    const bar = page.getByRole('region', { name: `Comprar ${reviewed.name}` });
    await expect(bar).toBeHidden();
    await reviewsSection(page).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(formatPrice(reviewed.unit));
    await expectAccessible(page);
    // Back at the top the page's own button is in view, and the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
    await reviewsSection(page).scrollIntoViewIfNeeded();
    await bar.getByRole('button', { name: 'Añadir al carrito' }).tap();
    await expectOneInCart(page, reviewed.name);
  });

  test('a sold-out product on the phone: plainly said, no quantity, alternatives, no buy bar', async ({
    page,
  }) => {
    await page.goto(soldOut.path);
    const notice = page.locator('[data-sold-out]');
    await expect(notice).toBeInViewport();
    await expect(page.getByLabel('Cantidad', { exact: true })).toHaveCount(0);
    await expect(page.locator('[data-sticky-buy]')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Alternativas disponibles' }).first().locator('article').first(),
    ).toBeAttached();
    await expectAccessible(page);
  });
});
