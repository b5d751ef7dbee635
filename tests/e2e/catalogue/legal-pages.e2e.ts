import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { servedPage, textsOf } from '../support/served-page';

const PAGES = [
  ['/links/aviso-legal', 'Aviso legal'],
  ['/links/politica-privacidad', 'Política de privacidad'],
  ['/links/cookies', 'Política de cookies'],
  ['/links/terminos-condiciones', 'Términos y condiciones'],
  ['/links/sobre-nosotros', 'Sobre nosotros'],
] as const;

for (const [path, title] of PAGES) {
  test(`the legal page ${path} uses the legal layout`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('header[data-layout="legal"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAccessible(page);
  });
}

test('the aviso legal names the company from settings (LSSI art. 10)', async ({ page }) => {
  await page.goto('/links/aviso-legal');
  // The suite builds with the example seller's settings (src/lib/legal/example-seller.ts).
  await expect(page.getByText('NIF: B12345674')).toBeVisible();
  await expect(page.getByText('Titular: Mercado Temático Ejemplo, S.L.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('{');
});

test('the terms give 14 calendar days to withdraw and the privacy policy points to the AEPD', async ({
  request,
}) => {
  // The served texts, read without rendering them (each page's look: 'uses the legal layout').
  const terms = (await servedPage(request, '/links/terminos-condiciones')).document;
  expect(textsOf(terms, 'main').join(' ')).toContain('14 días naturales');
  const privacy = (await servedPage(request, '/links/politica-privacidad')).document;
  expect(textsOf(privacy, 'main').join(' ')).toContain('AEPD');
});

test('addresses in the legal texts are links: the AEPD site and the help e-mail', async ({ page }) => {
  await page.goto('/links/politica-privacidad');
  await expect(page.locator('main a[href="https://www.aepd.es"]')).toHaveText('www.aepd.es');
  const mail = page.locator('main a[href^="mailto:"]').first();
  await expect(mail).toBeVisible();
  expect(await mail.getAttribute('href')).toBe(`mailto:${await mail.textContent()}`);
});
