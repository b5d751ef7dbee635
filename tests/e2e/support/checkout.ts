import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { addToCartQuietly, fillAddress } from './shopper';

/** Test cards of the sandbox's Redsys simulator (the bank's published test cards). */
export const CARDS = {
  frictionless: '4918019160034602',
  challenge: '4918019199883839',
  denied: '4907277775205123',
  challengeDenied: '4907271141151707',
};

/** Shipping step: the address form, then the first carrier. */
export async function chooseShipping(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Ver formas de envío' }).last().click();
  await expect(page.locator('[data-carriers-form]')).toBeVisible();
  await expectAccessible(page);
  await page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** Shipping step without the page's scripts: the address posts, then the first carrier posts. */
export async function chooseShippingByForms(page: Page) {
  await fillAddress(page);
  await page.getByRole('button', { name: 'Ver formas de envío' }).last().click();
  await page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** Identification step: gives `email` as a guest and goes on to the shipping step. */
export async function continueAsGuest(page: Page, email: string) {
  await page
    .getByLabel(/^Correo electrónico/)
    .first()
    .fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** From a filled cart to the payment step as a guest with `email`. */
export async function guestToPayment(page: Page, email: string) {
  await page.goto('/checkout');
  await continueAsGuest(page, email);
  await chooseShipping(page);
}

/** A logged-in customer (who skips identification) puts `product` in the cart and reaches the payment step. */
export async function customerToPayment(page: Page, product: { id: number; name: string }) {
  await addToCartQuietly(page, product);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await chooseShipping(page);
}

/** Payment step: card, confirm; returns the order id of the pay page. */
export async function placeOrderByCard(page: Page): Promise<number> {
  await page.getByLabel('Tarjeta de crédito o débito').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\?order=\d+$/);
  await expect(
    page
      .frameLocator('iframe[title="Formulario de pago con tarjeta"]')
      .getByRole('button', { name: /Pagar/ }),
  ).toBeVisible();
  await expectAccessible(page);
  return Number(new URL(page.url()).searchParams.get('order'));
}
