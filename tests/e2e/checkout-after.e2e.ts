import { expect, test } from './support/test';
import { press, SIZES } from './support/sizes';
import { expectAccessible } from './support/axe';
import { CARDS, guestToPayment, placeOrderByCard } from './support/checkout';
import { addToCartByForm, payWithCard, uniqueEmail } from './support/shopper';
import { SEED_FACTS } from '../../scripts/sandbox-api/seed/facts.ts';

// Issue 27 item 5, "Checkout and after", at the two sizes shoppers use.

const PAN = SEED_FACTS.pan.path;

for (const size of SIZES) {
  test.describe(`on the ${size.name}`, () => {
    test.use(size.use);

    test('after a denied card the guest pays the same order by bank transfer, the cart kept', async ({
      page,
    }) => {
      await addToCartByForm(page, PAN);
      await guestToPayment(page, uniqueEmail(`transferencia-${size.name}`));
      const orderId = await placeOrderByCard(page);
      const number = (await page.getByRole('heading', { name: /^Pedido MT-\d{6}/ }).textContent())!.slice(
        7,
        16,
      );
      await payWithCard(page, CARDS.denied);
      await expect(page.getByRole('alert').filter({ hasText: 'El pago no se ha completado' })).toBeVisible();
      const other = page.locator('[data-other-methods]');
      await expect(other).toContainText('Es el mismo pedido y tu cesta sigue guardada.');
      await expectAccessible(page);
      await press(other.getByRole('button', { name: 'Pagar con Transferencia bancaria' }), size.touch);

      await expect(page).toHaveURL(new RegExp(`/checkout/pay\\?order=${orderId}$`));
      await expect(page.getByRole('heading', { name: new RegExp(`^Pedido ${number} por`) })).toBeVisible();
      await expect(page.getByText('Has elegido pagar por transferencia.')).toBeVisible();
      await expect(page.locator('p').filter({ hasText: /IBAN|ES\d{2} / })).toContainText(number);
      await expectAccessible(page);
      // The cart is still there: the transfer has not arrived yet.
      await page.goto('/cart');
      await expect(page.getByRole('link', { name: SEED_FACTS.pan.name }).first()).toBeVisible();
    });
  });
}
