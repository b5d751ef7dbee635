import { expect, type Page } from '@playwright/test';

export const wishlistLink = (page: Page) => page.getByRole('link', { name: /^Lista de deseos/ });
/** The header's wishlist script has run once the counter's label carries a count. */
export const wishlistWired = (page: Page) =>
  expect(wishlistLink(page)).toHaveAccessibleName(/^Lista de deseos \(\d+\)$/);
