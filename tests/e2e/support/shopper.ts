import { type APIResponse, expect, type Locator, type Page, test } from '@playwright/test';
import { outbox } from './sandbox';

/** A fresh e-mail per test: the sandbox keeps accounts for the whole run. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A fresh Spanish mobile per test: the sandbox takes 3 gift card requests a mobile an hour, as the
 * shop does (GIFT_CARD_PER_MOBILE), and a run asks for more than that.
 */
export function uniqueMobile(): string {
  return `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export const PASSWORD = 'Compras2026!';

/**
 * Registers through /login as a shopper would: asks for the account, opens the confirmation link
 * the sandbox e-mailed (API → the shop's auth callback → /login), logs in and lands on /account
 * (or `next`).
 */
export async function registerCustomer(page: Page, email: string, next?: string): Promise<void> {
  if (!onLoginPage(page)) await page.goto('/login');
  const form = page.locator('[data-register-form]');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña', { exact: false }).first().fill(PASSWORD);
  await form.getByLabel('Repite la contraseña', { exact: false }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Te hemos enviado un correo para continuar.')).toBeVisible();
  await page.goto(await confirmationLink(email));
  await expect(page.getByText('Tu correo está confirmado. Ya puedes iniciar sesión.')).toBeVisible();
  await logInCustomer(page, email, next);
}

/** Whether the page is /login already, its forms there: no need to load it again. */
const onLoginPage = (page: Page) => new URL(page.url()).pathname === '/login';

/** The shop's origin, which a form its own page posts names (the shop refuses foreign forms). */
const shopOrigin = () => new URL(test.info().project.use.baseURL!).origin;

/**
 * Sends `form` to the shop's `path` as one of its own pages' plain forms would, through the
 * browser's cookies (what the shop sets stays for the page), without loading a page. Redirects are
 * followed unless `maxRedirects` says otherwise.
 */
export function postQuietly(
  page: Page,
  path: string,
  form: Record<string, string>,
  maxRedirects?: number,
): Promise<APIResponse> {
  return page.request.post(path, { headers: { Origin: shopOrigin() }, form, maxRedirects });
}

/**
 * Creates a confirmed customer and logs them in through the browser's cookies with the posts
 * /login's forms send and the e-mailed link, without loading a page: where the account is only a
 * test's starting point, the test goes on to the page it is about (three or four page loads fewer
 * than registerCustomer; issue 30: the suite's time). How a shopper registers through the pages is
 * registerCustomer's, and accounts.e2e.ts's tests.
 */
export async function signUpQuietly(page: Page, email: string): Promise<void> {
  const registered = await postQuietly(page, '/login', {
    intent: 'register',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(await registered.text()).toContain('Te hemos enviado un correo para continuar.');
  const confirmed = await page.request.get(await confirmationLink(email));
  expect(await confirmed.text()).toContain('Tu correo está confirmado. Ya puedes iniciar sesión.');
  await logInQuietly(page, email);
}

/**
 * Logs a confirmed customer in (with PASSWORD, or `password`) with the post /login's form sends,
 * through the browser's cookies, without loading a page: where the session is only a test's
 * starting point. Logging in through the page is logInCustomer's.
 */
export async function logInQuietly(page: Page, email: string, password = PASSWORD): Promise<void> {
  const loggedIn = await postQuietly(page, '/login', { intent: 'login', email, password }, 0);
  expect(loggedIn.headers().location, `login of ${email}`).toMatch(/\/account$/);
}

/** Registers a customer with a fresh e-mail (`label` in it), logged in on /account; returns the e-mail. */
export async function newCustomer(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerCustomer(page, email);
  return email;
}

/** The link of the newest confirmation e-mail the sandbox sent to `email`. */
export async function confirmationLink(email: string): Promise<string> {
  const message = (await outbox('email', email)).find(({ template }) => template === 'registration_confirm');
  if (!message) throw new Error(`No confirmation e-mail to ${email}`);
  return String(message.payload.link);
}

/** Logs in through /login's form and lands on /account (or `next`). */
export async function logInCustomer(
  page: Page,
  email: string,
  next?: string,
  password = PASSWORD,
): Promise<void> {
  if (next || !new URL(page.url()).pathname.startsWith('/login'))
    await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  const login = page.locator('[data-login-form]');
  await login.getByLabel('Correo electrónico').fill(email);
  await login.getByLabel('Contraseña').fill(password);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(next ? new RegExp(`${next.replace(/[/?]/g, '\\$&')}`) : /\/account$/);
}

/** Logs out from the account page and back in: the session of a returning customer. */
export async function logOutAndBackIn(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logInCustomer(page, email);
}

/** Fills and posts the form of the reset page (the e-mailed link's) with a new `password`. */
export async function submitNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
}

/** Adds a product to the cart through the plain form (no need to wait for islands). */
export async function addToCartByForm(page: Page, path: string, quantity = 1): Promise<void> {
  // Once the page's scripts have run (goto waits for them), as a shopper who reads before buying.
  await page.goto(path);
  await page.getByLabel('Cantidad').fill(String(quantity));
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByRole('link', { name: /^Carrito \(\d+\)$/ })).not.toHaveAccessibleName('Carrito (0)');
}

/**
 * Puts `quantity` of `product` in the cart with the post the product page's plain form sends,
 * through the browser's cookies, without loading a page: where a filled cart is only a test's
 * starting point (the product page and its scripts not loaded; issue 30: the suite's time). Adding
 * from the product page is addToCartByForm's, and the cart tests'.
 */
export async function addToCartQuietly(
  page: Page,
  product: { id: number; name: string },
  quantity = 1,
): Promise<void> {
  const cart = await postQuietly(page, '/cart/add', { id: String(product.id), quantity: String(quantity) });
  expect(new URL(cart.url()).pathname).toBe('/cart');
  const html = await cart.text();
  expect(html, 'the cart after the post').toContain(product.name);
  expect(html).not.toContain('Fallo en el servidor.');
}

/** The shipping address of the tests (Madrid: peninsula carriers). */
export const ADDRESS = {
  Nombre: 'Ana',
  Apellidos: 'Pérez Gómez',
  Calle: 'Calle Mayor',
  Número: '5',
  'Código postal': '28013',
  Localidad: 'Madrid',
  Provincia: 'Madrid',
  Teléfono: '612345678',
} as const;

/** Fills the address form of the shipping step (or the account's), within `scope`. */
export async function fillAddress(scope: Page | Locator): Promise<void> {
  for (const [label, value] of Object.entries(ADDRESS)) {
    await scope.getByLabel(new RegExp(`^${label}( \\(obligatorio\\))?$`)).fill(value);
  }
}

/** Types a card into the bank's form (the sandbox's Redsys simulator, in its iframe) and pays. */
export async function payWithCard(page: Page, card: string, { doubleClick = false } = {}): Promise<void> {
  const bank = page.frameLocator('iframe[title="Formulario de pago con tarjeta"]');
  await bank.getByLabel(/Número de (la )?tarjeta/).fill(card);
  await bank.getByLabel(/Caducidad/).fill('12/30');
  await bank.getByLabel(/CVV|Código de seguridad/).fill('123');
  const pay = bank.getByRole('button', { name: /Pagar/ });
  await (doubleClick ? pay.dblclick() : pay.click());
}

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard-only shopper would. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (
      await target
        .evaluate(
          (element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus(),
        )
        .catch(() => false)
    )
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}
