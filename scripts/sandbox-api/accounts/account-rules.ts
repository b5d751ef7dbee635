import type { FieldCollector } from './validation.ts';

export const ACCOUNT_LIMITS = {
  /** Laravel's `email|max:255`. */
  emailMax: 255,
  passwordMin: 8,
  /** bcrypt, Laravel's default hasher, ignores bytes past 72: Laravel apps cap passwords there. */
  passwordMax: 72,
  nameMax: 100,
} as const;

export const ACCOUNT_MESSAGES = {
  credentials: 'Estas credenciales no coinciden con nuestros registros.',
  emailRequired: 'El correo electrónico es obligatorio.',
  email: 'El correo electrónico no es válido.',
  passwordRequired: 'La contraseña es obligatoria.',
  passwordMin: `La contraseña debe tener al menos ${ACCOUNT_LIMITS.passwordMin} caracteres.`,
  passwordMax: `La contraseña no puede tener más de ${ACCOUNT_LIMITS.passwordMax} caracteres.`,
  confirmation: 'La confirmación de la contraseña no coincide.',
  currentPassword: 'La contraseña actual no es correcta.',
  nameRequired: 'El nombre es obligatorio.',
  name: `El nombre debe tener entre 1 y ${ACCOUNT_LIMITS.nameMax} caracteres.`,
} as const;

/** Something@something.tld, no spaces: what Laravel's `email` rule lets through, roughly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A trimmed, well-formed e-mail from `body[field]`; errors go under `field`. */
export function checkEmail(body: Record<string, unknown>, field: string, out: FieldCollector): string {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    out.add(field, ACCOUNT_MESSAGES.emailRequired);
    return '';
  }
  const email = typeof value === 'string' ? value.trim() : '';
  if (email.length > ACCOUNT_LIMITS.emailMax || !EMAIL.test(email)) {
    out.add(field, ACCOUNT_MESSAGES.email);
    return '';
  }
  return email;
}

/** A password given to check (login, current password): present and a string, nothing more. */
export function checkGivenPassword(
  body: Record<string, unknown>,
  field: string,
  out: FieldCollector,
): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    out.add(field, ACCOUNT_MESSAGES.passwordRequired);
    return '';
  }
  return value;
}

/** A new `password` with its `password_confirmation` (register, reset, change). Never trimmed. */
export function checkNewPassword(body: Record<string, unknown>, out: FieldCollector): string {
  const password = checkGivenPassword(body, 'password', out);
  if (password === '') return '';
  const length = [...password].length;
  if (length < ACCOUNT_LIMITS.passwordMin) out.add('password', ACCOUNT_MESSAGES.passwordMin);
  else if (length > ACCOUNT_LIMITS.passwordMax) out.add('password', ACCOUNT_MESSAGES.passwordMax);
  if (body.password_confirmation !== password) out.add('password', ACCOUNT_MESSAGES.confirmation);
  return password;
}

/** A customer's name: a string of 1..100 characters once trimmed. */
export function checkName(value: unknown, out: FieldCollector): string {
  if (value === undefined || value === null) {
    out.add('name', ACCOUNT_MESSAGES.nameRequired);
    return '';
  }
  const name = typeof value === 'string' ? value.trim() : '';
  const length = [...name].length;
  if (length < 1 || length > ACCOUNT_LIMITS.nameMax) {
    out.add('name', ACCOUNT_MESSAGES.name);
    return '';
  }
  return name;
}

/** The name a new account gets when none is given: the e-mail before '@', cut to the limit. */
export function defaultName(email: string): string {
  return [...email.slice(0, email.indexOf('@'))].slice(0, ACCOUNT_LIMITS.nameMax).join('');
}
