// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import CartPage from '../../../../../src/islands/CartPage/CartPage';
import { addItem, EMPTY_CART } from '../../../../../src/lib/cart/cart-lines';
import { cartProduct } from '../../../support/cart';

const SHIPPING = 4.95;

// The cart store, standing in for the API: a quantity set answers the cart the API would (shipping
// free from the threshold it sends with the cart).
vi.mock('../../../../../src/stores/cart', async () => {
  const { atom } = await import('nanostores');
  const { setItemQuantity } = await import('../../../../../src/lib/cart/cart-lines');
  const $cart = atom<Cart | null>(null);
  const priced = (cart: Cart): Cart => {
    const counted = cart.totals.subtotal - cart.totals.discount;
    const shipping = counted >= cart.free_shipping_from ? 0 : 4.95;
    return { ...cart, totals: { ...cart.totals, shipping, total: counted + shipping } };
  };
  const cart = {
    $cart,
    $saving: atom(false),
    seed: (initial: Cart | null) => $cart.set(initial),
    setQuantity: (id: number, quantity: number) =>
      $cart.set(priced(setItemQuantity($cart.get()!, id, quantity))),
    applyCoupon: () => {},
    clear: () => {},
  };
  return { cart };
});

const pan = cartProduct(7, { name: 'Sartén' });
/** One pan at 30 €, free shipping from 49 € (the API's `free_shipping_from`). */
const onePan = (): Cart => {
  const cart = addItem({ ...EMPTY_CART, free_shipping_from: 49 }, pan, 30, 1);
  return { ...cart, totals: { ...cart.totals, shipping: SHIPPING, total: 30 + SHIPPING } };
};

async function hydrated(): Promise<void> {
  render(<CartPage initial={onePan()} coupons={[]} />);
  await act(async () => {});
}

afterEach(cleanup);

describe('the cart page', () => {
  test("the server's HTML (no JavaScript): − and + post plain forms, 'Actualizar' sends a typed quantity", () => {
    document.body.innerHTML = renderToString(<CartPage initial={onePan()} coupons={[]} />);
    const page = within(document.body);
    const plus = page.getByRole('button', { name: 'Aumentar cantidad: Sartén' });
    expect(plus.getAttribute('type')).toBe('submit');
    expect(plus.closest('form')?.getAttribute('action')).toBe('/cart/update');
    expect(plus.closest('form')?.querySelector<HTMLInputElement>('[name="quantity"]')?.value).toBe('2');
    // Only a page without JavaScript shows it (the .no-js rule of the shell's stylesheet).
    expect(page.getByRole('button', { name: 'Actualizar' }).classList.contains('no-js')).toBe(true);
    document.body.innerHTML = '';
  });

  test('− and + change the quantity through the store; minus stops at 1', async () => {
    await hydrated();
    const minus = screen.getByRole('button', { name: 'Disminuir cantidad: Sartén' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    expect(screen.getByLabelText('Cantidad', { exact: true })).toHaveProperty('value', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad: Sartén' }));
    expect(screen.getByLabelText('Cantidad', { exact: true })).toHaveProperty('value', '2');
    expect(minus.getAttribute('aria-disabled')).toBe('false');
  });

  test('a typed quantity applies on leaving the box', async () => {
    await hydrated();
    const box = screen.getByLabelText('Cantidad', { exact: true }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '4' } });
    fireEvent.blur(box);
    expect(screen.getByLabelText('Cantidad', { exact: true })).toHaveProperty('value', '4');
  });

  test('says what is missing for free shipping, and says it when shipping turns free', async () => {
    await hydrated();
    const status = screen.getByText(/para el envío gratis/).closest('[role="status"]')!;
    expect(status.textContent).toBe('Te faltan 19,00\u00a0€ para el envío gratis.');
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad: Sartén' }));
    // The same live region, so a screen reader hears it.
    expect(status.isConnected).toBe(true);
    expect(status.textContent).toBe('¡Ya tienes el envío gratis!');
    expect(screen.getByRole('link', { name: 'Tramitar pedido' }).getAttribute('href')).toBe('/checkout');
  });
});
