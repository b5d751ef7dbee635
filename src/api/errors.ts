import { es, format } from '../i18n/es';
import type { ApiFailure } from './api-error';

/** A toast to show: a title, an optional line of text, and how serious it is. */
export interface ToastSpec {
  title: string;
  text?: string;
  level: 'error' | 'warning' | 'info';
}

/** Laravel's message for a request without a session: expected for guests, never shown. */
const UNAUTHENTICATED = 'Unauthenticated.';

/**
 * The global error toasts of spec §8, one row per branch, or null when nothing is shown.
 *
 * Statuses not in the table (400, 403, 404, 409, 500 …) give null on purpose: their meaning
 * depends on the call (404 clears a cart or shows the not-found page, 409 starts the age check,
 * a failed cart save shows 'Fallo en el servidor.'), so the caller handles them. A call we
 * cancelled ourselves ('abort') is not a failure either.
 */
export function toastForFailure(failure: ApiFailure): ToastSpec | null {
  // `es.errors`, not `const { errors } = es`: destructuring the namespace ships every area to the browser.
  const errors = es.errors;
  switch (failure.kind) {
    case 'abort':
      return null;
    case 'timeout':
      return { level: 'error', title: errors.timeout.title };
    case 'network':
      return {
        level: 'error',
        title: errors.network.title,
        text: failure.message
          ? format(errors.network.text, { message: failure.message.replace(/\.+$/, '') })
          : errors.network.textNoMessage,
      };
  }
  const message = failure.body?.message?.trim() || undefined;
  switch (failure.status) {
    case 503:
      return { level: 'warning', ...errors.maintenance };
    case 422:
      return { level: 'warning', title: errors.validation.title, text: message ?? errors.validation.text };
    case 419:
      return { level: 'warning', ...errors.sessionExpired };
    case 413:
      return { level: 'error', ...errors.fileTooLarge };
    case 401:
      // A 401 without a message has nothing to say beyond 'not logged in': silent like 'Unauthenticated.'.
      return message && message !== UNAUTHENTICATED
        ? { level: 'error', title: errors.authDenied.title, text: message }
        : null;
    default:
      return null;
  }
}
