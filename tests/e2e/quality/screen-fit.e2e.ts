import { describeOnEach } from '../support/each-screen';
import { expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { layoutShift, SCREENS } from '../support/screens';
import { cookieBanner } from '../support/analytics';
import { openProduct, PAN } from '../support/cart';

/**
 * Issue 27 item 4: no element of any page is wider than the screen, with any sheet, dialog or
 * menu open. The sort sheet's 'Ordenar' ran 3 px off a 390 px phone, under its own '×'.
 */

/**
 * The visible elements whose box, cut by every ancestor that clips it (a row of chips that
 * scrolls sideways, a carousel), reaches past the window's right edge; and whether the page
 * itself scrolls sideways.
 */
const offScreen = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.getPropertyValue('clip') !== 'auto';
    };
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let { left, right } = element.getBoundingClientRect();
      for (
        let up = element.parentElement;
        up && up !== document.body && right > left;
        up = up.parentElement
      ) {
        if (getComputedStyle(up).position === 'fixed') break;
        if (!clips(up)) continue;
        const box = up.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (getComputedStyle(element).getPropertyValue('clip') !== 'auto') continue;
      if (right > left && right > width + 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
        wide.push(
          `${element.tagName.toLowerCase()}.${element.className} «${name}» right ${Math.round(right)}`,
        );
      }
    }
    return { scrolls: document.documentElement.scrollWidth > width, wide: wide.slice(0, 8) };
  });

async function expectFits(page: Page, what: string): Promise<void> {
  expect(await offScreen(page), what).toEqual({ scrolls: false, wide: [] });
}

describeOnEach(SCREENS, '%s', (size) => {
  const { phone } = size;

  test('every page type fits with the cookie banner, its settings, the menus, the sheets and the search open', async ({
    page,
  }) => {
    test.slow();
    const pages = ['/', '/c-bricolaje-10154', '/c-cocina-10047', '/c-catalogo-9999?q=sarten', PAN];
    for (const path of pages) {
      await page.goto(path);
      await expect(cookieBanner(page)).toBeVisible();
      await expectFits(page, `${path} with the cookie banner`);
      await cookieBanner(page).getByRole('button', { name: 'Configurar' }).click();
      const settings = page.getByRole('dialog', { name: 'Configurar cookies' });
      await expect(settings).toBeVisible();
      await expectFits(page, `${path} with the cookie settings`);
      await settings.getByRole('button', { name: 'Volver' }).click();
      await expect(settings).toBeHidden();
      if (phone && path.startsWith('/c-c')) {
        for (const [button, sheet] of [
          ['Filtrar', '#filtros'],
          ['Ordenar', '#orden'],
        ] as const) {
          await page.getByRole('button', { name: button, exact: true }).click();
          await expect(page.locator(sheet)).toBeVisible();
          await expectFits(page, `${path} with the ${button} sheet`);
          await page.keyboard.press('Escape');
          await expect(page.locator(sheet)).toBeHidden();
        }
      }
      const drawers = [['Menú', 'side menu']];
      if (path === '/c-bricolaje-10154') drawers.push(['Todo Bricolaje', 'DIY menu']);
      for (const [button, what] of drawers) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect(
          page.locator('[popover]:popover-open').getByRole('button', { name: 'Cerrar menú' }),
        ).toBeVisible();
        await expectFits(page, `${path} with the ${what}`);
        await page.keyboard.press('Escape');
      }
      const dropdown = page.getByRole('button', { name: 'Subcategorías de Cocina y menaje' });
      if ((await dropdown.count()) > 0) {
        // By keyboard: a mouse's hover would open it before the click, which would close it.
        await dropdown.focus();
        await page.keyboard.press('Enter');
        await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
        await expectFits(page, `${path} with a shop's subcategories`);
        await page.keyboard.press('Escape');
      }
      await page.locator('#header-search').hover();
      await page.locator('[data-island="ready"]:has(#header-search)').waitFor({ state: 'attached' });
      const search = page.getByRole('combobox', { name: 'Buscar productos' });
      await search.fill('olla');
      // A shop's search looks in that shop only: the DIY shop may have no pots, but its panel opens.
      await expect(page.getByRole('status').filter({ hasText: /sugerencias? disponibles?/ })).toBeVisible();
      await expectFits(page, `${path} with the search suggestions`);
    }
  });

  test('a listing moves nothing as its scripts start (its no-JavaScript buttons never took room)', async ({
    page,
  }) => {
    await page.goto('/c-catalogo-9999?q=sarten');
    expect(await layoutShift(page)).toBe(0);
  });

  test("the header's gift button is there, a finger's size, on phones and tablets too", async ({ page }) => {
    await page.goto('/c-cocina-10047');
    const widths = phone ? [390, 800] : [1366];
    for (const width of widths) {
      await page.setViewportSize({ width, height: size.use.viewport.height });
      const gift = page
        .getByRole('navigation', { name: 'Cuenta y carrito' })
        .getByRole('link', { name: /^Regala con / });
      await expect(gift).toBeInViewport();
      await expect(gift).toHaveAttribute('href', /-10197$/);
      const box = (await gift.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await expectFits(page, `the header at ${width} px`);
    }
    await expectAccessible(page);
  });

  test('the product page and the cart fit the screen, with the cart opened and its dialog', async ({
    page,
  }) => {
    await openProduct(page, PAN);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    if (phone) await expect(page.getByRole('dialog', { name: 'Agregado al carrito' })).toBeVisible();
    else await expect(page.getByRole('region', { name: 'Carrito', exact: true })).toBeVisible();
    await expectFits(page, 'the product page with the cart opened');
    await page.goto('/cart');
    await expectFits(page, 'the cart');
    await page.getByRole('button', { name: 'Limpiar carrito' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectFits(page, 'the cart asking to clear it');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Tramitar pedido' }).click();
    await expect(page).toHaveURL(/\/checkout/);
    await expectFits(page, 'the checkout');
  });
});
