import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { registerOnApi } from '../support/guest-orders';
import { outbox } from '../support/sandbox';
import {
  ADDRESS,
  confirmationLink,
  fillAddress,
  logInCustomer,
  newCustomer,
  PASSWORD,
  signUpQuietly,
  submitNewPassword,
  uniqueEmail,
} from '../support/shopper';

const accountLink = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Cuenta y carrito' }).locator('[data-header-account]');

test('register, see the avatar and the shops, log out', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page);
  await newCustomer(page, 'registro');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  // The header shows the first letter of the name (the part of the e-mail before '@' by default).
  await expect(accountLink(page)).toHaveAttribute('href', '/account');
  await expect(accountLink(page)).toHaveAccessibleName('Mi cuenta');
  await expect(accountLink(page).locator('[data-account-initial]')).toHaveText('R');
  // The dashboard lists the shops of the customer's client (GET api/v1/clients/{clientId}/shops).
  const shops = page.getByRole('region', { name: 'Tus tiendas' });
  await expect(shops.getByRole('link', { name: 'Bebidas' })).toHaveAttribute('href', '/c-bebidas-10000');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page)).toHaveAttribute('href', '/login');
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Forders/);
  // Logged out by the shopper: the login page asks, it does not say a session ran out.
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('Tu sesión ha terminado')).toHaveCount(0);
});

// Its own test: five pages, each checked by axe, are most of a minute on a loaded 2-core machine.
test('a new customer visits every account page from its navigation', async ({ page }) => {
  await signUpQuietly(page, uniqueEmail('secciones'));
  await page.goto('/account');
  for (const [link, heading] of [
    ['Pedidos', 'Pedidos'],
    ['Facturas', 'Facturas'],
    ['Direcciones', 'Direcciones'],
    ['Datos personales', 'Datos personales'],
    ['Seguridad', 'Seguridad'],
  ]) {
    await page
      .getByRole('navigation', { name: 'Secciones de mi cuenta' })
      .getByRole('link', { name: link })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
});

test('login errors are Spanish and keep the e-mail; registration checks the confirmation and never tells an e-mail is taken', async ({
  page,
}) => {
  await page.goto('/login');
  const login = page.locator('[data-login-form]');
  await login.getByLabel('Correo electrónico').fill('cliente@example.com');
  await login.getByLabel('Contraseña').fill('equivocada');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByText('Estas credenciales no coinciden con nuestros registros.').first(),
  ).toBeVisible();
  await expect(login.getByLabel('Correo electrónico')).toHaveValue('cliente@example.com');
  await expectAccessible(page);
  const register = page.locator('[data-register-form]');
  await register.getByLabel('Correo electrónico').fill('cliente@example.com');
  await register.getByLabel('Contraseña').first().fill(PASSWORD);
  await register.getByLabel('Repite la contraseña').fill('otra-cosa-123');
  await register.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('La confirmación de la contraseña no coincide.')).toBeVisible();
  await expect(page.getByText('ya está registrado')).toHaveCount(0);
  // A right form with an e-mail that has an account answers like a sign-up by e-mail: nobody is
  // logged in, and the account's owner is told by e-mail instead.
  const existing = uniqueEmail('ya-registrada');
  await registerOnApi(existing);
  // Still on /login (the refused form's answer): the same form again, every field typed anew.
  await register.getByLabel('Correo electrónico').fill(existing.toUpperCase());
  await register.getByLabel('Contraseña').first().fill('OtraClave2026!');
  await register.getByLabel('Repite la contraseña').fill('OtraClave2026!');
  await register.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/login\?aviso=registro-enviado$/);
  await expect(page.getByText('Te hemos enviado un correo para continuar.')).toBeVisible();
  await expect(page.getByText('ya está registrado')).toHaveCount(0);
  await expect(accountLink(page)).toHaveAttribute('href', '/login');
  await expectAccessible(page);
  const [notice] = await outbox('email', existing);
  expect(notice).toMatchObject({ recipient: existing, template: 'registration_attempt' });
  expect(String(notice?.payload.reset_link)).toMatch(/\/login\/recover_password$/);
});

