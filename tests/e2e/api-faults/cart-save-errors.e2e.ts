import { expect, test } from '../support/test';
import { WIDE } from '../support/screens';
import { cartLink, openProduct, PAN } from '../support/cart';
import { clearFaults, setFaults } from '../support/sandbox';

const CART_SAVE = '^/store-front/api/sales/cart_b2c$';

test.afterEach(clearFaults);
test.use(WIDE);

test("a 422 on save shows the server's message and a 500 'Fallo en el servidor.'; the cart is reloaded", async ({
  page,
}) => {
  await openProduct(page, PAN);
  await setFaults({
    routes: [
      {
        pattern: CART_SAVE,
        method: 'POST',
        status: 422,
        body: { message: 'Solo quedan 2 unidades de «Sartén».' },
        times: 1,
      },
    ],
  });
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Solo quedan 2 unidades de «Sartén».')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (0)');
  await setFaults({ routes: [{ pattern: CART_SAVE, method: 'POST', status: 500, times: 1 }] });
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByText('Fallo en el servidor.')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Carrito (0)');
});
