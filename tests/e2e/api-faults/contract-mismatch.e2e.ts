import { expect, test } from '../support/test';
import { WIDE } from '../support/screens';
import { openAnswering } from '../support/pages';
import { cartLink, openProduct, PAN, productPath } from '../support/cart';
import { clearFaults, setFaults } from '../support/sandbox';

// An API answer outside the contract (README "The API contract") never renders: the built shop
// parses it, logs where it is wrong and shows the §8 error of that call.
test.afterEach(clearFaults);
test.use(WIDE);

test("a cart save answered outside the contract shows 'Fallo en el servidor.' and the cart as it was", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await openProduct(page, PAN);
  await setFaults({
    routes: [
      {
        pattern: '^/store-front/api/sales/cart_b2c$',
        method: 'POST',
        status: 200,
        body: { data: { items: 'rotos', totals: null } },
        times: 1,
      },
    ],
  });
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Fallo en el servidor.')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (0)');
  expect(logged.filter((line) => line.startsWith('API answer outside the contract'))).toEqual([
    expect.stringMatching(
      /^API answer outside the contract: POST \/store-front\/api\/sales\/cart_b2c data\.\w+: /,
    ),
  ]);
});

test('a product answered outside the contract is the error page, never a page of garbage', async ({
  page,
}) => {
  // A product no other test opens: the shop caches the products it has read.
  const path = await productPath(2901);
  await setFaults({
    routes: [
      { pattern: '/api/v2/catalog/products/', method: 'GET', status: 200, body: { data: { id: 'x' } } },
    ],
  });
  // The same page as the API's own 500 (error-pages.e2e.ts): the error view with its code.
  await openAnswering(page, path, 500, 'Se ha producido un error');
  await expect(page.getByText('Código de error: 500')).toBeVisible();
});
