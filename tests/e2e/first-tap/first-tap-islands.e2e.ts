import type { Page } from '@playwright/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { cookieBanner } from '../support/analytics';
import { expectAccessible } from '../support/axe';
import { cartLink, cartLinesOnServer, miniCart } from '../support/cart';
import {
  addShown,
  bannerAnswered,
  expectOnceInCart,
  expectStayed,
  guestWithPan,
  holdIslandCode,
  islandState,
  pressBeforeReact,
  signedIn,
  watchPlainPosts,
} from '../support/early-press';
import { placeOrder, registerOnApi } from '../support/guest-orders';
import { fillAddress, PASSWORD, uniqueEmail } from '../support/shopper';
import { SIZES } from '../support/sizes';
import { expect, test } from '../support/test';

/**
 * Issue 27 item 1, beyond the buy button (first-tap.e2e.ts): a press on any island's control that
 * comes before React has hydrated has the outcome of the same press on the hydrated page. Each
 * press is made while the island's code is held back (holdIslandCode), so it provably comes first;
 * then the page must stay (no plain post, same address) and show the change, made once.
 */
const PAN = SEED_FACTS.pan;
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(obligatorio\\))?$`));

for (const size of SIZES)
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);
    const { touch } = size;

    test('the buy island: a quantity typed and the add pressed before React add that quantity, once, in place', async ({
      page,
      baseURL,
    }) => {
      await bannerAnswered(page, baseURL!);
      const posts = watchPlainPosts(page);
      const release = await holdIslandCode(page, 'AddToCart');
      await page.goto(PAN.path, { waitUntil: 'domcontentloaded' });
      const form = page.locator('form.add-to-cart');
      await form.getByLabel('Cantidad', { exact: true }).fill('3');
      await pressBeforeReact(form.getByRole('button', { name: 'Añadir al carrito' }), touch, release);
      await addShown(page, PAN.name, touch);
      expectStayed(page, posts, PAN.path);
      await expectAccessible(page);
      await expectOnceInCart(page, PAN.name, 3);
    });

    test('the cart page: +, − and the removal, each pressed before React, change the cart once, in place', async ({
      page,
      baseURL,
    }) => {
      const posts = await guestWithPan(page, baseURL!, 2);
      const line = page.locator('.cart-line');
      const steps = [
        { button: `Aumentar cantidad: ${PAN.name}`, units: 3 },
        { button: `Disminuir cantidad: ${PAN.name}`, units: 2 },
        { button: `Eliminar ${PAN.name}`, units: 0 },
      ];
      for (const step of steps) {
        const release = await holdIslandCode(page, 'CartPage');
        await page.goto('/cart', { waitUntil: 'domcontentloaded' });
        await pressBeforeReact(line.getByRole('button', { name: step.button, exact: true }), touch, release);
        await expect(cartLink(page)).toHaveAccessibleName(`Carrito (${step.units})`);
        if (step.units > 0)
          await expect(line.getByLabel('Cantidad', { exact: true })).toHaveValue(String(step.units));
        else await expect(page.getByText('Tu carrito está vacío', { exact: true })).toBeVisible();
        expectStayed(page, posts, '/cart');
        if (step.units === 3) await expectAccessible(page);
      }
      // What the page showed is what the API keeps: the cart page the server renders now.
      expect(await cartLinesOnServer(page)).toEqual([]);
    });

    test("checkout: the contact's 'Continuar' and the address's 'Ver formas de envío', pressed before React, go on without a plain post", async ({
      page,
      baseURL,
    }) => {
      const posts = await guestWithPan(page, baseURL!);
      const releaseContact = await holdIslandCode(page, 'ContactForm');
      const releaseShipping = await holdIslandCode(page, 'ShippingStep');
      await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
      await page
        .getByLabel(/^Correo electrónico/)
        .first()
        .fill(uniqueEmail(`pronto-${size.name}`));
      await pressBeforeReact(page.getByRole('button', { name: 'Continuar' }), touch, releaseContact);
      // The hydrated step saves the contact and then opens the next step, as here.
      await page.waitForURL(/\/checkout\/shipping$/, { waitUntil: 'domcontentloaded' });
      await fillAddress(page);
      await pressBeforeReact(
        page.getByRole('button', { name: 'Ver formas de envío' }),
        touch,
        releaseShipping,
      );
      await expect(page.locator('#carriers-title')).toHaveText('Formas de envío a 28013');
      await expect(page.locator('[data-carriers-form] input[type="radio"]:checked')).toHaveCount(1);
      expectStayed(page, posts, '/checkout/shipping');
      await expectAccessible(page);
    });

    test('account: the profile and password forms, pressed before React, save or refuse in place', async ({
      page,
      baseURL,
    }) => {
      const posts = await signedIn(page, baseURL!, `pronto-cuenta-${size.name}`, registerOnApi);

      const releaseProfile = await holdIslandCode(page, 'ProfileForm');
      await page.goto('/account/profile', { waitUntil: 'domcontentloaded' });
      await field(page, 'Nombre').fill('Marta Ruiz');
      await pressBeforeReact(page.getByRole('button', { name: 'Guardar' }), touch, releaseProfile);
      await expect(page.getByRole('status').filter({ hasText: 'Tu nombre se ha guardado.' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Secciones de mi cuenta' })).toContainText(
        'Hola, Marta Ruiz',
      );
      expectStayed(page, posts, '/account/profile');

      const releasePassword = await holdIslandCode(page, 'PasswordForm');
      await page.goto('/account/security', { waitUntil: 'domcontentloaded' });
      await field(page, 'Contraseña actual').fill(`no-${PASSWORD}`);
      await field(page, 'Nueva contraseña').fill('Nueva2026!');
      await field(page, 'Repite la contraseña').fill('Nueva2026!');
      await pressBeforeReact(page.getByRole('button', { name: 'Guardar' }), touch, releasePassword);
      // The API's refusal, in Spanish, beside its field: the page did not leave.
      await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
      await expect(field(page, 'Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
      expectStayed(page, posts, '/account/security');
      await expectAccessible(page);
    });

    test("account: 'Volver a comprar' pressed before React fills the cart once, in place", async ({
      page,
      baseURL,
    }) => {
      const posts = await signedIn(page, baseURL!, `pronto-recompra-${size.name}`, (email) =>
        placeOrder(email, { customer: true }),
      );
      // The order's pan may still be in the cart (it awaits payment): 'Volver a comprar' adds one
      // more. The cart as the server reads it for this browser (no page load).
      const pansInCart = async () => {
        const line = (await cartLinesOnServer(page)).find(({ text }) => text.includes(PAN.name));
        return line === undefined ? 0 : Number(line.quantity);
      };
      const before = await pansInCart();
      const releaseReorder = await holdIslandCode(page, 'Reorder');
      await page.goto('/account/orders', { waitUntil: 'domcontentloaded' });
      await pressBeforeReact(
        page.getByRole('button', { name: /^Volver a comprar el pedido / }),
        touch,
        releaseReorder,
      );
      await expect(page.getByText('Los productos del pedido están en tu carrito.')).toBeVisible();
      expectStayed(page, posts, '/account/orders');
      await expectAccessible(page);
      expect(await pansInCart()).toBe(before + 1);
    });

    for (const [answer, stored] of [
      ['Aceptar', 'analytics,marketing'],
      ['Rechazar', ''],
    ] as const)
      test(`the cookie banner: '${answer}' pressed before React is stored once and closes it`, async ({
        page,
      }) => {
        const posts = watchPlainPosts(page);
        const release = await holdIslandCode(page, 'CookieBanner');
        await page.goto(PAN.path, { waitUntil: 'domcontentloaded' });
        await pressBeforeReact(
          cookieBanner(page).getByRole('button', { name: answer, exact: true }),
          touch,
          release,
        );
        await expect(cookieBanner(page)).toBeHidden();
        const cookie = (await page.context().cookies()).find(({ name }) => name === 'cookie_consent');
        expect(decodeURIComponent(cookie?.value ?? 'none')).toBe(stored);
        const updates = await page.evaluate(() =>
          Array.from(window.dataLayer ?? [], (entry) => Array.from(entry as ArrayLike<unknown>)).filter(
            (call) => call[0] === 'consent' && call[1] === 'update',
          ),
        );
        expect(updates).toHaveLength(1);
        expectStayed(page, posts, PAN.path);
        await expectAccessible(page);
      });
  });

test.describe('on a desktop', () => {
  test.use(SIZES[0].use);

  test('the mini cart: a pointer on the cart before React opens it, and a line changes there once', async ({
    page,
    baseURL,
  }) => {
    const posts = await guestWithPan(page, baseURL!);
    const release = await holdIslandCode(page, 'MiniCart');
    await page.goto(SEED_FACTS.cheap.path, { waitUntil: 'domcontentloaded' });
    expect(await islandState(cartLink(page))).not.toBe('ready');
    await cartLink(page).hover();
    release();
    await expect(miniCart(page)).toContainText(PAN.name);
    await miniCart(page)
      .getByRole('button', { name: `Aumentar cantidad: ${PAN.name}` })
      .click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
    await expect(miniCart(page).locator('.line-quantity')).toHaveText(/2$/);
    expectStayed(page, posts, SEED_FACTS.cheap.path);
    await expectAccessible(page);
  });
});
