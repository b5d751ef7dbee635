import { expect, test } from '../support/test';
import { openAnswering } from '../support/pages';
import { expectAccessible } from '../support/axe';
import { CATEGORY_PAGE_SIZE } from '../../../src/lib/catalogue/category-page';

const LISTS = [
  ['/l-top-ventas', 'Los más vendidos'],
  ['/l-mejores-ofertas', 'Mejores ofertas'],
  ['/l-mas-deseados', 'Los más deseados'],
  ['/l-mejor-valorados', 'Mejor valorados'],
] as const;

for (const [path, title] of LISTS) {
  test(`the list page ${path} is pre-rendered with its products`, async ({ page }) => {
    await openAnswering(page, path, 200, title);
    await expect(page.locator('main article')).toHaveCount(CATEGORY_PAGE_SIZE);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expectAccessible(page);
  });
}

test('the best offers list shows every product with its discount', async ({ page }) => {
  await page.goto('/l-mejores-ofertas');
  const cards = page.locator('main article');
  const withBadge = cards.filter({ hasText: /-\d+%/ });
  await expect(withBadge).toHaveCount(await cards.count());
});

test('the footer links to the four lists', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Destacados' });
  await expect(footer.getByRole('link')).toHaveCount(4);
});