test('a new e-mail and a taken one get the same answer; the new account logs in once its e-mailed link confirms it', async ({
  page,
}) => {
  const register = page.locator('[data-register-form]');
  const login = page.locator('[data-login-form]');
  // Each answer is /login with its forms: the second sign-up starts from the first one's answer.
  const answerTo = async (email: string) => {
    if (!page.url().includes('/login')) await page.goto('/login');
    await register.getByLabel('Correo electrónico').fill(email);
    await register.getByLabel('Contraseña').first().fill(PASSWORD);
    await register.getByLabel('Repite la contraseña').fill(PASSWORD);
    await register.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    return { url: page.url(), main: await page.locator('main').textContent() };
  };
  const fresh = uniqueEmail('nueva');
  expect(await answerTo(fresh)).toEqual(await answerTo('cliente@example.com'));
  await expect(accountLink(page)).toHaveAttribute('href', '/login');

  // Before the link: the right password is told to confirm first (and the link is sent again).
  await login.getByLabel('Correo electrónico').fill(fresh);
  await login.getByLabel('Contraseña').fill(PASSWORD);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByText('Confirma tu correo electrónico para entrar: te hemos enviado de nuevo el enlace.'),
  ).toBeVisible();
  await expect(accountLink(page)).toHaveAttribute('href', '/login');

  const link = await confirmationLink(fresh);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?aviso=cuenta-confirmada$/);
  await expect(page.getByText('Tu correo está confirmado. Ya puedes iniciar sesión.')).toBeVisible();
  await expectAccessible(page);
  // A link works once.
  await page.goto(link);
  await expect(
    page.getByText('El enlace de confirmación no es válido o ha caducado.', { exact: false }),
  ).toBeVisible();
  await logInCustomer(page, fresh);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
});

test('a forgotten password: the e-mailed link sets a new one, which then logs in', async ({ page }) => {
  // An account made on the API: registering and logging out through the pages are the tests above.
  const email = uniqueEmail('olvido');
  await registerOnApi(email);
  await page.goto('/login/recover_password');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si el correo está registrado, recibirás un enlace')).toBeVisible();
  await expectAccessible(page);
  const [message] = await outbox('email', email);
  const link = new URL(String(message?.payload.link));
  await page.goto(`${link.pathname}${link.search}`);
  await submitNewPassword(page, 'NuevaClave2026');
  await expect(page.getByText('Tu contraseña se ha restablecido. Ya puedes iniciar sesión.')).toBeVisible();
  const login = page.locator('[data-login-form]');
  await login.getByLabel('Correo electrónico').fill(email);
  await login.getByLabel('Contraseña').fill('NuevaClave2026');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await submitNewPassword(page, 'OtraClave2026');
  await expect(
    page.getByText('El enlace para restablecer la contraseña no es válido o ha caducado.'),
  ).toBeVisible();
});

test('addresses: a wrong postal code is explained, a right address is saved, made default and removed; the name changes the greeting', async ({
  page,
}) => {
  await signUpQuietly(page, uniqueEmail('direcciones'));
  await page.goto('/account/addresses');
  const form = page.locator('#address-form');
  await fillAddress(form);
  await form.getByLabel(/^Código postal/).fill('99999');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByLabel(/^Código postal/)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await form.getByLabel(/^Código postal/).fill(ADDRESS['Código postal']);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Dirección guardada.')).toBeVisible();
  await expect(page.locator('[data-address]')).toHaveCount(1);
  await expect(page.locator('[data-address]')).toContainText('Predeterminada');
  await page.getByRole('button', { name: `Eliminar la dirección de ${ADDRESS.Nombre}` }).click();
  await expect(page.getByText('Dirección eliminada.')).toBeVisible();
  await expect(page.locator('[data-address]')).toHaveCount(0);
  await page.goto('/account/profile');
  await page.getByLabel(/^Nombre/).fill('Marta Ruiz');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tu nombre se ha guardado.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Secciones de mi cuenta' })).toContainText(
    'Hola, Marta Ruiz',
  );
  await expect(accountLink(page).locator('[data-account-initial]')).toHaveText('M');
});
