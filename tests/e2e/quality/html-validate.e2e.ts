import { expect, type Page, test } from '../support/test';
import { PAN } from '../support/cart';
import { htmlErrors } from '../support/html-validate';
import { sandboxGet } from '../support/sandbox';
import { addToCartByForm, registerCustomer, uniqueEmail } from '../support/shopper';

/** The HTML the server sent for `path` (after redirects), checked by html-validate. */
async function expectValidHtml(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  expect(await htmlErrors(await response!.text()), `html-validate on ${path}`).toEqual([]);
}

const PUBLIC_PAGES = [
  ['home', '/'],
  ['shop', '/c-cocina-10047'],
  ['shop page 2', '/c-cocina-10047/productos?page=2'],
  ['product', PAN],
  ['search', '/c-catalogo-9999?q=sarten'],
  ['corrected search', '/c-catalogo-9999?q=saretn'],
  ['search that found nothing', '/c-catalogo-9999?q=zzqxw+ywqzz'],
  ['search found with looser words', '/c-catalogo-9999?q=funda+iphone'],
  ['list', '/l-top-ventas'],
  ['brand', '/b-asayaor-7180'],
  ['landing', '/mascotas'],
  ['partner shop', '/asayaor'],
  ['legal', '/links/aviso-legal'],
  ['cookie settings', '/configurar-cookies?volver=%2Fc-cocina-10047'],
  ['cart', '/cart'],
  ['login', '/login'],
  ['guest order', '/guest/order'],
] as const;

for (const [kind, path] of PUBLIC_PAGES) {
  test(`the ${kind} page has no html-validate error (${path})`, async ({ page }) => {
    await expectValidHtml(page, path);
  });
}

test('a subcategory page has no html-validate error', async ({ page }) => {
  const { data } = await sandboxGet<{ data: { childs: { url_path: string }[] } }>(
    '/api/v2/catalog/categories/10047',
  );
  await expectValidHtml(page, `/${data.childs[0]!.url_path.replace(/^\/+/, '')}`);
});

test('the not-found pages have no html-validate error', async ({ page }) => {
  await expectValidHtml(page, '/no-existe-esta-pagina', 404);
  await expectValidHtml(page, '/producto-que-no-existe-99999999', 404);
});

test('the account and a checkout step have no html-validate error', async ({ page }) => {
  await registerCustomer(page, uniqueEmail('html'));
  await expectValidHtml(page, '/account');
  await expectValidHtml(page, '/account/orders');
  // The account's islands (server-rendered React): the address book, profile and password forms.
  await expectValidHtml(page, '/account/addresses');
  await expectValidHtml(page, '/account/profile');
  await expectValidHtml(page, '/account/security');
  await addToCartByForm(page, PAN);
  await expectValidHtml(page, '/cart');
  await expectValidHtml(page, '/checkout');
  expect(new URL(page.url()).pathname).toMatch(/^\/checkout\/\w+$/);
});
