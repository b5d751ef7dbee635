import { expect, type Page } from '@playwright/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import type { Product } from '@shop/contract/catalogue';
import { sandboxGet } from './sandbox';
import { readServerPage } from './served-page';

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

/** A line of the cart page as the server renders it: its text, and the value its quantity box starts with. */
export interface CartLineOnServer {
  text: string;
  quantity: string | null;
}

/**
 * The cart page's lines as the server renders them for the page's browser (its cookies), read
 * without loading the page: where a test checks only what the cart holds.
 */
export const cartLinesOnServer = (page: Page): Promise<CartLineOnServer[]> =>
  readServerPage(page, '/cart', (document) =>
    Array.from(document.querySelectorAll('.cart-line'), (line) => ({
      text: line.textContent ?? '',
      quantity: line.querySelector('input.line-quantity')?.getAttribute('value') ?? null,
    })),
  );

/** The cart, as the server reads it for the page's browser, holds each of `names` on a line of its own, and nothing else. */
export async function expectCartHolds(page: Page, names: readonly string[]): Promise<void> {
  const lines = await cartLinesOnServer(page);
  expect(lines, 'the lines of the cart page').toHaveLength(names.length);
  for (const name of names)
    expect(
      lines.filter(({ text }) => text.includes(name)),
      name,
    ).toHaveLength(1);
}

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
