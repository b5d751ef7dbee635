import type { Page } from '@playwright/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { expectAccessible } from '../support/axe';
import { cartLink, miniCart } from '../support/cart';
import { placeOrder } from '../support/guest-orders';
import { ADDRESS, fillAddress, logInQuietly, PASSWORD, signUpQuietly, uniqueEmail } from '../support/shopper';
import { expect, test } from '../support/test';

// Issue 18 item 3: the account's islands (address book, profile, password, "Volver a comprar")
// work without a reload once hydrated, and the same pages keep working as plain forms without
// JavaScript, on a desktop and on a phone.

const PHONE = { width: 390, height: 844 };
const field = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\(obligatorio\\))?$`));

/** Waits until no island of the account page is still hydrating (its `data-island` mark), so clicks go through React. */
async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('[data-island="hydrating"]')).toHaveCount(0);
}

/** React's complaints (a server HTML the island does not match, error #418): none expected. */
function reactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A mark on the window that a reload would wipe: the island worked without one. */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * The address cards of the address book as the shop's server renders it for this shopper: what a
 * new visit shows, read without loading the page again.
 */
async function servedAddresses(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/account/addresses')).text();
  return html.match(/<li[^>]*\sdata-address[\s>=][\s\S]*?<\/li>/g) ?? [];
}

/** A new customer (`label` in the e-mail) on `path`, its islands hydrated; returns the page's mark. */
async function newCustomerOn(page: Page, label: string, path: string): Promise<() => Promise<boolean>> {
  await signUpQuietly(page, uniqueEmail(label));
  await page.goto(path);
  await islandsHydrated(page);
  return markPage(page);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  test.describe(`with JavaScript, ${device}`, () => {
    test.use({ viewport });

    test('the address book checks the postal code and phone inline, then adds, edits, makes default and deletes without a reload', async ({
      page,
    }) => {
      const errors = reactErrors(page);
      const samePage = await newCustomerOn(page, `libreta-${device}`, '/account/addresses');
      const form = page.locator('#address-form');
      await fillAddress(form);
      // Leaving a wrong postal code or phone says so at once, before anything is sent.
      await field(form, 'Código postal').fill('99123');
      await field(form, 'Teléfono').fill('12345');
      await field(form, 'Nombre').focus();
      await expect(field(form, 'Código postal')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('El código postal no es válido.')).toBeVisible();
      await expect(form.getByText('El teléfono no es válido.')).toBeVisible();
      await expectAccessible(page);
      // Sending anyway keeps the form and puts the shopper on the first field to fix.
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(field(form, 'Código postal')).toBeFocused();
      await field(form, 'Código postal').fill(ADDRESS['Código postal']);
      await field(form, 'Teléfono').fill('+34 612 34 56 78');
      await expect(form.getByText('El teléfono no es válido.')).toHaveCount(0);
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Dirección guardada.' })).toBeVisible();
      await expect(page.locator('[data-address]')).toHaveCount(1);
      await expect(page.locator('[data-address]')).toContainText('Predeterminada');
      await expect(field(form, 'Nombre')).toHaveValue('');
      // A second address, then the default moves to it.
      await fillAddress(form);
      await field(form, 'Nombre').fill('Luis');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.locator('[data-address]')).toHaveCount(2);
      await page.getByRole('button', { name: 'Usar la dirección de Luis como predeterminada' }).click();
      await expect(page.locator('[data-address]').filter({ hasText: 'Luis' })).toContainText(
        'Predeterminada',
      );
      await expect(page.locator('[data-address]').filter({ hasText: 'Ana' })).not.toContainText(
        'Predeterminada',
      );
      // Editing fills the form with the address; the API's refusal lands next to its field.
      await page.getByRole('link', { name: `Editar la dirección de ${ADDRESS.Nombre}` }).click();
      await expect(page.getByRole('heading', { name: 'Editar', exact: true })).toBeVisible();
      await expect(field(form, 'Nombre')).toHaveValue(ADDRESS.Nombre);
      await field(form, 'Provincia').fill('Sevilla');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(form.getByText('La provincia no corresponde al código postal.')).toBeVisible();
      await expect(field(form, 'Provincia')).toBeFocused();
      await field(form, 'Provincia').fill('Madrid');
      await field(form, 'Calle').fill('Calle de Alcalá');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.locator('[data-address]').filter({ hasText: 'Ana' })).toContainText(
        'Calle de Alcalá',
      );
      await page.getByRole('button', { name: `Eliminar la dirección de ${ADDRESS.Nombre}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Dirección eliminada.' })).toBeVisible();
      await expect(page.locator('[data-address]')).toHaveCount(1);
      await expectAccessible(page);
      expect(await samePage()).toBe(true);
      // What the island did is what the API keeps: the page's next visit shows it.
      const kept = await servedAddresses(page);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toContain('Luis');
      expect(errors).toEqual([]);
    });

    test('profile and password save without a reload, with their errors next to the fields', async ({
      page,
    }) => {
      const errors = reactErrors(page);
      const samePage = await newCustomerOn(page, `perfil-${device}`, '/account/profile');
      await field(page, 'Nombre').fill('');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
      await expect(field(page, 'Nombre')).toBeFocused();
      await field(page, 'Nombre').fill('Marta Ruiz');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Tu nombre se ha guardado.' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Secciones de mi cuenta' })).toContainText(
        'Hola, Marta Ruiz',
      );
      await expect(page.locator('[data-header-account] [data-account-initial]')).toHaveText('M');
      await expectAccessible(page);
      expect(await samePage()).toBe(true);

      await page.goto('/account/security');
      await islandsHydrated(page);
      const stillSamePage = await markPage(page);
      await field(page, 'Contraseña actual').fill('no-es-esta-1');
      await field(page, 'Nueva contraseña').fill('corta');
      await field(page, 'Repite la contraseña').fill('otra');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
      await expect(page.getByText('La confirmación de la contraseña no coincide.')).toBeVisible();
      await expect(field(page, 'Nueva contraseña')).toBeFocused();
      await field(page, 'Nueva contraseña').fill('Nueva2026!');
      await field(page, 'Repite la contraseña').fill('Nueva2026!');
      await page.getByRole('button', { name: 'Guardar' }).click();
      // The API's 422, in Spanish, next to the field it names.
      await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
      await expect(field(page, 'Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await field(page, 'Contraseña actual').fill(PASSWORD);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Tu contraseña se ha cambiado.' }),
      ).toBeVisible();
      await expect(field(page, 'Nueva contraseña')).toHaveValue('');
      expect(await stillSamePage()).toBe(true);
      expect(errors).toEqual([]);
    });

    test('"Volver a comprar" on the order list fills the cart and opens the mini cart where it shows', async ({
      page,
    }) => {
      const email = uniqueEmail(`recompra-${device}`);
      const errors = reactErrors(page);
      await placeOrder(email, { customer: true });
      await logInQuietly(page, email);
      await page.goto('/account/orders');
      await islandsHydrated(page);
      const samePage = await markPage(page);
      await expectAccessible(page);
      // The header's count before: the order's pan may still be in the cart (it is pending payment).
      const count = async () =>
        Number((await cartLink(page).locator('.sr-only').textContent())?.match(/\d+/)?.[0]);
      await expect(cartLink(page)).toHaveAccessibleName(/^Carrito \(\d+\)$/);
      const before = await count();
      await page.getByRole('button', { name: /^Volver a comprar el pedido / }).click();
      await expect(page.getByText('Los productos del pedido están en tu carrito.')).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName(`Carrito (${before + 1})`);
      if (viewport.width >= 600) await expect(miniCart(page)).toContainText(SEED_FACTS.pan.name);
      else await expect(miniCart(page)).toBeHidden();
      expect(await samePage()).toBe(true);
      expect(errors).toEqual([]);
    });

    test('a network failure is the toast of §8 and nothing typed is lost', async ({ page }) => {
      await signUpQuietly(page, uniqueEmail(`sin-red-${device}`));
      await page.goto('/account/addresses');
      await islandsHydrated(page);
      const form = page.locator('#address-form');
      await fillAddress(form);
      await page.route('**/store-front/api/account/addresses', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
      );
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('No es posible acceder al servicio')).toBeVisible();
      await expect(field(form, 'Calle')).toHaveValue(ADDRESS.Calle);
      await expect(field(form, 'Código postal')).toHaveValue(ADDRESS['Código postal']);
      await expect(page.locator('[data-address]')).toHaveCount(0);
      await page.unroute('**/store-front/api/account/addresses');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.locator('[data-address]')).toHaveCount(1);
    });
  });
}

