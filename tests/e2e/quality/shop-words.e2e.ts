import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeOnEach } from '../support/each-screen';
import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { CLIENT_DIR } from '../support/build-output';
import { SEED_FACTS } from '@shop/sandbox-api';
import { PAN } from '../support/cart';
import { wordSlips } from '../support/page-words';
import { SCREENS } from '../support/screens';
import { servedPage } from '../support/served-page';
import { addToCartQuietly, signUpQuietly, uniqueEmail } from '../support/shopper';

// Issue 28 items 3 and 4: the shop's words and what a crawler and a client see.

/** Every shop of the marketplace, as the footer and the home list them (SHOP_DIRECTORY). */
const SHOP_LINKS = [
  ['Cocina y menaje', '/c-cocina-10047'],
  ['Bebidas', '/c-bebidas-10000'],
  ['Electro Gadgets', '/c-electronica-10011'],
  ['Jamoval', '/c-jamoval-10190'],
  ['Mascotas', '/c-mascotas-10153'],
  ['Bricolaje', '/c-bricolaje-10154'],
  ['Asayaor', '/asayaor'],
  ['Tarjetas regalo', '/c-tarjetas-regalo-10197'],
] as const;

/** The themed shops with a header of their own: their pages and their header say one name. */
const THEMED_SHOPS = SHOP_LINKS.slice(0, 6);

test('no pre-rendered page shows a {placeholder} or a doubled period in its text or meta', () => {
  const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  expect(files.length).toBeGreaterThan(100);
  const slips = files.flatMap((file) =>
    wordSlips(readFileSync(join(CLIENT_DIR, file), 'utf8')).map((slip) => `${file}: ${slip}`),
  );
  expect(slips).toEqual([]);
});

test('no page rendered on demand shows a {placeholder} or a doubled period, guest or customer', async ({
  page,
}) => {
  await addToCartQuietly(page, SEED_FACTS.pan);
  const guestPages = [
    PAN,
    '/c-catalogo-9999?q=sarten',
    '/c-catalogo-9999?q=saretn',
    '/c-catalogo-9999?q=zzqxw+ywqzz',
    '/c-cocina-10047/productos?page=2',
    '/cart',
    '/checkout/identification',
    '/login',
    '/login/recover_password',
    '/guest/order',
    '/guest/order/abc',
    '/payment/success',
    '/payment/cancel',
    '/configurar-cookies',
    '/wishlist',
    '/una-direccion-que-no-existe',
    '/sarten-que-no-existe-123456',
  ];
  const customerPages = [
    '/account',
    '/account/orders',
    '/account/addresses',
    '/account/profile',
    '/account/security',
  ];
  // The HTML as served, read with the browser's cookies (its cart, then its login) without rendering it.
  const slipsOf = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    return wordSlips(await response.text()).map((slip) => `${path}: ${slip}`);
  };
  const slips: string[] = [];
  for (const path of guestPages) slips.push(...(await slipsOf(path)));
  await signUpQuietly(page, uniqueEmail('palabras'));
  for (const path of customerPages) slips.push(...(await slipsOf(path)));
  expect(slips).toEqual([]);
});

test('every status line carries its reason phrase; the error pages and impossible addresses answer their status', async ({
  request,
}) => {
  const cases: [string, number, string][] = [
    ['/', 200, 'OK'],
    [PAN, 200, 'OK'],
    ['/una-direccion-que-no-existe', 404, 'Not Found'],
    ['/404', 404, 'Not Found'],
    ['/500', 500, 'Internal Server Error'],
    ['/guest/order/abc', 404, 'Not Found'],
    ['/c-cocina-10047/index.html', 404, 'Not Found'],
    ['/lo-que-sea/index.html', 404, 'Not Found'],
    ['/account', 303, 'See Other'],
  ];
  for (const [path, status, reason] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(`${response.status()} ${response.statusText()}`, path).toBe(`${status} ${reason}`);
  }
  // The not-found page of an impossible address is the shop's own, in Spanish.
  const folderIndex = await request.get('/lo-que-sea/index.html');
  expect(await folderIndex.text()).toContain('Página no encontrada');
});

