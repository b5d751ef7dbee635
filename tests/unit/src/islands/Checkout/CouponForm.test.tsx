// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import './support/island-env';
import { ApiError } from '../../../../../src/api/api-error';
import { refusal } from '../../../support/api-errors';
import CheckoutSummary from '../../../../../src/islands/Checkout/CheckoutSummary';
import CouponForm from '../../../../../src/islands/Checkout/CouponForm';
import PlaceOrderForm from '../../../../../src/islands/Checkout/PlaceOrderForm';
import { $toasts } from '../../../../../src/stores/toasts';
import { resetCheckoutIslands } from './support/reset';
import { summary } from './support/checkout-fixtures';
import '../../../support/settle-dom';

// The calls answer from here, and the cart store (the mini cart's) is a spy.
const api = vi.hoisted(() => ({
  applyCoupon: vi.fn(),
  removeCoupon: vi.fn(),
  getCheckoutCart: vi.fn(),
  updateCheckout: vi.fn(),
  placeOrder: vi.fn(),
}));
vi.mock('../../../../../src/api/cart', () => ({
  applyCoupon: api.applyCoupon,
  removeCoupon: api.removeCoupon,
}));
vi.mock('../../../../../src/api/checkout', () => ({
  getCheckoutCart: api.getCheckoutCart,
  updateCheckout: api.updateCheckout,
  placeOrder: api.placeOrder,
}));
const cart = vi.hoisted(() => ({ adopt: vi.fn() }));
vi.mock('../../../../../src/stores/cart', () => ({ cart }));

const METHODS = [{ code: 'redsys_card' as const, name: 'Tarjeta de crédito o débito' }];
const code = () => screen.getByLabelText('Código de cupón') as HTMLInputElement;
const total = () => document.querySelector('[data-summary-total]')!.textContent;
const orderButton = () => screen.getByRole('button', { name: /^Confirmar y pagar/ });

/** The payment step's three islands, sharing $checkout, after hydration. */
async function renderPaymentStep(posted = { code: '', error: null as string | null }) {
  const initial = summary();
  render(
    <>
      <CouponForm summary={initial} posted={posted} />
      <PlaceOrderForm methods={METHODS} chosen="redsys_card" notes="" summary={initial} fields={{}} />
      <CheckoutSummary cart={initial} />
    </>,
  );
  await act(async () => {});
}

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  cart.adopt.mockReset();
});
afterEach(resetCheckoutIslands);

describe('the payment step’s coupon', () => {
  test('its server HTML posts to the step; a refused code stays in its box with the API reason', () => {
    render(
      <CouponForm
        summary={summary()}
        posted={{ code: 'NOEXISTE', error: 'El cupón no existe o ha caducado.' }}
      />,
    );
    const form = code().closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/checkout/payment']);
    expect(code().value).toBe('NOEXISTE');
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code().getAttribute('aria-describedby')!)!.textContent).toBe(
      'El cupón no existe o ha caducado.',
    );
  });

  test('applied in place: the summary, the order button and the cart show the new total', async () => {
    api.applyCoupon.mockResolvedValue(summary(true));
    api.getCheckoutCart.mockResolvedValue(summary(true));
    await renderPaymentStep();
    expect(total()).toBe('29,95\u00a0€');
    fireEvent.change(code(), { target: { value: 'bienvenida10' } });
    fireEvent.submit(code().closest('form')!);
    await waitFor(() => expect(total()).toBe('27,45\u00a0€'));
    expect(api.applyCoupon).toHaveBeenCalledWith({}, 'bienvenida10');
    expect(orderButton().textContent).toBe('Confirmar y pagar 27,45\u00a0€');
    expect(screen.getByText('Bienvenida: 10 % de descuento')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cupón aplicado.'));
    await waitFor(() => expect(cart.adopt).toHaveBeenCalledWith(summary(true)));
  });

  test('taken off in place: the totals go back', async () => {
    api.removeCoupon.mockResolvedValue(summary());
    api.getCheckoutCart.mockResolvedValue(summary());
    const initial = summary(true);
    render(
      <>
        <CouponForm summary={initial} posted={{ code: '', error: null }} />
        <CheckoutSummary cart={initial} />
      </>,
    );
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el cupón BIENVENIDA10' }));
    await waitFor(() => expect(total()).toBe('29,95\u00a0€'));
    expect(screen.queryByRole('button', { name: /^Quitar el cupón/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cupón quitado.'));
  });

  test('a 422 says the API reason beside the code, in Spanish, with no toast', async () => {
    api.applyCoupon.mockRejectedValue(
      refusal({ code: 'Este cupón es válido para pedidos desde 30,00 €.' }, { message: 'refused' }),
    );
    await renderPaymentStep();
    fireEvent.change(code(), { target: { value: 'VERANO5' } });
    fireEvent.submit(code().closest('form')!);
    await waitFor(() => expect(code().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Este cupón es válido para pedidos desde 30,00 €.')).toBeTruthy();
    expect(document.activeElement).toBe(code());
    expect(code().value).toBe('VERANO5');
    expect($toasts.get()).toEqual([]);
  });

  test('an empty code is said before sending, and nothing is called', async () => {
    await renderPaymentStep();
    fireEvent.submit(code().closest('form')!);
    await waitFor(() => expect(screen.getByText('Introduce el código del cupón.')).toBeTruthy());
    expect(api.applyCoupon).not.toHaveBeenCalled();
  });

  test('a network failure is the §8 toast: the code stays typed and the totals as they were', async () => {
    api.applyCoupon.mockRejectedValue(new ApiError({ kind: 'network', message: 'Failed to fetch' }));
    await renderPaymentStep();
    fireEvent.change(code(), { target: { value: 'BIENVENIDA10' } });
    fireEvent.submit(code().closest('form')!);
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.title)).toEqual(['No es posible acceder al servicio']),
    );
    expect(code().value).toBe('BIENVENIDA10');
    expect(total()).toBe('29,95\u00a0€');
    expect(cart.adopt).not.toHaveBeenCalled();
  });
});

describe('placing the order from the island', () => {
  test('saves the method and places the order, then goes to the pay page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    api.updateCheckout.mockResolvedValue({});
    api.placeOrder.mockResolvedValue({ id: 41 });
    await renderPaymentStep();
    fireEvent.submit(orderButton().closest('form')!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/pay?order=41'));
    expect(api.updateCheckout).toHaveBeenCalledWith({}, { payment_method: 'redsys_card' });
    vi.unstubAllGlobals();
  });
});
