import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { clearFaults, setFaults } from '../support/sandbox';

// Spec §8: a page whose API read fails shows the error view with the status class of the failure:
// the API's maintenance is a 503 "Servicio en mantenimiento", anything else a 500 "Se ha producido
// un error"; a missing product stays a 404 of its own.
test.afterEach(clearFaults);

const PRODUCTS = '/api/v2/catalog/products/';

test('an API error on a product page answers 500 with the error page, its code and a retry link', async ({
  page,
}) => {
  await setFaults({ routes: [{ pattern: PRODUCTS, method: 'GET', status: 500 }] });
  const response = await page.goto('/producto-que-falla-1');
  expect(response?.status()).toBe(500);
  await expect(page).toHaveTitle(/^Se ha producido un error/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se ha producido un error');
  await expect(page.getByText('Código de error: 500')).toBeVisible();
  await expectAccessible(page);
  // Once the API answers again, "Reintentar" shows the page (here the real 404 of a missing product).
  await clearFaults();
  await page.getByRole('link', { name: 'Reintentar' }).click();
  await expect(page).toHaveURL(/\/producto-que-falla-1$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Se ha producido un error');
});

test('an API that does not answer is a 500 too; maintenance is a 503', async ({ page }) => {
  await setFaults({ routes: [{ pattern: PRODUCTS, method: 'GET', drop: true }] });
  expect((await page.goto('/producto-sin-respuesta-2'))?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se ha producido un error');

  await setFaults({ maintenance: true });
  expect((await page.goto('/producto-en-mantenimiento-3'))?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicio en mantenimiento');
  await expect(page.getByText('Código de error: 503')).toBeVisible();
});

test('an API error on an account page is a 500 error view inside the account', async ({ page }) => {
  await setFaults({ routes: [{ pattern: '/store-front/api/sales/order', method: 'GET', status: 502 }] });
  await page.goto('/login');
  const login = page.locator('[data-login-form]');
  await login.getByLabel('Correo electrónico').fill('cliente@example.com');
  await login.getByLabel('Contraseña').fill('Mercado2026!');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const response = await page.goto('/account/orders');
  expect(response?.status()).toBe(500);
  await expect(page.getByText('Se ha producido un error')).toBeVisible();
  await expectAccessible(page);
});
