/**
 * Issue 28 item 1: the price per kg or litre beside the price (cards, product page, mini cart,
 * cart), the cards' stars and delivery promise, and hearts that look saved only when they are.
 */
import { describeOnEach, withoutScripts } from '../support/each-screen';
import { expect, type Locator, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { htmlErrors } from '../support/html-validate';
import { servedPage } from '../support/served-page';
import { miniCart, openProduct } from '../support/cart';
import { sandboxGet } from '../support/sandbox';
import { SIZES } from '../support/sizes';
import { wishlistWired } from '../support/wishlist';
import { SEED_FACTS } from '@shop/sandbox-api';
import type { Product } from '@shop/contract/catalogue';
import { formatUnitPrice } from '../../../src/lib/format/format.ts';
import { heartMask } from '../../../src/lib/ui/heart-icon.ts';

/** A product sold by weight, in stock, without an offer (seed/facts.ts). */
const WEIGHED = SEED_FACTS.byWeight;
/** A category of cards with and without a price per kg: the kitchen sells by the unit. */
const KITCHEN = '/c-cocina-10047';

const apiProduct = async (urlPath: string) =>
  (await sandboxGet<{ data: Product }>(`/api/v2/catalog/products/${urlPath}`)).data;

/** The leaf category page the weighed product is filed in. */
async function weighedCategory(): Promise<string> {
  const leaf = (await apiProduct(WEIGHED.urlPath)).categories.at(-1)!;
  return `/c-${leaf.slug}-${leaf.id}`;
}

/** What a heart's picture is painted with: 'none' for an outline. */
/**
 * A heart's look: its button paints the heart's mask in its text colour, the outline ('none') or
 * the filled heart (uno.config.ts `btn-heart`); anything else is returned as it is, to fail.
 */
const heartFill = async (heart: Locator): Promise<string> => {
  const mask = await heart.evaluate((button) => getComputedStyle(button, '::before').maskImage);
  if (mask === heartMask(false)) return 'none';
  return mask === heartMask(true) ? 'filled' : mask;
};

describeOnEach(SIZES, 'on a %s', (size) => {
  test('each card shows the price per kg or litre the API gives, and none where it gives none', async ({
    page,
    request,
  }) => {
    const response = await page.goto(await weighedCategory());
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    let shown = 0;
    for (const card of await cards.all()) {
      const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
      const product = await apiProduct(href.slice(1));
      const unit = card.locator('.price-line .price-unit');
      if (product.unit_price) {
        await expect(unit).toHaveText(formatUnitPrice(product.unit_price));
        await expect(unit).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€\/(kg|l)$/);
        shown++;
      } else await expect(unit).toHaveCount(0);
    }
    expect(shown).toBeGreaterThan(0);
    await expect(page.locator('main article .price-unit').first()).toBeVisible();
    await expectAccessible(page);
    expect(await htmlErrors(await response!.text())).toEqual([]);

    // The cards' prices are the server's: the kitchen's HTML is read without rendering it.
    const kitchen = (await servedPage(request, KITCHEN)).document;
    expect(kitchen.querySelectorAll('main article').length).toBeGreaterThan(0);
    expect(kitchen.querySelectorAll('main article .price-unit')).toHaveLength(0);
  });

  test('the product page shows the price per kg beside its price', async ({ page }) => {
    const product = await apiProduct(WEIGHED.urlPath);
    await page.goto(WEIGHED.path);
    const priceLine = page.locator('main .price-line').first();
    await expect(priceLine.locator('.price-now')).toContainText(
      `${WEIGHED.unit.toFixed(2).replace('.', ',')}\u00a0€`,
    );
    await expect(priceLine.locator('.price-unit')).toHaveText(formatUnitPrice(product.unit_price!));
    await expect(priceLine.locator('.price-unit')).toBeVisible();
    await expectAccessible(page);
  });

  test('the cart shows the line’s price per kg', async ({ page }) => {
    const product = await apiProduct(WEIGHED.urlPath);
    const perKg = formatUnitPrice(product.unit_price!);
    await openProduct(page, WEIGHED.path);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    // The mini cart opens on an add on a wide screen only (spec §2: none under 600 px).
    if (!size.touch) await expect(miniCart(page).getByText(perKg, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Carrito \(1\)$/ })).toBeVisible();
    const response = await page.goto('/cart');
    const line = page.locator('main li.cart-line').filter({ hasText: WEIGHED.name });
    await expect(line).toContainText(`(${perKg})`);
    await expect(line.getByText(`(${perKg})`)).toBeVisible();
    await expectAccessible(page);
    expect(await htmlErrors(await response!.text())).toEqual([]);
  });

  test('cards show their stars and count, and the delivery promise of the day they are read', async ({
    page,
  }) => {
    // A Wednesday morning in Madrid: the fastest carrier (1 working day) arrives tomorrow.
    await page.clock.setFixedTime(new Date('2026-12-02T09:00:00Z'));
    const response = await page.goto(await weighedCategory());
    const cards = page.locator('main article');
    const count = await cards.count();
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
      const { rating, quantity } = await apiProduct(href.slice(1));
      const stars = card.getByRole('img', { name: /de 5 estrellas/ });
      if (rating.count > 0) {
        const average = rating.average.toLocaleString('es-ES', { maximumFractionDigits: 1 });
        const votes = `${rating.count} ${rating.count === 1 ? 'valoración' : 'valoraciones'}`;
        await expect(stars).toHaveAccessibleName(`${average} de 5 estrellas, ${votes}`);
        await expect(stars).toHaveText(`(${rating.count})`);
      } else await expect(stars).toHaveCount(0);
      await expect(card.locator('.card-promise')).toHaveText(quantity > 0 ? ['Llega mañana'] : []);
    }
    await expect(cards.locator('.card-promise').first()).toBeVisible();
    await expectAccessible(page);
    expect(await htmlErrors(await response!.text())).toEqual([]);

    // The same pre-rendered page read on a Friday: Monday, named by its weekday.
    await page.clock.setFixedTime(new Date('2026-12-04T09:00:00Z'));
    await page.reload();
    await expect(cards.locator('.card-promise').first()).toHaveText('Llega el lunes');

    // Results a filter swaps in without a reload get their promise too (the phone's filters are a sheet).
    if (size.touch) return;
    const brand = page
      .getByRole('form', { name: 'Filtros' })
      .getByRole('group', { name: 'Marca' })
      .getByRole('checkbox')
      .first();
    await brand.check();
    await expect(page).toHaveURL(/marca=/);
    const inStock = page.locator('main article:not(.no-promise)');
    await expect(inStock.first()).toBeVisible();
    await expect(inStock.locator('.card-promise')).toHaveText(
      Array.from({ length: await inStock.count() }, () => 'Llega el lunes'),
    );
  });

  test('a gift card promises no delivery day', async ({ page }) => {
    await page.goto('/c-tarjetas-digitales-20101');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main article .card-promise')).toHaveCount(0);
  });

  test('hearts: an outline until saved, filled once saved, on cards and the product page', async ({
    page,
  }) => {
    await page.goto(KITCHEN);
    await wishlistWired(page);
    const card = page.locator('main article').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const heart = card.getByRole('button', { name: `Guardar en la lista de deseos: ${name}` });
    const other = page
      .locator('main article')
      .nth(1)
      .getByRole('button', { name: /^Guardar en/ });
    expect(await heartFill(heart)).toBe('none');
    const saved = page.waitForResponse(
      (answer) => /\/api\/v1\/wish-list\/\d+$/.test(answer.url()) && answer.request().method() === 'POST',
    );
    await heart.click();
    expect((await saved).status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await heartFill(heart)).toBe('filled');
    expect(await heartFill(other)).toBe('none');
    await expectAccessible(page);

    // After a reload the shared HTML shows an outline, and the page's script fills the saved one.
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await heartFill(heart)).toBe('filled');
    expect(await heartFill(other)).toBe('none');

    await page.goto((await card.getByRole('heading').getByRole('link').getAttribute('href'))!);
    const own = page.getByRole('button', { name: `Guardar en la lista de deseos: ${name}` });
    await expect(own).toHaveAttribute('aria-pressed', 'true');
    expect(await heartFill(own)).toBe('filled');
  });
});

describeOnEach(withoutScripts(SIZES), 'on a %s without JavaScript', () => {
  test('hearts are outlines on cards and the product page, and filled on the wishlist once saved', async ({
    page,
  }) => {
    await page.goto(KITCHEN);
    const hearts = page.locator('main article').getByRole('button', { name: /^Guardar en/ });
    expect(await hearts.count()).toBeGreaterThan(0);
    for (const heart of await hearts.all()) {
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(await heartFill(heart)).toBe('none');
    }
    await page.goto(WEIGHED.path);
    const own = page.getByRole('button', { name: `Guardar en la lista de deseos: ${WEIGHED.name}` });
    expect(await heartFill(own)).toBe('none');
    // The plain form saves it and sends the shopper back; the wishlist, this shopper's own page, shows it saved.
    await own.click();
    await expect(page).toHaveURL(new RegExp(`${WEIGHED.path}$`));
    await page.goto('/wishlist');
    const wished = page.locator('main article').getByRole('button', { name: /^Guardar en/ });
    await expect(wished).toHaveAttribute('aria-pressed', 'true');
    expect(await heartFill(wished)).toBe('filled');
  });
});
