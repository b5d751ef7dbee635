import { expect, type Page } from '@playwright/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import type { Product } from '@shop/contract/catalogue';
import { sandboxGet } from './sandbox';

/** A plain product of the seed (a pan on offer), in stock, with no age check (seed/facts.ts). */
export const PAN = SEED_FACTS.pan.path;
/** An alcoholic drink of the seed, in stock: adding it starts the age check. */
export const WINE = SEED_FACTS.wine.path;
/** A gift card of the seed, in stock. */
export const GIFT_CARD = SEED_FACTS.giftCard.path;

/** The page address of the product with this id, as the API names it. */
export const productPath = async (id: number) =>
  `/${(await sandboxGet<{ data: Product }>(`/api/v2/catalog/products/${id}`)).data.url_path}`;

export const cartLink = (page: Page) => page.getByRole('link', { name: /^Carrito \(\d+\)$/ });
export const miniCart = (page: Page) => page.getByRole('region', { name: 'Carrito', exact: true });
/** The header's cart island once hydrated (when the shopper comes to it, or an add opens it). */
export const hydratedCartIsland = (page: Page) =>
  page.locator('[data-island="ready"]:has(a[href="/cart"])').first();

/** Opens a product page and waits for its add-to-cart island, so the click goes through the store. */
export async function openProduct(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The form hydrates on the first interaction: the pointer on its way to the button (before
  // that, a click posts the plain form). The header's cart hydrates when an add opens it.
  await page.getByRole('button', { name: 'Añadir al carrito' }).hover();
  await page.locator('[data-island="ready"]:has(form.add-to-cart)').waitFor({ state: 'attached' });
}

/** Opens a product page on a clock the test moves (the mini cart's 3 s, quick-buy's 5 s). */
export async function openProductOnTestClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await openProduct(page, path);
}

/**
 * Brings the pointer onto the cart link of a fully hydrated header, the panel closed first. Where
 * the mini cart may show, that hover opens it at once (the island renders its store
 * synchronously), so it is there as soon as this returns: counting right after, without waiting,
 * tells whether a page shows it.
 */
export async function hoverHydratedCart(page: Page): Promise<void> {
  // Coming to the cart hydrates its island; a focus (a discrete event, React's cue to finish
  // hydrating at once) leaves it ready. Then the pointer comes back.
  await cartLink(page).hover();
  await hydratedCartIsland(page).waitFor({ state: 'attached' });
  await cartLink(page).focus();
  await cartLink(page).blur();
  await page.mouse.move(5, 700);
  await expect(miniCart(page)).toHaveCount(0);
  await cartLink(page).hover();
}
