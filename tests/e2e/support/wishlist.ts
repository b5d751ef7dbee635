import { expect, type Page } from '@playwright/test';
import { postQuietly } from './shopper';

export const wishlistLink = (page: Page) => page.getByRole('link', { name: /^Lista de deseos/ });
/** The header's wishlist script has run once the counter's label carries a count. */
export const wishlistWired = (page: Page) =>
  expect(wishlistLink(page)).toHaveAccessibleName(/^Lista de deseos \(\d+\)$/);

/**
 * Puts `product` on the wishlist with the post its heart's plain form sends (a heart not yet
 * pressed), through the browser's cookies, without loading a page: where a filled wishlist is only
 * a test's starting point (issue 30: the suite's time). Saving with a heart, with JavaScript and
 * without, is wishlist.e2e.ts's.
 */
export async function wishQuietly(page: Page, product: { id: number }): Promise<void> {
  const wished = await postQuietly(page, '/wishlist/toggle', { id: String(product.id) }, 0);
  expect(wished.status(), `wishing product ${product.id}`).toBe(303);
}