test('a guest who never logged in is asked to log in, never told a session ended; a customer whose session ended is', async ({
  page,
  context,
}) => {
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Forders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('Tu sesión ha terminado')).toHaveCount(0);

  await signUpQuietly(page, uniqueEmail('sesion'));
  // The API's session ends (it expired), the shop's 'signed in' note stays in the browser.
  await context.clearCookies({ name: /^(sandbox_session|XSRF-TOKEN)$/ });
  await page.goto('/account/orders');
  await expect(page.getByText('Tu sesión ha terminado. Vuelve a iniciar sesión.')).toBeVisible();
});

test('the legal pages fill every placeholder and mark the example seller as an example', async ({
  page,
  request,
}) => {
  // A meta a crawler reads: the served HTML, without rendering it.
  const about = (await servedPage(request, '/links/sobre-nosotros')).document;
  const description = about.querySelector('meta[name="description"]')?.getAttribute('content');
  expect(description).toMatch(/operado por .+\S$/);
  expect(description).not.toMatch(/[{}]|\.\.$/);
  await page.goto('/links/aviso-legal');
  await expect(page.locator('[data-example-seller]')).toContainText('Empresa de ejemplo');
  const nif = (await page.getByText(/^NIF: /).textContent())!.slice('NIF: '.length);
  // A company's NIF (a letter, seven digits, a control character), never all zeros.
  expect(nif).toMatch(/^[A-HJNP-SUVW]\d{7}[0-9A-J]$/);
  expect(nif).not.toMatch(/^.0{7}/);
  await expect(page.getByText(/^Datos registrales: /)).not.toHaveText(/\b0+\b/);
  await expectAccessible(page);
});

describeOnEach(SCREENS, '%s', () => {
  test('the home keeps four sections of three tiles, then every shop and a row of offers', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const sections = main.locator('section[aria-labelledby^="home-section-"]');
    await expect(sections).toHaveCount(4);
    for (const section of await sections.all()) await expect(section.getByRole('listitem')).toHaveCount(3);
    const shops = main.getByRole('region', { name: 'Todas nuestras tiendas' });
    for (const [name, href] of SHOP_LINKS)
      await expect(shops.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    const offers = main.locator('[data-home-featured]');
    await expect(offers.getByRole('heading', { level: 2, name: 'Mejores ofertas' })).toBeVisible();
    await expect(offers.getByRole('region', { name: 'Mejores ofertas' }).locator('ul > li')).toHaveCount(4);
    await expect(offers.getByRole('link', { name: 'Ver todas las ofertas' })).toHaveAttribute(
      'href',
      '/l-mejores-ofertas',
    );
    await offers.scrollIntoViewIfNeeded();
    await expectAccessible(page);
  });

  test('a themed shop has one name: its header, its page, the footer; the footer lists every shop and the order lookup', async ({
    page,
  }) => {
    for (const [name, href] of THEMED_SHOPS) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(
        page
          .locator('header')
          .getByRole('link', { name: `Inicio de ${name}` })
          .first(),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
    }
    const footer = page.locator('footer.site-footer');
    const shops = footer.getByRole('navigation', { name: 'Nuestras tiendas' });
    for (const [name, href] of SHOP_LINKS)
      await expect(shops.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', { name: 'Consultar un pedido' })).toHaveAttribute(
      'href',
      '/guest/order',
    );
    await footer.getByRole('link', { name: 'Consultar un pedido' }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
  });

  test('the login page leads a guest buyer to the order lookup, under the name of its page', async ({
    page,
  }) => {
    await page.goto('/login');
    const link = page.getByRole('main').getByRole('link', { name: 'Consultar un pedido' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/guest\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultar un pedido' })).toBeVisible();
    await expectAccessible(page);
  });
});
