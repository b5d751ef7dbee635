import { type APIRequestContext, expect, test } from '../support/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { PAN } from '../support/cart';
import { htmlErrors } from '../support/html-validate';
import { sandboxGet } from '../support/sandbox';
import { addToCartQuietly, signUpQuietly, uniqueEmail } from '../support/shopper';

/**
 * The HTML the server sends for `path` (after redirects), checked by html-validate. Fetched without
 * the browser (with a page's cookies when given its `page.request`): the check reads only what the
 * server sent, and a page load would cost the browser its rendering and scripts for nothing
 * (issue 30: the suite's time). Returns the address it ended at.
 */
async function expectValidHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(await htmlErrors(await response.text()), `html-validate on ${path}`).toEqual([]);
  return response.url();
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
  test(`the ${kind} page has no html-validate error (${path})`, async ({ request }) => {
    await expectValidHtml(request, path);
  });
}

test('a subcategory page has no html-validate error', async ({ request }) => {
  const { data } = await sandboxGet<{ data: { childs: { url_path: string }[] } }>(
    '/api/v2/catalog/categories/10047',
  );
  await expectValidHtml(request, `/${data.childs[0]!.url_path.replace(/^\/+/, '')}`);
});

test('the not-found pages have no html-validate error', async ({ request }) => {
  await expectValidHtml(request, '/no-existe-esta-pagina', 404);
  await expectValidHtml(request, '/producto-que-no-existe-99999999', 404);
});

test('the account and a checkout step have no html-validate error', async ({ page }) => {
  await signUpQuietly(page, uniqueEmail('html'));
  // The browser's cookies (its login, then its cart): the pages the customer would be sent.
  await expectValidHtml(page.request, '/account');
  await expectValidHtml(page.request, '/account/orders');
  // The account's islands (server-rendered React): the address book, profile and password forms.
  await expectValidHtml(page.request, '/account/addresses');
  await expectValidHtml(page.request, '/account/profile');
  await expectValidHtml(page.request, '/account/security');
  await addToCartQuietly(page, SEED_FACTS.pan);
  await expectValidHtml(page.request, '/cart');
  const checkout = await expectValidHtml(page.request, '/checkout');
  expect(new URL(checkout).pathname).toMatch(/^\/checkout\/\w+$/);
});
