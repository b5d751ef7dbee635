import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

test('the header search takes the shopper to catalogue results with the matched words marked', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('sarten');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/c-catalogo-9999\?q=sarten$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «sarten»');
  const firstResult = page.locator('main article').first();
  await expect(firstResult.locator('mark').first()).toHaveText(/^sart[eé]n$/i);
  await expectAccessible(page);
});

test('sorting works as a plain form and keeps the search text', async ({ page }) => {
  await page.goto('/c-catalogo-9999?q=vino');
  await page.getByLabel('Ordenar por').selectOption('price_asc');
  await page.getByRole('button', { name: 'Ordenar' }).click();
  await expect(page).toHaveURL(/q=vino&sort=price_asc/);
  const prices = await page.locator('main article .price-now').allTextContents();
  const values = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test('a malformed page or sort is ignored and the search text is shown escaped', async ({ page }) => {
  const response = await page.goto('/c-catalogo-9999?q=%3Cb%3Etaza%3C%2Fb%3E&page=abc&sort=%22%3E');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «<b>taza</b>»');
  expect(await page.locator('main h1 b').count()).toBe(0);
});
