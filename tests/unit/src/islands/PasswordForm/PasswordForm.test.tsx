// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../../../support/browser-api-stand-in';
import { ApiError } from '../../../../../src/api/api-error';
import { refusal } from '../../../support/api-errors';
import PasswordForm from '../../../../../src/islands/PasswordForm/PasswordForm';
import { $toasts, clearToasts } from '../../../../../src/stores/toasts';

const api = vi.hoisted(() => ({ changePassword: vi.fn() }));
vi.mock('../../../../../src/api/auth', () => api);

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
async function send(current: string, password: string, confirmation: string) {
  fireEvent.input(field(/^Contraseña actual/), { target: { value: current } });
  fireEvent.input(field(/^Nueva contraseña/), { target: { value: password } });
  fireEvent.input(field(/^Repite la contraseña/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await act(async () => {});
}
async function renderForm() {
  render(<PasswordForm email="marta@example.com" errors={{}} />);
  await act(async () => {});
}

afterEach(() => {
  cleanup();
  clearToasts();
  api.changePassword.mockReset();
});

describe('PasswordForm island', () => {
  test('server HTML posts to the page and never carries a password back', () => {
    render(
      <PasswordForm
        email="marta@example.com"
        errors={{ current_password: 'La contraseña actual no es correcta.' }}
      />,
    );
    expect(field(/^Contraseña actual/).form!.getAttribute('action')).toBe('/account/security');
    expect(field(/^Contraseña actual/).value).toBe('');
    expect(field(/^Contraseña actual/).getAttribute('aria-invalid')).toBe('true');
  });

  test('a short password and a confirmation that differs are said before sending, focus on the first', async () => {
    await renderForm();
    await send('vieja-clave', 'corta', 'otra');
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeTruthy();
    expect(screen.getByText('La confirmación de la contraseña no coincide.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Nueva contraseña/));
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  test("a wrong current password is the API's Spanish message next to that field", async () => {
    api.changePassword.mockRejectedValue(
      refusal({ current_password: 'La contraseña actual no es correcta.' }),
    );
    await renderForm();
    await send('no-es-esta', 'Nueva2026!', 'Nueva2026!');
    expect(field(/^Contraseña actual/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect($toasts.get()).toEqual([]);
  });

  test('a network failure is the §8 toast and keeps the fields; a change empties them and says so', async () => {
    api.changePassword.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Failed to fetch' }));
    await renderForm();
    await send('Vieja2026!', 'Nueva2026!', 'Nueva2026!');
    expect($toasts.get().map((toast) => toast.title)).toEqual(['No es posible acceder al servicio']);
    expect(field(/^Nueva contraseña/).value).toBe('Nueva2026!');
    api.changePassword.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await act(async () => {});
    expect(api.changePassword).toHaveBeenLastCalledWith({}, 'Vieja2026!', 'Nueva2026!', 'Nueva2026!');
    expect(screen.getByRole('status').textContent).toBe('Tu contraseña se ha cambiado.');
    expect(field(/^Nueva contraseña/).value).toBe('');
  });
});
