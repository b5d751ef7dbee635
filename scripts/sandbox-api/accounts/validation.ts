import type { ApiErrorBody } from '@shop/contract/errors';
import { HttpError } from '../http/errors.ts';

/** Laravel-style field errors, in the order they were found. */
export type FieldErrors = NonNullable<ApiErrorBody['errors']>;

/** A 422 whose message is the first error (the shop's toast shows it), with every error by field. */
export function validationError(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'Los datos proporcionados no son válidos.';
  return new HttpError(422, first, errors);
}

/** Collects errors by field; `throwIfAny` ends a validation with the 422 when something was wrong. */
export function fieldErrors() {
  const errors: FieldErrors = {};
  return {
    errors,
    add(field: string, message: string): void {
      errors[field] = [...(errors[field] ?? []), message];
    },
    has: (field: string) => field in errors,
    get empty() {
      return Object.keys(errors).length === 0;
    },
    throwIfAny(): void {
      if (Object.keys(errors).length > 0) throw validationError(errors);
    },
  };
}

export type FieldCollector = ReturnType<typeof fieldErrors>;

/**
 * A trimmed text field: null when absent or blank (the caller decides whether it is required),
 * an error when it is not a string or longer than `max` characters.
 */
export function optionalText(
  body: Record<string, unknown>,
  field: string,
  label: string,
  max: number,
  out: FieldCollector,
  key = field,
): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    out.add(key, `El campo ${label} debe ser un texto.`);
    return null;
  }
  const text = value.trim();
  if (text === '') return null;
  if ([...text].length > max) {
    out.add(key, `El campo ${label} no puede tener más de ${max} caracteres.`);
    return null;
  }
  return text;
}

/** A trimmed text field that must be present: 'El campo {label} es obligatorio.' otherwise. */
export function requiredText(
  body: Record<string, unknown>,
  field: string,
  label: string,
  max: number,
  out: FieldCollector,
  key = field,
): string {
  const text = optionalText(body, field, label, max, out, key);
  if (text === null && !out.has(key)) out.add(key, `El campo ${label} es obligatorio.`);
  return text ?? '';
}
