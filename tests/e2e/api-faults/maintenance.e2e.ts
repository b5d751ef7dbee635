import { expect, test } from '../support/test';
import { openAnswering } from '../support/pages';
import { expectAccessible } from '../support/axe';
import { clearFaults, setFaults } from '../support/sandbox';

// The API in maintenance (every contract route answers 503): shoppers are told so, never shown an error.
test.afterEach(clearFaults);

test('in maintenance a product page answers 503 with "Servicio en mantenimiento"', async ({ page }) => {
  await setFaults({ maintenance: true });
  await openAnswering(page, '/producto-cualquiera-1', 503, 'Servicio en mantenimiento');
  await expectAccessible(page);
});

test('in maintenance an island call shows the "Servicio en mantenimiento" toast on a static page', async ({
  page,
}) => {
  // A returning shopper: a browser without an API session has no cart to read, and asks nothing.
  const api = `http://localhost:${process.env.E2E_SANDBOX_PORT}`;
  expect((await page.request.get(`${api}/sanctum/csrf-cookie`)).status()).toBe(204);
  await setFaults({ maintenance: true });
  await page.goto('/c-cocina-10047');
  // The header counts come from the page's notes: the cart is read when the mini cart first opens.
  await page.getByRole('link', { name: /^Carrito/ }).hover();
  const toast = page.getByRole('status').filter({ hasText: 'Servicio en mantenimiento' });
  await expect(toast).toBeVisible();
  await expectAccessible(page);
});
