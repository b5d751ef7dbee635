import { toApiError } from '../../api/api-error';
import { toastForFailure } from '../../api/errors';
import { fieldErrorsOf } from '../../api/field-errors';
import { es } from '../../i18n/es';
import { parseId } from '../../lib/format/ids';

/** What a server-rendered form shows after the API refused it: one summary and a message per field. */
export interface FormProblem {
  message: string;
  /** First message of each field the API named (Laravel's `errors`), by field name. */
  fields: Record<string, string>;
  status: number | null;
  /** Seconds to wait, when the refusal is a 429 that says (the API's Retry-After, or the shop's own limit). */
  retryAfter?: number;
}

/** The Retry-After seconds of a failed call's answer, if it sent a usable one. */
function retryAfterOf(error: unknown): number | undefined {
  const cause = (error as { cause?: { response?: Response } } | undefined)?.cause;
  const header = cause?.response?.headers?.get('retry-after') ?? null;
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Turns a failed call into what the form shows (spec §8): a 422 names its fields, a 419 says the
 * session expired, a 429 passes on the API's wait, anything else is the catalogue's text for it.
 */
export function formProblem(error: unknown): FormProblem {
  const failure = toApiError(error);
  const fields = fieldErrorsOf(failure);
  const status = failure.status ?? null;
  if (status === 429 && failure.body?.message) {
    const retryAfter = retryAfterOf(failure);
    return { message: failure.body.message, fields, status, ...(retryAfter && { retryAfter }) };
  }
  if (status === 422 && Object.keys(fields).length > 0)
    return { message: es.forms.fixFields, fields, status };
  const toast = toastForFailure(failure);
  const message = toast ? [toast.title, toast.text].filter(Boolean).join('. ') : es.forms.failed;
  return { message, fields, status };
}

/** A text field of a posted form, trimmed; '' when missing or not text. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** An id field of a posted form (an address, an order, a line…), or null when it is not one. */
export const idField = (form: FormData, name: string): number | null => parseId(field(form, name));

/** A password field as typed (never trimmed: spaces may be part of it). */
export function secretField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A new password and its confirmation, as the account's forms post them. */
export const newPasswordOf = (form: FormData): [password: string, confirmation: string] => [
  secretField(form, 'password'),
  secretField(form, 'password_confirmation'),
];
