// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../../../support/browser-api-stand-in';
import { ApiError } from '../../../../../src/api/api-error';
import { refusal } from '../../../support/api-errors';
import ProfileForm from '../../../../../src/islands/ProfileForm/ProfileForm';
import { $customer } from '../../../../../src/stores/customer';
import { $toasts, clearToasts } from '../../../../../src/stores/toasts';
import { forgetCookie } from '../../../support/forget-cookie';

const api = vi.hoisted(() => ({ updateName: vi.fn() }));
vi.mock('../../../../../src/api/auth', () => api);

const nameInput = () => screen.getByLabelText(/^Nombre/) as HTMLInputElement;
async function renderForm() {
  render(<ProfileForm name="Marta" email="marta@example.com" errors={{}} />);
  await act(async () => {});
}
async function save(name: string) {
  fireEvent.input(nameInput(), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await act(async () => {});
}

afterEach(() => {
  cleanup();
  clearToasts();
  api.updateName.mockReset();
  $customer.set(null);
  // The test forgets the note cookie the island wrote.
  forgetCookie('mt_cliente');
});

describe('ProfileForm island', () => {
  test('server HTML is a form posting to the page with the name and the refused post’s message', () => {
    render(<ProfileForm name="" email="marta@example.com" errors={{ name: 'El nombre es obligatorio.' }} />);
    expect(nameInput().form!.getAttribute('action')).toBe('/account/profile');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El nombre es obligatorio.')).toBeTruthy();
  });

  test('an empty name is said next to the field and nothing is sent', async () => {
    await renderForm();
    await save('  ');
    expect(screen.getByText('Este campo es obligatorio.')).toBeTruthy();
    expect(api.updateName).not.toHaveBeenCalled();
  });

  test('a saved name is announced, and the header, the greeting and the note cookie follow it', async () => {
    api.updateName.mockResolvedValue({
      id: 1,
      name: 'Marta Ruiz',
      email: 'm@x.es',
      client: { id: 1 },
      logged_in: true,
    });
    await renderForm();
    await save('Marta Ruiz');
    expect(screen.getByRole('status').textContent).toBe('Tu nombre se ha guardado.');
    expect($customer.get()).toEqual({ name: 'Marta Ruiz' });
    expect(document.cookie).toContain('mt_cliente=Marta%20Ruiz');
  });

  test("the API's 422 shows next to the name in Spanish; an outage is the §8 toast with the name kept", async () => {
    api.updateName.mockRejectedValueOnce(
      refusal(
        { name: 'El nombre debe tener entre 1 y 100 caracteres.' },
        { summary: 'x', message: 'El nombre debe tener entre 1 y 100 caracteres.' },
      ),
    );
    await renderForm();
    await save('Marta');
    expect(screen.getByText('El nombre debe tener entre 1 y 100 caracteres.')).toBeTruthy();
    api.updateName.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 503, message: 'x', body: { message: 'Mantenimiento' } }),
    );
    await save('Marta R.');
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Servicio en mantenimiento']);
    expect(nameInput().value).toBe('Marta R.');
    expect($customer.get()).toBeNull();
  });
});
