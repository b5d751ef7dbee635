import { expect, test } from './support/test';
import { press, SIZES } from './support/sizes';
import { expectAccessible } from './support/axe';
import { CARDS, guestToPayment, placeOrderByCard } from './support/checkout';
import { addToCartByForm, fillAddress, payWithCard, registerCustomer, uniqueEmail } from './support/shopper';
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

    test('the phone is asked once, with the address; the province follows the postal code and stays editable', async ({
      page,
    }) => {
      await addToCartByForm(page, PAN);
      await page.goto('/checkout');
      await expect(page).toHaveURL(/\/checkout\/identification/);
      await expect(page.getByLabel(/^Teléfono/)).toHaveCount(0);
      await page
        .getByLabel(/^Correo electrónico/)
        .first()
        .fill(uniqueEmail(`telefono-${size.name}`));
      await press(page.getByRole('button', { name: 'Continuar' }), size.touch);
      await expect(page).toHaveURL(/\/checkout\/shipping/);
      await expect(page.getByLabel(/^Teléfono/)).toHaveCount(1);
      await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
      await fillAddress(page);
      const province = page.getByLabel(/^Provincia/);
      for (const [code, name] of [
        ['01001', 'Álava'],
        ['17001', 'Girona'],
        ['52001', 'Melilla'],
        ['08001', 'Barcelona'],
      ]) {
        await page.getByLabel(/^Código postal/).fill(code!);
        await expect(province).toHaveValue(name!);
      }
      // Another spelling of the same province is the shopper's to keep.
      await province.fill('Gerona');
      await page.getByLabel(/^Código postal/).fill('17002');
      await expect(province).toHaveValue('Gerona');
      await page.getByLabel(/^Localidad/).fill('Girona');
      await expectAccessible(page);
      await press(page.getByRole('button', { name: 'Ver formas de envío' }).last(), size.touch);
      await page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await expect(page.getByRole('region', { name: 'Así recibirás tu pedido' })).toContainText(
        '17002 Girona',
      );
    });

    test('a customer with saved addresses sees them first, the default one picked with its carriers, not an empty form', async ({
      page,
    }) => {
      await registerCustomer(page, uniqueEmail(`libreta-${size.name}`));
      await page.goto('/account/addresses');
      const book = page.locator('#address-form');
      await fillAddress(book);
      await book.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.locator('[data-address]')).toHaveCount(1);
      await addToCartByForm(page, PAN);
      await page.goto('/checkout');
      await expect(page).toHaveURL(/\/checkout\/shipping/);
      const saved = page.getByRole('region', { name: 'Tus direcciones' });
      await expect(saved.getByRole('radio', { checked: true })).toHaveAccessibleName(
        /Calle Mayor 5, 28013 Madrid/,
      );
      await expect(page.locator('[data-carriers-form]')).toBeVisible();
      // The new address form waits behind its question.
      await expect(page.getByLabel(/^Nombre/)).toBeHidden();
      await expectAccessible(page);
      await press(page.getByText('Otra dirección'), size.touch);
      await expect(page.getByLabel(/^Nombre/)).toBeVisible();
      await press(
        page.locator('[data-carriers-form]').getByRole('button', { name: 'Continuar' }),
        size.touch,
      );
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await expect(page.getByRole('region', { name: 'Así recibirás tu pedido' })).toContainText(
        'Calle Mayor 5',
      );
    });
  });
}
