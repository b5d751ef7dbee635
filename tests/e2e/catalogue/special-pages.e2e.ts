import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';

test('/mascotas is the pets landing in the pets shop header', async ({ page }) => {
  expect((await page.goto('/mascotas'))?.status()).toBe(200);
  await expect(page.locator('header[data-shop]')).toHaveAttribute('data-shop', 'pets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Todo para tus mascotas');
  await expect(page.locator('main article').first()).toBeVisible();
  await expectAccessible(page);
});

test('/asayaor is the partner shop landing with its subcategories', async ({ page }) => {
  expect((await page.goto('/asayaor'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asayaor');
  await expect(
    page.getByRole('navigation', { name: 'Subcategorías' }).getByRole('link').first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test("/b-asayaor-7180 lists only the brand's products", async ({ page }) => {
  expect((await page.goto('/b-asayaor-7180'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Productos Asayaor');
  const brands = await page.locator('main article > p').allTextContents();
  expect(brands.length).toBeGreaterThan(0);
  expect(new Set(brands)).toEqual(new Set(['Asayaor']));
  await expectAccessible(page);
});

test('/pruebas answers and keeps out of search engines', async ({ page }) => {
  expect((await page.goto('/pruebas'))?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expectAccessible(page);
});

test("addresses that are not the shop's answer its 404 page, never a server error", async ({ request }) => {
  for (const path of [
    '/_image?href=/404.html',
    '/_image',
    '/c-catalogo-0',
    '/_astro/no-such-file.js',
    '/.env',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  const image = await request.get('/_image?href=/404.html');
  expect(await image.text()).toContain('<html lang="es"');
});

test('the auth callback leads to /login, keeping only a next address of this shop', async ({ request }) => {
  const to = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    return response.headers().location;
  };
  expect(await to('/auth/callback')).toBe('/login');
  expect(await to('/auth/callback?next=%2Fratings')).toBe('/login?next=%2Fratings');
  expect(await to('/auth/callback?next=%2Faccount%2Forders%3Fpage%3D2')).toBe(
    '/login?next=%2Faccount%2Forders%3Fpage%3D2',
  );
  for (const hostile of ['https://malicioso.example/', '//malicioso.example', '/\\malicioso.example'])
    expect(await to(`/auth/callback?next=${encodeURIComponent(hostile)}`), hostile).toBe('/login');
});
