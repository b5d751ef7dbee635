import type { Locator, Page } from '@playwright/test';
import { SEED_FACTS } from '@shop/sandbox-api';
import { expectAccessible } from '../support/axe';
import { toPaymentQuietly } from '../support/checkout';
import {
  apiCalls,
  bannerAnswered,
  expectStayed,
  guestWithPan,
  holdIslandCode,
  islandState,
  markDocument,
  pressBeforeReact,
  signedIn,
  watchPlainPosts,
} from '../support/early-press';
import { registerOnApi } from '../support/guest-orders';
import { ADDRESS, fillAddress, uniqueEmail, uniqueMobile } from '../support/shopper';
import { readServerPage } from '../support/served-page';
import { SIZES } from '../support/sizes';
import { wishQuietly } from '../support/wishlist';
import { expect, test } from '../support/test';

/**
 * Issue 27 item 1, the forms first-tap-islands.e2e.ts does not press: the payment step, the
 * address book, the cart's coupon, the wishlist page and the header's search. Each press comes
 * while the island's code is held back (holdIslandCode), so it provably comes before React; its
 * outcome must be the hydrated page's: in place (no plain post, same document), the change made
 * once (one API call), and the page still accessible.
 */
const PAN = SEED_FACTS.pan;
const COUPON = 'BIENVENIDA10';
const COUPON_NAME = 'Bienvenida: 10 % de descuento';
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\(obligatorio\\))?$`));
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A guest with the pan in the cart, through to the payment step with the steps' posts (no page loaded). */
async function guestOnPayment(page: Page, baseURL: string, label: string): Promise<string[]> {
  await guestWithPan(page, baseURL);
  await toPaymentQuietly(page, uniqueEmail(label));
  return watchPlainPosts(page);
}

/**
 * A guest with the pan on /cart, the cart island's code held: the API calls of `method` to `url`
 * from now on, the release, and the check that the page stayed (no plain post, same document).
 */
async function guestOnCartBeforeReact(page: Page, baseURL: string, method: string, url: RegExp) {
  const posts = await guestWithPan(page, baseURL);
  const calls = apiCalls(page, method, url);
  const release = await holdIslandCode(page, 'CartPage');
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  const samePage = await markDocument(page);
  const expectStayedOnCart = async () => {
    expectStayed(page, posts, '/cart');
    expect(await samePage()).toBe(true);
  };
  return { calls, release, expectStayedOnCart };
}

for (const size of SIZES)
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);
    const { touch } = size;

    test("the payment step: the coupon and the gift card, pressed before React, apply once in place; 'Confirmar y pagar' places one order and opens its payment", async ({
      page,
      baseURL,
    }) => {
      // Four steps to the payment page, then three page loads: a long flow on a shared machine.
      test.slow();
      const posts = await guestOnPayment(page, baseURL!, `pronto-pago-${size.name}`);
      const total = page.locator('[data-summary-total]');
      const placeButton = page.getByRole('button', { name: /^Confirmar y pagar/ });

      const coupons = apiCalls(page, 'POST', /\/coupon\/apply$/);
      const releaseCoupon = await holdIslandCode(page, 'CouponForm');
      await page.goto('/checkout/payment', { waitUntil: 'domcontentloaded' });
      const before = await total.textContent();
      await page.getByLabel('Código de cupón').fill(COUPON.toLowerCase());
      await pressBeforeReact(page.getByRole('button', { name: 'Aplicar cupón' }), touch, releaseCoupon);
      await expect(status(page, 'Cupón aplicado.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toContainText(COUPON_NAME);
      await expect(total).not.toHaveText(before ?? '');
      await expect(placeButton).toHaveText(`Confirmar y pagar ${await total.textContent()}`);
      expect(coupons).toHaveLength(1);
      expectStayed(page, posts, '/checkout/payment');
      await expectAccessible(page);

      const gifts = apiCalls(page, 'POST', /\/gift-card\/request$/);
      const releaseGift = await holdIslandCode(page, 'GiftCardForm');
      await page.goto('/checkout/payment', { waitUntil: 'domcontentloaded' });
      await page.getByText('¿Es un regalo?').click();
      await page.getByLabel('Móvil para recibir la tarjeta regalo').fill(uniqueMobile());
      await pressBeforeReact(
        page.getByRole('button', { name: 'Solicitar tarjeta regalo' }),
        touch,
        releaseGift,
      );
      await expect(status(page, 'Te enviaremos la tarjeta regalo al móvil indicado.')).toBeVisible();
      expect(gifts).toHaveLength(1);
      expectStayed(page, posts, '/checkout/payment');
      await expectAccessible(page);

      // The hydrated form places the order through the API and then opens its pay page (a GET).
      const orders = apiCalls(page, 'POST', /\/api\/v1\/cart\/checkout$/);
      const releasePlace = await holdIslandCode(page, 'PlaceOrderForm');
      await page.goto('/checkout/payment', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Tarjeta de crédito o débito').check();
      await pressBeforeReact(placeButton, touch, releasePlace);
      await page.waitForURL(/\/checkout\/pay\?order=\d+$/);
      await expect(
        page
          .frameLocator('iframe[title="Formulario de pago con tarjeta"]')
          .getByRole('button', { name: /Pagar/ }),
      ).toBeVisible();
      expect(orders).toHaveLength(1);
      expectStayed(page, posts, '/checkout/pay');
      await expectAccessible(page);
    });

    test('the address book: add, edit and delete, each pressed before React, change the book once, in place', async ({
      page,
      baseURL,
    }) => {
      // Four page loads, three checked with axe, and the book read again from the server.
      test.slow();
      const posts = await signedIn(page, baseURL!, `pronto-libreta-${size.name}`, registerOnApi);
      const book = page.locator('[data-address]');
      const form = page.locator('#address-form');

      const added = apiCalls(page, 'POST', /\/account\/addresses$/);
      const releaseAdd = await holdIslandCode(page, 'AddressBook');
      await page.goto('/account/addresses', { waitUntil: 'domcontentloaded' });
      const addPage = await markDocument(page);
      await fillAddress(form);
      await pressBeforeReact(form.getByRole('button', { name: 'Guardar' }), touch, releaseAdd);
      await expect(status(page, 'Dirección guardada.')).toBeVisible();
      await expect(book).toHaveCount(1);
      await expect(book).toContainText(ADDRESS.Calle);
      await expect(field(form, 'Nombre')).toHaveValue('');
      expect(added).toHaveLength(1);
      expectStayed(page, posts, '/account/addresses');
      expect(await addPage()).toBe(true);
      await expectAccessible(page);

      // 'Editar' is a link without JavaScript (it loads the page with the form filled); hydrated, it fills the form in place.
      const releaseEdit = await holdIslandCode(page, 'AddressBook');
      await page.goto('/account/addresses', { waitUntil: 'domcontentloaded' });
      const editPage = await markDocument(page);
      await pressBeforeReact(
        page.getByRole('link', { name: `Editar la dirección de ${ADDRESS.Nombre}` }),
        touch,
        releaseEdit,
      );
      await expect(page.getByRole('heading', { name: 'Editar', exact: true })).toBeVisible();
      await expect(field(form, 'Nombre')).toHaveValue(ADDRESS.Nombre);
      await expect(field(form, 'Nombre')).toBeFocused();
      expect(await editPage()).toBe(true);
      expect(page.url()).not.toContain('editar');
      const edited = apiCalls(page, 'PUT', /\/account\/addresses\/\d+$/);
      await field(form, 'Calle').fill('Calle de Alcalá');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(book).toContainText('Calle de Alcalá');
      expect(edited).toHaveLength(1);
      expectStayed(page, posts, '/account/addresses');
      await expectAccessible(page);

      // 'Cancelar' while editing is a link back to the empty form without JavaScript; hydrated, a button that empties it in place.
      const editLink = page.getByRole('link', { name: `Editar la dirección de ${ADDRESS.Nombre}` });
      const editing = (await editLink.getAttribute('href'))!;
      const releaseCancel = await holdIslandCode(page, 'AddressBook');
      await page.goto(editing, { waitUntil: 'domcontentloaded' });
      const cancelPage = await markDocument(page);
      await pressBeforeReact(form.getByRole('link', { name: 'Cancelar la edición' }), touch, releaseCancel);
      await expect(field(form, 'Nombre')).toHaveValue('');
      await expect(form.getByRole('button', { name: 'Cancelar la edición' })).toHaveCount(0);
      expect(await cancelPage()).toBe(true);
      expectStayed(page, posts, '/account/addresses');

      const removed = apiCalls(page, 'DELETE', /\/account\/addresses\/\d+$/);
      const releaseDelete = await holdIslandCode(page, 'AddressBook');
      await page.goto('/account/addresses', { waitUntil: 'domcontentloaded' });
      const deletePage = await markDocument(page);
      await pressBeforeReact(
        page.getByRole('button', { name: `Eliminar la dirección de ${ADDRESS.Nombre}` }),
        touch,
        releaseDelete,
      );
      await expect(status(page, 'Dirección eliminada.')).toBeVisible();
      await expect(book).toHaveCount(0);
      await expect(page.getByText('No tienes direcciones guardadas.')).toBeVisible();
      expect(removed).toHaveLength(1);
      expectStayed(page, posts, '/account/addresses');
      expect(await deletePage()).toBe(true);
      await expectAccessible(page);
      // What the page showed is what the API keeps: the page the server renders now.
      expect(
        await readServerPage(
          page,
          '/account/addresses',
          (html) => html.querySelectorAll('[data-address]').length,
        ),
      ).toBe(0);
    });

    test("the cart page's coupon, typed and applied before React, applies once in place", async ({
      page,
      baseURL,
    }) => {
      const cart = await guestOnCartBeforeReact(page, baseURL!, 'POST', /\/coupon\/apply$/);
      await page.getByLabel('Código de cupón').fill(COUPON.toLowerCase());
      await pressBeforeReact(page.getByRole('button', { name: 'Aplicar cupón' }), touch, cart.release);
      await expect(page.locator('.cart-summary')).toContainText('Bienvenida');
      expect(cart.calls).toHaveLength(1);
      await cart.expectStayedOnCart();
      await expectAccessible(page);
      // Kept by the API: the cart page the server renders now.
      expect(
        await readServerPage(page, '/cart', (html) => html.querySelector('.cart-summary')?.textContent),
      ).toContain('Bienvenida');
    });

    test("the cart page's 'Limpiar carrito', pressed before React, asks in place (the dialog, not the no-JavaScript page) and empties the cart once", async ({
      page,
      baseURL,
    }) => {
      const cart = await guestOnCartBeforeReact(page, baseURL!, 'DELETE', /\/sales\/cart_b2c$/);
      // Without JavaScript a link to the confirmation page; hydrated, a button that opens the dialog in its place.
      await pressBeforeReact(page.getByRole('link', { name: 'Limpiar carrito' }), touch, cart.release);
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      expect(page.url()).not.toContain('vaciar');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
      expect(cart.calls).toHaveLength(1);
      await cart.expectStayedOnCart();
    });

    test("the wishlist page: a product's heart pressed before React takes it off the list once, in place", async ({
      page,
      baseURL,
    }) => {
      await bannerAnswered(page, baseURL!);
      for (const product of [PAN, SEED_FACTS.cheap]) await wishQuietly(page, product);
      const posts = watchPlainPosts(page);
      const removals = apiCalls(page, 'DELETE', /\/api\/v1\/wish-list\/\d+$/);
      const release = await holdIslandCode(page, 'WishlistPage');
      await page.goto('/wishlist', { waitUntil: 'domcontentloaded' });
      const samePage = await markDocument(page);
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(2);
      const card = cards.filter({ hasText: PAN.name });
      await pressBeforeReact(
        card.getByRole('button', { name: `Guardar en la lista de deseos: ${PAN.name}` }),
        touch,
        release,
      );
      await expect(cards).toHaveCount(1);
      await expect(card).toHaveCount(0);
      await expect(status(page, 'guardado')).toHaveText('1 producto guardado');
      await expect.poll(() => removals.length).toBe(1);
      expectStayed(page, posts, '/wishlist');
      expect(await samePage()).toBe(true);
      await expectAccessible(page);
      // Kept by the API: the wishlist page the server renders now.
      expect(
        await readServerPage(page, '/wishlist', (html) => html.querySelectorAll('main article').length),
      ).toBe(1);
    });

    test("the header search: words typed before React are kept and suggested once it comes; Enter before React opens the words' results once", async ({
      page,
      baseURL,
    }) => {
      await bannerAnswered(page, baseURL!);
      const box = page.getByRole('combobox', { name: 'Buscar productos' });
      const results = apiCalls(page, 'GET', /\/c-catalogo-9999\?q=olla$/);

      // Typing before React: the words stay, and React, once there, suggests for them.
      const releaseTyping = await holdIslandCode(page, 'SearchBar');
      await page.goto('/c-cocina-10047', { waitUntil: 'domcontentloaded' });
      await box.pressSequentially('sart');
      expect(await islandState(box)).not.toBe('ready');
      releaseTyping();
      await expect(page.locator('[data-island="ready"] #header-search')).toBeAttached();
      await box.pressSequentially('en');
      await expect(box).toHaveValue('sarten');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await expectAccessible(page);

      // Enter before React: the same search as the hydrated bar's, with the words kept.
      const posts = watchPlainPosts(page);
      const releaseEnter = await holdIslandCode(page, 'SearchBar');
      await page.goto('/c-cocina-10047', { waitUntil: 'domcontentloaded' });
      await box.pressSequentially('olla');
      expect(await islandState(box)).not.toBe('ready');
      await box.press('Enter');
      const magnifier = page.getByRole('button', { name: 'Buscar', exact: true });
      await expect(magnifier).toHaveAttribute('data-pending', '');
      await expect(magnifier).toHaveAttribute('aria-busy', 'true');
      releaseEnter();
      await page.waitForURL(/\/c-catalogo-9999\?q=olla$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «olla»');
      await expect(box).toHaveValue('olla');
      expect(results).toHaveLength(1);
      expectStayed(page, posts, '/c-catalogo-9999');
      await expectAccessible(page);
    });
  });
