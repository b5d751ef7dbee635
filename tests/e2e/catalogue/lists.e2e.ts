import { expect, test } from '../support/test';
import { openAnswering } from '../support/pages';
import { expectAccessible } from '../support/axe';
import { servedPage, textOf, textsOf } from '../support/served-page';
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

// The next two read the served HTML without rendering it: the cards and the footer are the server's.
test('the best offers list shows every product with its discount', async ({ request }) => {
  const cards = textsOf((await servedPage(request, '/l-mejores-ofertas')).document, 'main article');
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.filter((card) => !/-\d+%/.test(card))).toEqual([]);
});

test('the footer links to the four lists', async ({ request }) => {
  const home = (await servedPage(request, '/')).document;
  const footer = [...home.querySelectorAll('nav[aria-labelledby]')].filter(
    (nav) => textOf(home.getElementById(nav.getAttribute('aria-labelledby')!)) === 'Destacados',
  );
  expect(footer).toHaveLength(1);
  expect(footer[0]!.querySelectorAll('a')).toHaveLength(4);
});
