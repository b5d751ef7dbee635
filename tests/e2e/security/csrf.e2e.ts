import { expect, test } from '../support/test';

// The shop's CSRF defence (src/server/README.md, "Security and caching headers"): the origin check and the
// Sec-Fetch-Site check, both in the shop's middleware. The server adds the API's XSRF token itself, so nothing else stops a
// form another site makes a shopper's browser send.

const EVIL = 'https://evil.example';
const DEMO = { email: 'cliente@example.com', password: 'Mercado2026!' };

test('a form posted from another site to /login gets 403, with either defence on its own', async ({
  request,
  baseURL,
}) => {
  const login = (headers: Record<string, string>) =>
    request.post('/login', {
      form: { email: DEMO.email, password: DEMO.password },
      headers,
      maxRedirects: 0,
    });

  // What a browser sends for a forged form on another site.
  const forged = await login({ Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['set-cookie']).toBeUndefined();
  // The origin check alone: another Origin, no Fetch Metadata (an older browser); in Spanish too.
  const foreignOrigin = await login({ Origin: EVIL });
  expect(foreignOrigin.status()).toBe(403);
  expect(await foreignOrigin.text()).toContain('Envío no permitido');
  // The middleware alone: the shop's own Origin, but the browser says the request is cross-site.
  const crossSite = await login({ Origin: baseURL!, 'Sec-Fetch-Site': 'cross-site' });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['cache-control']).toBe('private, no-store');
  const page = await crossSite.text();
  expect(page).toContain('<html lang="es">');
  expect(page).toContain('Envío no permitido');
  // A sibling subdomain is another party too.
  expect((await login({ Origin: baseURL!, 'Sec-Fetch-Site': 'same-site' })).status()).toBe(403);
});

test("the shop's own login form still works, and its posts say they come from the same origin", async ({
  page,
  baseURL,
}) => {
  const posts: (string | null)[] = [];
  page.on('request', async (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/login')
      posts.push(await request.headerValue('sec-fetch-site'));
  });
  await page.goto('/login');
  const form = page.locator('[data-login-form]');
  await form.getByLabel('Correo electrónico').fill(DEMO.email);
  await form.getByLabel('Contraseña').fill(DEMO.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  expect(posts).toEqual(['same-origin']);
  // Over plain http (this server's SITE_URL) the shop's own cookie is not Secure; over https it is
  // (the scale-out check).
  const note = (await page.context().cookies(baseURL)).find((cookie) => cookie.name === 'mt_cliente');
  expect(note?.secure).toBe(false);
});