test.describe('without JavaScript, phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the address book, profile and password forms post and redirect, with the errors by their fields', async ({
    page,
  }) => {
    const email = uniqueEmail('sin-js');
    await placeOrder(email, { customer: true });
    await logInQuietly(page, email);
    await page.goto('/account/addresses');
    const form = page.locator('#address-form');
    await fillAddress(form);
    await field(form, 'Código postal').fill('99123');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(field(form, 'Código postal')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('El código postal no es válido.')).toBeVisible();
    await expect(field(form, 'Calle')).toHaveValue(ADDRESS.Calle);
    await field(form, 'Código postal').fill(ADDRESS['Código postal']);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/aviso=direccion-guardada/);
    await expect(page.locator('[data-address]')).toHaveCount(1);
    await page.getByRole('link', { name: `Editar la dirección de ${ADDRESS.Nombre}` }).click();
    await expect(field(form, 'Nombre')).toHaveValue(ADDRESS.Nombre);
    await field(form, 'Calle').fill('Calle de Alcalá');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('[data-address]')).toContainText('Calle de Alcalá');
    await page.getByRole('button', { name: `Eliminar la dirección de ${ADDRESS.Nombre}` }).click();
    await expect(page.getByText('Dirección eliminada.')).toBeVisible();
    await expect(page.locator('[data-address]')).toHaveCount(0);

    await page.goto('/account/profile');
    await field(page, 'Nombre').fill('Pilar');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tu nombre se ha guardado.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Secciones de mi cuenta' })).toContainText(
      'Hola, Pilar',
    );

    await page.goto('/account/security');
    await field(page, 'Contraseña actual').fill('no-es-esta-1');
    await field(page, 'Nueva contraseña').fill('Nueva2026!');
    await field(page, 'Repite la contraseña').fill('Nueva2026!');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await expect(field(page, 'Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
  });

  test('"Volver a comprar" posts the order to the list, which fills the cart and goes to /cart', async ({
    page,
  }) => {
    const email = uniqueEmail('sin-js-recompra');
    await placeOrder(email, { customer: true });
    await logInQuietly(page, email);
    await page.goto('/account/orders');
    await page.getByRole('button', { name: /^Volver a comprar el pedido / }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Los productos del pedido están en tu carrito.')).toBeVisible();
    await expect(page.locator('.cart-line').filter({ hasText: SEED_FACTS.pan.name })).toBeVisible();
  });
});
