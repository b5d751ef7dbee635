import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@shop/contract/errors';

/** A failure with the status and Laravel-style body it answers with; thrown by validators. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: ContentfulStatusCode, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** Laravel's message for a 422 with per-field errors. */
export const INVALID_DATA = 'Los datos proporcionados no son válidos.';

/** A 422 naming one invalid field. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(422, INVALID_DATA, { [field]: [message] });
}

/** Answers `{ message, errors? }` with the status. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string[]>,
) {
  const body: ApiErrorBody = errors ? { message, errors } : { message };
  return c.json(body, status);
}

/** Default Spanish messages for forced statuses (fault injection) and generic failures. */
export function defaultMessage(status: number): string {
  const messages: Record<number, string> = {
    400: 'Petición incorrecta.',
    401: 'Unauthenticated.',
    403: 'Acción no autorizada.',
    404: 'No encontrado.',
    409: 'Conflicto con el estado actual.',
    413: 'Fichero demasiado grande.',
    419: 'CSRF token mismatch.',
    422: 'Verifica los datos introducidos y vuelve a intentarlo',
    429: 'Demasiadas peticiones.',
    503: 'Servicio en mantenimiento',
  };
  return messages[status] ?? 'Error del servidor.';
}
