// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import './support/island-env';
import { ApiError } from '../../../../../src/api/api-error';
import { refusal } from '../../../support/api-errors';
import ContactForm from '../../../../../src/islands/Checkout/ContactForm';
import { $toasts } from '../../../../../src/stores/toasts';
import { resetCheckoutIslands } from './support/reset';
import '../../../support/settle-dom';

// The checkout's save answers from here.
const api = vi.hoisted(() => ({ updateCheckout: vi.fn() }));
vi.mock('../../../../../src/api/checkout', () => api);

const email = () => screen.getByLabelText(/^Correo electrónico/) as HTMLInputElement;
const send = () => fireEvent.submit(email().closest('form')!);

async function renderForm(fields: Record<string, string> = {}) {
  render(<ContactForm email="" fields={fields} />);
  await act(async () => {});
}

beforeEach(() => api.updateCheckout.mockReset());
afterEach(() => {
  resetCheckoutIslands();
  vi.unstubAllGlobals();
});

describe('the guest’s contact (identification step)', () => {
  test('asks the e-mail only: the phone is asked once, with the address', async () => {
    await renderForm();
    expect(screen.queryByLabelText(/^Teléfono/)).toBeNull();
  });

  test('its server HTML posts to the step, with a refused post’s message beside its field', () => {
    render(<ContactForm email="ana@" fields={{ email: 'El correo electrónico no es válido.' }} />);
    const form = email().closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      '/checkout/identification',
    ]);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El correo electrónico no es válido.')).toBeTruthy();
  });

  test('the e-mail is checked as the shopper leaves it; sending a wrong one focuses it and calls nothing', async () => {
    await renderForm();
    fireEvent.change(email(), { target: { value: 'ana@' } });
    fireEvent.blur(email());
    expect(screen.getByText('El correo electrónico no es válido.')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'ana@example.com' } });
    expect(email().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(email(), { target: { value: 'ana@' } });
    send();
    expect(document.activeElement).toBe(email());
    expect(api.updateCheckout).not.toHaveBeenCalled();
  });

  test('saved, it goes on to the shipping step', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    api.updateCheckout.mockResolvedValue({});
    await renderForm();
    fireEvent.change(email(), { target: { value: ' ana@example.com ' } });
    send();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/shipping'));
    expect(api.updateCheckout).toHaveBeenCalledWith({}, { email: 'ana@example.com' });
  });

  test('the API’s 422 shows beside its field; a network failure is the §8 toast with what was typed kept', async () => {
    api.updateCheckout.mockRejectedValueOnce(
      refusal(
        { email: 'El correo electrónico no es válido.' },
        { summary: 'No válido.', message: 'refused' },
      ),
    );
    await renderForm();
    fireEvent.change(email(), { target: { value: 'ana@example.com' } });
    send();
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    api.updateCheckout.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Failed to fetch' }));
    send();
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.title)).toEqual(['No es posible acceder al servicio']),
    );
    expect(email().value).toBe('ana@example.com');
  });
});
