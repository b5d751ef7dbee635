import { expect, test } from '../support/test';
import { answerCookieBanner, journalDataLayer, standInForGoogle } from '../support/analytics';
import { submitNewPassword } from '../support/shopper';

// Issue 29 item 6: the reset link's secret and the rating link's token leave with nothing. The
// page sends no Referer (not even to the shop's next page, where analytics reads it), its address
// bar drops them once read, and analytics' page_location never carries them.

const SECRET = 's3cr3t-de-prueba-29';
const TOKEN = 't0ken-de-prueba-29';

test('a reset link: no Referer, the secret gone from the address bar, and none in analytics', async ({
  page,
}) => {
  await standInForGoogle(page);
  const journal = await journalDataLayer(page);
  const response = await page.goto(`/login/reset_password?secret=${SECRET}&email=ana%40example.com`);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  // Read: the form keeps it; the address no longer shows it (nor the e-mail).
  await expect(page.locator('input[name="secret"]')).toHaveValue(SECRET);
  await expect(page).toHaveURL(/\/login\/reset_password$/);
  await answerCookieBanner(page, 'Aceptar');
  await expect.poll(async () => JSON.stringify(await journal())).toContain('"config"');

  // The next page of the shop gets no Referer at all.
  const next = page.waitForRequest((request) => new URL(request.url()).pathname === '/links/aviso-legal');
  await page.locator('footer a[href="/links/aviso-legal"]').click();
  expect((await next).headers().referer).toBeUndefined();
  await expect(page).toHaveURL(/\/links\/aviso-legal$/);
  expect(await page.evaluate(() => document.referrer)).toBe('');
  expect(JSON.stringify(await journal())).not.toContain(SECRET);

  // Its form still posts: a no-referrer page's form has an opaque Origin, which the shop takes
  // with the browser's Sec-Fetch-Site: same-origin (here the API then refuses the made-up secret).
  await page.goto(`/login/reset_password?secret=${SECRET}&email=ana%40example.com`);
  await expect(page.locator('input[name="secret"]')).toHaveValue(SECRET);
  await submitNewPassword(page, 'NuevaClave2026');
  await expect(
    page.getByText('El enlace para restablecer la contraseña no es válido o ha caducado.'),
  ).toBeVisible();
});

test('a rating link: no Referer and the token gone from the address bar once read', async ({ page }) => {
  const response = await page.goto(`/ratings/1?token=${TOKEN}&aviso=valoracion-enviada`);
  // No such order for that token: a 404 page of its own, with the same care.
  expect(response?.status()).toBe(404);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page).toHaveURL(/\/ratings\/1\?aviso=valoracion-enviada$/);
});
