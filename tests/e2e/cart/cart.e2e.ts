import { expect, test } from '../support/test';
import { WIDE } from '../support/screens';
import { expectAccessible } from '../support/axe';
import {
  cartLink,
  GIFT_CARD,
  hoverHydratedCart,
  miniCart,
  openProduct,
  openProductOnTestClock,
  PAN,
  WINE,
} from '../support/cart';
import { stopClock } from '../support/clock';
import { addToCartQuietly, tabTo } from '../support/shopper';
import { SEED_FACTS } from '@shop/sandbox-api';

// Errors of the API on save are in api-faults/cart-save-errors.e2e.ts (they switch the sandbox's faults).

test.describe('on a wide screen', () => {
  test.use(WIDE);

  test('adding opens the mini cart for 3 s with a toast, and the cart survives a reload', async ({
    page,
  }) => {
    await openProductOnTestClock(page, PAN);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    const add = page.getByRole('button', { name: 'Añadir al carrito' });
    await add.click();
    await expect(page.getByText(`Se agregó ${name} al carrito.`)).toBeVisible();
    await expect(miniCart(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
    await expect(miniCart(page).getByRole('link', { name: 'Ver cesta (1)' })).toBeVisible();
    await expectAccessible(page);
    await page.mouse.move(10, 800);
    // Open for 3 s from the add, to the millisecond: on a stopped clock, once this panel has closed,
    // the next add is timed.
    await stopClock(page);
    await page.clock.runFor(3_000);
    await expect(miniCart(page)).toBeHidden();
    await add.click();
    await expect(miniCart(page).getByRole('link', { name: 'Ver cesta (2)' })).toBeVisible();
    await page.clock.runFor(2_999);
    await expect(miniCart(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(miniCart(page)).toBeHidden();
    await page.clock.resume();
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
  });

  test('the mini cart by hover: quantities, totals, free shipping, and clearing after confirmation', async ({
    page,
  }) => {
    // The line is only the starting point (adding, and the panel after it, are the tests above).
    await addToCartQuietly(page, SEED_FACTS.pan);
    await page.goto(PAN);
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
    await cartLink(page).hover();
    const panel = miniCart(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Disminuir cantidad/ })).toBeDisabled();
    await panel.getByRole('button', { name: /^Aumentar cantidad/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
    await expect(panel.locator('.cart-summary')).toContainText('Subtotal');
    await expect(panel.locator('.cart-summary')).toContainText('Envío');
    // Two pans ship free (seed facts): the panel says so, as the cart page does.
    await expect(panel.getByRole('status').filter({ hasText: 'envío gratis' })).toHaveText(
      '¡Ya tienes el envío gratis!',
    );
    await expect(panel.getByRole('link', { name: 'Tramitar compra' })).toHaveAttribute('href', '/checkout');
    await panel.getByRole('button', { name: 'Limpiar carrito' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
    await expect(dialog).toContainText('Se eliminarán todos los productos de tu carrito');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (0)');
    await cartLink(page).hover();
    await expect(miniCart(page).getByRole('button', { name: 'Tramitar compra' })).toBeDisabled();
  });

  test('the mini cart never shows on the home page', async ({ page }) => {
    // Elsewhere that hover opens the panel at once (the island renders its store synchronously), so
    // it is there as soon as the hover returns (counted once, without waiting)…
    await page.goto('/c-cocina-10047');
    await hoverHydratedCart(page);
    expect(await miniCart(page).count()).toBe(1);
    // …and right after the same hover on the home page, no panel means none will come.
    await page.goto('/');
    await hoverHydratedCart(page);
    expect(await miniCart(page).count()).toBe(0);
  });

  test('an adult product asks for the age: declining keeps it out, accepting adds it', async ({ page }) => {
    await openProduct(page, WINE);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eres mayor de 18?' });
    await expect(dialog).toContainText(
      'Alguno de los productos agregados al carrito es para mayores de edad',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Añadir al carrito' })).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (0)');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
  });

  test('the cart stays in sync across tabs', async ({ page, context }) => {
    const other = await context.newPage();
    // Untouched, the other tab's header is still server HTML: its script keeps the count.
    await other.goto('/c-cocina-10047');
    await openProduct(page, PAN);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
    await expect(cartLink(other)).toHaveAccessibleName('Carrito (1)');
  });

  test('the cart page: lines, quantity, coupon and checkout link', async ({ page }) => {
    await addToCartQuietly(page, SEED_FACTS.pan);
    await page.goto('/cart');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await page.locator('[data-island="ready"]:has(.cart-line)').waitFor({ state: 'attached' });
    // With JavaScript a typed quantity applies on leaving the box: 'Actualizar' is for no JavaScript.
    await expect(page.getByRole('button', { name: 'Actualizar' })).toBeHidden();
    await page.getByLabel('Cantidad', { exact: true }).fill('3');
    await page.getByLabel('Cantidad', { exact: true }).press('Tab');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (3)');
    await page.getByLabel('Código de cupón').fill('bienvenida10');
    await page.getByRole('button', { name: 'Aplicar cupón' }).click();
    await expect(page.locator('.cart-summary')).toContainText('Bienvenida');
    await expect(page.getByRole('link', { name: 'Tramitar pedido' })).toHaveAttribute('href', '/checkout');
    await expectAccessible(page);
    // Mini cart panel never shows on /cart.
    await cartLink(page).hover();
    await expect(miniCart(page)).toHaveCount(0);
  });
});

test.describe('by keyboard only', () => {
  test.use(WIDE);

  test('add, open the mini cart, change a quantity and clear it with the dialog, never touching a mouse', async ({
    page,
  }) => {
    await openProductOnTestClock(page, PAN);
    await page.getByRole('button', { name: 'Añadir al carrito' }).focus();
    await page.keyboard.press('Enter');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
    // Saved (the panel opens once the API has the line), the panel closes on its own after 3 s.
    await expect(miniCart(page)).toBeVisible();
    await stopClock(page);
    await page.clock.runFor(3_000);
    await expect(miniCart(page)).toBeHidden();
    await page.clock.resume();
    // Tab from the search field reaches the cart link, whose focus opens the panel.
    await cartLink(page).focus();
    await expect(miniCart(page)).toBeVisible();
    const increase = miniCart(page).getByRole('button', { name: /^Aumentar cantidad/ });
    await tabTo(page, increase, 10);
    await expect(increase).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
    const clear = miniCart(page).getByRole('button', { name: 'Limpiar carrito' });
    await tabTo(page, clear, 10);
    await expect(clear).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
    await expect(dialog).toBeVisible();
    // Focus stays inside the dialog however far the shopper tabs, and Escape gives it back.
    for (let tabs = 0; tabs < 4; tabs++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(clear).toBeFocused();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (2)');
    // The island has taken in the close once the dialog's content is gone (the native dialog hides
    // first and tells the island later); only then does Enter ask again.
    await expect(page.getByRole('heading', { name: '¿Estás seguro?', includeHidden: true })).toHaveCount(0);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Confirmar' }).focus();
    await page.keyboard.press('Enter');
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (0)');
  });
});

test.describe('gift cards', () => {
  test.use(WIDE);

  test('the buyer types the amount: a wrong one is explained, a right one prices the line', async ({
    page,
  }) => {
    await openProduct(page, GIFT_CARD);
    await expect(page.getByText('Tú eliges el importe: de 10,00 € a 500,00 €')).toBeVisible();
    const amount = page.getByLabel('Importe de la tarjeta regalo (de 10,00 € a 500,00 €)');
    await amount.fill('5');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(
      page.getByText('Escribe un importe entre 10,00 € y 500,00 €, con dos decimales como mucho.'),
    ).toBeVisible();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await amount.fill('25,50');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (1)');
    await expect(miniCart(page)).toContainText('25,50');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('adding shows the quick-buy popup, which closes after 5 s without activity', async ({ page }) => {
    await openProductOnTestClock(page, PAN);
    const add = page.getByRole('button', { name: 'Añadir al carrito' });
    await add.click();
    const popup = page.getByRole('dialog', { name: 'Agregado al carrito' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Pagar' })).toHaveAttribute('href', '/checkout');
    await expect(popup.locator('img')).toHaveAttribute('width', '500');
    await expectAccessible(page);
    // Timed to the millisecond on a stopped clock, once this popup has closed (5 s after it opened).
    await stopClock(page);
    await page.clock.runFor(5_000);
    await expect(popup).toBeHidden();
    await add.click();
    await expect(popup).toContainText('x 2');
    await page.clock.runFor(4_000);
    // A click inside is activity: the 5 s start again from it.
    await popup.getByRole('button', { name: 'Aumentar cantidad' }).click();
    await expect(popup).toContainText('x 3');
    await page.clock.runFor(4_999);
    await expect(popup).toBeVisible();
    await page.clock.runFor(1);
    await expect(popup).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('removing down to zero in quick-buy closes it and empties the cart', async ({ page }) => {
    await openProduct(page, PAN);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    const popup = page.getByRole('dialog', { name: 'Agregado al carrito' });
    await popup.getByRole('button', { name: 'Disminuir cantidad' }).click();
    await expect(popup).toBeHidden();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito (0)');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the add form, the cart page forms and clearing with confirmation work as plain HTML', async ({
    page,
  }) => {
    await page.goto(PAN);
    await page.getByLabel('Cantidad', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.cart-notice')).toContainText('al carrito');
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.getByLabel('Cantidad', { exact: true })).toHaveValue('2');
    await page.getByLabel('Cantidad', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByLabel('Cantidad', { exact: true })).toHaveValue('1');
    await page.getByRole('link', { name: 'Limpiar carrito' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  });

  test('a gift card posts its amount with the form', async ({ page }) => {
    await page.goto(GIFT_CARD);
    await page.getByLabel(/^Importe de la tarjeta regalo/).fill('40');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(page.locator('.cart-line')).toContainText('40,00');
  });

  test('an adult product goes through the age question as a form', async ({ page }) => {
    await page.goto(WINE);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(page).toHaveURL(/\/cart\?edad=1-1$/);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.locator('.cart-line')).toHaveCount(1);
  });

  test('a malformed cart form is a 400 with a Spanish message, not a server error', async ({ request }) => {
    const response = await request.post('/cart/add', {
      form: { id: 'x', quantity: '-3' },
      headers: { Origin: `http://localhost:${process.env.E2E_SHOP_PORT}` },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Solicitud no válida');
  });
});
