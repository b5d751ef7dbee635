import { expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { SEED_FACTS } from '@shop/sandbox-api';
import { openPaymentStepQuietly } from '../support/checkout';
import { giftCardRequests } from '../support/sandbox';
import { addToCartQuietly, signUpQuietly, uniqueEmail } from '../support/shopper';

// Spec §7 "Cart": POST cart_b2c/gift-card/request {mobile}. The shop offers it at the payment step
// of the checkout, beside the coupon; the API checks the number.

const INVALID_MOBILE = 'Introduce un móvil válido.';
const REQUESTED = 'Te enviaremos la tarjeta regalo al móvil indicado.';

/** A Spanish mobile of this test alone (9 digits from 6), so the sandbox's rows for it are its own. */
const freshMobile = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const mobileField = (page: Page) => page.getByLabel('Móvil para recibir la tarjeta regalo');
const requestButton = (page: Page) => page.getByRole('button', { name: 'Solicitar tarjeta regalo' });
/** The field waits behind '¿Es un regalo?' (a native disclosure): only a shopper who wants it sees it. */
async function openGiftToggle(page: Page) {
  await expect(mobileField(page)).toBeHidden();
  await page.getByText('¿Es un regalo?').click();
  await expect(mobileField(page)).toBeVisible();
}

test('a guest at the payment step asks for a gift card by mobile: a wrong number is explained in Spanish, a right one is confirmed and recorded', async ({
  page,
}) => {
  const mobile = freshMobile();
  await addToCartQuietly(page, SEED_FACTS.pan);
  await openPaymentStepQuietly(page, uniqueEmail('regalo-invitado'));

  // 5 is not a mobile prefix: the API refuses it, the form says why and keeps what was typed.
  await openGiftToggle(page);
  await mobileField(page).fill('512 345 678');
  await requestButton(page).click();
  await expect(mobileField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(mobileField(page)).toHaveAccessibleDescription(INVALID_MOBILE);
  await expect(mobileField(page)).toHaveValue('512 345 678');
  await expect(page.getByText(REQUESTED)).toHaveCount(0);
  await expectAccessible(page);
  expect(giftCardRequests('512345678')).toEqual([]);

  // Written with the country code and spaces, as people do: accepted and stored as its 9 digits.
  await mobileField(page).fill(`+34 ${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`);
  await requestButton(page).click();
  // Sent in place (the step's island); without JavaScript the form posts and the page says it.
  await expect(page.getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(mobileField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect(giftCardRequests(mobile)).toEqual([{ owner: expect.stringMatching(/^session:/), mobile }]);
  // The step goes on as before: the order can still be confirmed.
  await expect(page.getByRole('button', { name: /^Confirmar y pagar/ })).toBeEnabled();
});

test("a customer's gift-card request is recorded for the account", async ({ page }) => {
  const mobile = freshMobile();
  await signUpQuietly(page, uniqueEmail('regalo-cliente'));
  await addToCartQuietly(page, SEED_FACTS.pan);
  await openPaymentStepQuietly(page);
  await openGiftToggle(page);
  await mobileField(page).fill(mobile);
  await requestButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();
  expect(giftCardRequests(mobile)).toEqual([{ owner: expect.stringMatching(/^user:\d+$/), mobile }]);
});
