// A shopper's whole purchase in Chromium through nginx over https: register, confirm the e-mail,
// log in, log out, log in again, fill
// the cart, check out and pay by card with 3-D Secure (the sandbox's Redsys simulator), landing
// back on the shop's https origin.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/chromium-args.ts';
import { ensureChromium } from '../lib/chromium.ts';
import { confirmationLink } from './confirmation.ts';
import { SEED_FACTS } from '@shop/sandbox-api';

/** A product every fresh cart takes with one plain add (the e2e suite's pan). */
const PRODUCT_PATH = SEED_FACTS.pan.path;
/** The simulator's card that asks for the bank's code, and that code (scripts/sandbox-api/README.md). */
const CHALLENGE_CARD = '4918019199883839';
const BANK_OTP = '123456';
const CARD_EXPIRY = '12/30';
const CARD_CVV = '123';
const PASSWORD = 'Compras-2026-segura';
const ADDRESS = {
  Nombre: 'Ana',
  Apellidos: 'Pérez Gómez',
  Calle: 'Calle Mayor',
  Número: '5',
  'Código postal': '28013',
  Localidad: 'Madrid',
  Provincia: 'Madrid',
  Teléfono: '612345678',
} as const;
/** Longest wait for one step (a page, the bank's form); the whole journey takes some 20 s. */
const STEP_MS = 20_000;

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Waits until the page's address matches, on the shop's public origin. */
async function arrivedAt(page: Page, origin: string, path: RegExp, step: string): Promise<void> {
  await page
    .waitForURL((url) => url.origin === origin && path.test(`${url.pathname}${url.search}`), {
      timeout: STEP_MS,
    })
    .catch(() => {
      throw new Error(`${step}: expected ${origin}${path.source}, but the browser is at ${page.url()}.`);
    });
}

/** Fills and sends /login's form (the page must be on /login). */
async function logIn(page: Page, email: string): Promise<void> {
  const login = page.locator('[data-login-form]');
  await login.getByLabel('Correo electrónico').fill(email);
  await login.getByLabel('Contraseña').fill(PASSWORD);
  await login.getByRole('button', { name: 'Entrar' }).click();
}

export interface PurchaseSeen {
  email: string;
  orderId: number;
  returnedTo: string;
}

/**
 * The purchase, step by step, in Debian's Chromium trusting nothing but what it is told to
 * (`ignoreHTTPSErrors` for the run's self-signed certificate only). Throws at the first step that
 * fails, naming it.
 */
export async function checkPurchaseOverHttps(nginxUrl: string, sandboxUrl: string): Promise<PurchaseSeen> {
  const executablePath = await ensureChromium();
  expect(Boolean(executablePath), 'Chromium is needed for the purchase over https.');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: nginxUrl, ignoreHTTPSErrors: true, locale: 'es-ES' });
    context.setDefaultTimeout(STEP_MS);
    const page = await context.newPage();
    const email = `tls-${Date.now()}@example.com`;

    await page.goto('/login');
    const register = page.locator('[data-register-form]');
    await register.getByLabel('Correo electrónico').fill(email);
    await register.getByLabel('Contraseña', { exact: false }).first().fill(PASSWORD);
    await register.getByLabel('Repite la contraseña', { exact: false }).fill(PASSWORD);
    await register.getByRole('button', { name: 'Crear cuenta' }).click();
    await arrivedAt(page, nginxUrl, /^\/login\?aviso=registro-enviado$/, 'Registering');
    // The e-mailed link: the API confirms and sends the browser to the shop's auth callback, then /login.
    await page.goto(String(await confirmationLink(sandboxUrl, email)));
    await arrivedAt(page, nginxUrl, /^\/login\?aviso=cuenta-confirmada$/, 'Confirming the e-mail');

    await logIn(page, email);
    await arrivedAt(page, nginxUrl, /^\/account$/, 'Logging in');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await arrivedAt(page, nginxUrl, /^\/$/, 'Logging out');
    await page.goto('/login');
    await logIn(page, email);
    await arrivedAt(page, nginxUrl, /^\/account$/, 'Logging in again');
    const customerCookie = (await context.cookies(nginxUrl)).find((cookie) => cookie.name === 'mt_cliente');
    expect(Boolean(customerCookie), 'No mt_cliente cookie after logging in.');
    expect(customerCookie!.secure, 'mt_cliente was set without Secure over https.');

    // The plain form and the islands' first call would each open a session: let the islands' settle.
    await page.goto(PRODUCT_PATH, { waitUntil: 'networkidle' });
    await page.getByLabel('Cantidad').fill('1');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.getByRole('link', { name: /^Carrito \([1-9]\d*\)$/ }).waitFor();

    await page.goto('/checkout');
    await arrivedAt(page, nginxUrl, /^\/checkout\/shipping/, 'Checking out');
    for (const [label, value] of Object.entries(ADDRESS))
      await page.getByLabel(new RegExp(`^${label}( \\(obligatorio\\))?$`)).fill(value);
    await page.getByRole('button', { name: 'Ver formas de envío' }).last().click();
    const carriers = page.locator('[data-carriers-form]');
    await carriers.waitFor();
    await carriers.getByRole('button', { name: 'Continuar' }).click();
    await arrivedAt(page, nginxUrl, /^\/checkout\/payment$/, 'Choosing a carrier');
    await page.getByLabel('Tarjeta de crédito o débito').check();
    await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
    await arrivedAt(page, nginxUrl, /^\/checkout\/pay\?order=\d+$/, 'Placing the order');
    const orderId = Number(new URL(page.url()).searchParams.get('order'));

    const bank = page.frameLocator('iframe[title="Formulario de pago con tarjeta"]');
    await bank.getByLabel(/Número de (la )?tarjeta/).fill(CHALLENGE_CARD);
    await bank.getByLabel(/Caducidad/).fill(CARD_EXPIRY);
    await bank.getByLabel(/CVV|Código de seguridad/).fill(CARD_CVV);
    await bank.getByRole('button', { name: /Pagar/ }).click();
    await page.getByRole('heading', { name: 'Autenticación del titular' }).waitFor();
    await page.getByLabel(/Código|OTP/).fill(BANK_OTP);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    // The bank sends the shopper back to the return URL the shop gave it: https, on nginx.
    await arrivedAt(
      page,
      nginxUrl,
      new RegExp(`^/payment/success\\?order=${orderId}\\b`),
      'Paying (3-D Secure)',
    );
    await page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' }).waitFor();

    const charges = (await (await fetch(`${sandboxUrl}/__sandbox/charges?order_id=${orderId}`)).json()) as {
      data: { authorised: number | boolean }[];
    };
    expect(
      charges.data.filter((charge) => Boolean(charge.authorised)).length === 1,
      `Order ${orderId} was not charged exactly once: ${JSON.stringify(charges.data)}`,
    );
    return { email, orderId, returnedTo: page.url() };
  } finally {
    await browser.close();
  }
}
