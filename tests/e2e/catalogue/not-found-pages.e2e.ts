import { expect, test } from '../support/test';
import { openAnswering } from '../support/pages';
import { expectAccessible } from '../support/axe';
import { servedPage, textOf, textsOf } from '../support/served-page';

// The API in maintenance is in api-faults/maintenance.e2e.ts (it switches the sandbox's faults).

test('an unknown product answers a 404 page with ways back into the shop', async ({ page }) => {
  await openAnswering(page, '/producto-que-no-existe-123', 404, 'Producto no disponible');
  await expect(page.getByRole('link', { name: 'Mascotas' }).last()).toBeVisible();
  await expectAccessible(page);
});

test('a product that is gone offers related products instead of category links', async ({ page }) => {
  const response = await page.goto('/sarten-antiadherente-descatalogada-999999');
  expect(response?.status()).toBe(404);
  const related = page.getByRole('region', { name: 'Quizá te interesen estos productos' });
  await expect(related.locator('article').first()).toBeVisible();
  await expect(related.locator('article').first()).toContainText(/sart[eé]n/i);
  await expectAccessible(page);
});

test('an address no route knows answers the not-found page', async ({ page }) => {
  await openAnswering(page, '/no/existe/esta-pagina', 404, 'Página no encontrada');
  await expectAccessible(page);
});

test('an unknown one- or two-part address is a page that does not exist, never a missing product', async ({
  page,
  request,
}) => {
  const paths = ['/pagina-que-no-existe', '/c-cocina-99999999', '/cocina/nada-por-aqui', '/cuenta/ajustes'];
  // What each address answers is the server's: its HTML is read without rendering it.
  for (const path of paths) {
    const { response, document } = await servedPage(request, path);
    expect(response.status(), path).toBe(404);
    expect(textsOf(document, 'h1'), path).toEqual(['Página no encontrada']);
    expect(document.title, path).toMatch(/^Página no encontrada/);
    expect(textOf(document.body).toLowerCase(), path).not.toContain('producto no disponible');
  }
  // The last one rendered: its ways back show, and it is accessible.
  await page.goto(paths.at(-1)!);
  await expect(page.getByRole('link', { name: 'Mascotas' }).last()).toBeVisible();
  await expectAccessible(page);
});

test('a gone product under a category alias says so and offers related products', async ({ page }) => {
  await openAnswering(
    page,
    '/cocina/sarten-antiadherente-descatalogada-999999',
    404,
    'Producto no disponible',
  );
  const related = page.getByRole('region', { name: 'Quizá te interesen estos productos' });
  await expect(related.locator('article').first()).toBeVisible();
});

test('a hostile slug is a 404 and is never echoed into the page', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const response = await page.goto(
    '/%3Cscript%3Ealert(1)%3C%2Fscript%3E?q=%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E',
  );
  expect(response?.status()).toBe(404);
  expect(await page.content()).not.toContain('<script>alert(1)');
  expect(dialogs).toBe(0);
});
