import { describe, expect, test } from 'vitest';
import { passwordProblems } from '../../../../../src/lib/account/password-rules';

describe('password change rules', () => {
  test('every field is required', () => {
    expect(passwordProblems({ current_password: '', password: '', password_confirmation: '' })).toEqual({
      current_password: 'Este campo es obligatorio.',
      password: 'Este campo es obligatorio.',
      password_confirmation: 'Este campo es obligatorio.',
    });
  });

  test('the new password has at least 8 characters and its confirmation matches', () => {
    expect(
      passwordProblems({ current_password: 'vieja', password: 'corta', password_confirmation: 'otra' }),
    ).toEqual({
      password: 'La contraseña debe tener al menos 8 caracteres.',
      password_confirmation: 'La confirmación de la contraseña no coincide.',
    });
    expect(
      passwordProblems({
        current_password: 'vieja',
        password: 'Nueva2026!',
        password_confirmation: 'Nueva2026!',
      }),
    ).toEqual({});
  });

  test('spaces count as part of a password (nothing is trimmed)', () => {
    expect(
      passwordProblems({ current_password: ' ', password: 'a b c d e', password_confirmation: 'a b c d e ' }),
    ).toEqual({ password_confirmation: 'La confirmación de la contraseña no coincide.' });
  });
});
