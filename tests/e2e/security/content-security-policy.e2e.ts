import { expect, type Page, test } from '../support/test';
import { CARDS, placeOrderQuietly } from '../support/checkout';
import { expectSecurityHeaders, getRaw, PRIVATE } from '../support/headers';
import { addToCartQuietly, payWithCard, signUpQuietly, uniqueEmail } from '../support/shopper';
import { SEED_FACTS } from '@shop/sandbox-api';

// The Content-Security-Policy lets every page of the shop work: no violation while shopping or paying.

const PAN = SEED_FACTS.pan.path;
const CATEGORY = '/c-sartenes-y-cazos-20034';

/** Collects CSP violations: Chromium's console reports, and the page's own `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('pages work under the policy: no CSP violation on home, category, product and cart', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  // The cookie banner is shown by an inline script: it ran, so its hash is allowed.
  await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
  expect(await page.evaluate(() => Array.isArray(window.dataLayer))).toBe(true);
  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(PAN);
  // The add-to-cart island works (React hydrated, the API reached from the browser).
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByRole('link', { name: 'Carrito (1)', exact: true })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the card payment page loads Redsys's form in its iframe and pays, with no CSP violation", async ({
  page,
}) => {
  // A whole purchase: three times the default timeout.
  test.slow();
  const violations = await watchCsp(page);
  // The customer, the cart and the order with the shop's posts, no page loaded: the pay page is
  // what this test is about (going through the checkout's pages is checkout-flow's and purchase's).
  await signUpQuietly(page, uniqueEmail('csp'));
  await addToCartQuietly(page, SEED_FACTS.pan);
  const orderId = await placeOrderQuietly(page);
  const pay = await getRaw(page, `/checkout/pay?order=${orderId}`);
  expect(expectSecurityHeaders(pay)['cache-control']).toBe(PRIVATE);
  await payWithCard(page, CARDS.frictionless);
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`));
  expect(violations).toEqual([]);
});
