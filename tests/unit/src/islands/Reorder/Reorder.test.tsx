// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../../../src/api/api-error';
import Reorder from '../../../../../src/islands/Reorder/Reorder';
import { cart } from '../../../../../src/stores/cart';
import { $miniCart, closeMiniCart } from '../../../../../src/stores/cart-panels';
import { $toasts, clearToasts } from '../../../../../src/stores/toasts';
import { cartLine, cartOf, cartProduct } from '../../../support/cart';
import { eventually } from '../../../support/eventually';

// The page's cart store reads astro:env (only Astro's build resolves it): the same store is built
// here with the hooks stores/cart.ts gives it for "Volver a comprar".
vi.mock('../../../../../src/stores/cart', async () => {
  const { createCartStore } = await import('../../../../../src/stores/cart-store');
  const { showReordered } = await import('../../../../../src/stores/cart-panels');
  const { showToast } = await import('../../../../../src/stores/toasts');
  const client = Object.assign(() => {}, { silent: {} });
  return {
    cart: createCartStore({
      api: async () => client as never,
      platformProduct: 'mercado',
      notify: showToast,
      onReordered: showReordered,
    }),
  };
});
const api = vi.hoisted(() => ({ orderToCart: vi.fn() }));
vi.mock('../../../../../src/api/orders', () => api);

const refilled = cartOf([cartLine(cartProduct(1, { name: 'Sartén', quantity: 9 }), 2, 10)]);

const button = () => screen.getByRole('button', { name: 'Volver a comprar el pedido MT-7' });

afterEach(() => {
  cleanup();
  clearToasts();
  closeMiniCart();
  cart.receive(null);
  api.orderToCart.mockReset();
});

describe('Reorder island', () => {
  test('server HTML is a form posting the order to the order list (then /cart), named per order', () => {
    render(<Reorder orderId={7} number="MT-7" />);
    const form = button().closest('form')!;
    expect(form.getAttribute('action')).toBe('/account/orders');
    expect(new FormData(form).get('order')).toBe('7');
    expect(new FormData(form).get('intent')).toBe('to-cart');
    cleanup();
    render(<Reorder orderId={7} number="MT-7" action="/account/orders/7" />);
    expect(button().closest('form')!.getAttribute('action')).toBe('/account/orders/7');
  });

  test("hydrated, it fills $cart with the order's products and opens the mini cart, without leaving", async () => {
    api.orderToCart.mockResolvedValue(refilled);
    render(<Reorder orderId={7} number="MT-7" />);
    await act(async () => {});
    expect(fireEvent.click(button())).toBe(true);
    // The store reads the saved cart first (the page had not), then asks for the order's products.
    await act(() => eventually(() => expect(cart.$units.get()).toBe(2)));
    expect(api.orderToCart).toHaveBeenCalledWith({}, 7);
    expect($miniCart.get()).toBe('added');
    expect($toasts.get().map((toast) => toast.title)).toEqual([
      'Los productos del pedido están en tu carrito.',
    ]);
  });

  test('a network failure is the §8 toast, the cart untouched and the mini cart closed', async () => {
    api.orderToCart.mockRejectedValue(new ApiError({ kind: 'network', message: 'Failed to fetch' }));
    render(<Reorder orderId={7} number="MT-7" />);
    await act(async () => {});
    fireEvent.click(button());
    await act(() => eventually(() => expect($toasts.get()).toHaveLength(1)));
    expect($toasts.get().map((toast) => toast.title)).toEqual(['No es posible acceder al servicio']);
    expect(cart.$cart.get()).toBeNull();
    expect($miniCart.get()).toBeNull();
  });
});
