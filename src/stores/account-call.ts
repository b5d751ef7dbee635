import type { $Fetch } from 'ofetch';
import { toApiError } from '../api/api-error';
import { toastForFailure } from '../api/errors';
import { fieldErrorsOf } from '../api/field-errors';
import { es } from '../i18n/es';
import type { ApiClient } from '../api/client';
import { showToast } from './toasts';

/** How an account form's call ended: what the API answered, or the fields it refused. */
export type AccountOutcome<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/**
 * Runs one account call from an island. A 422 that names fields comes back as those fields, for
 * the form to show next to each one (no toast: the shopper looks at the form); any other failure
 * is the §8 toast (a network failure, maintenance, an expired session) and the form keeps what
 * was typed. The API client and the call's module load with the first call (lazy-api.ts).
 */
export async function accountCall<T>(
  loadApi: () => Promise<ApiClient>,
  call: (api: $Fetch) => Promise<T>,
): Promise<AccountOutcome<T>> {
  try {
    const api = await loadApi();
    return { ok: true, value: await call(api.silent) };
  } catch (error) {
    const failure = toApiError(error);
    const fields = failure.status === 422 ? fieldErrorsOf(failure) : {};
    if (Object.keys(fields).length > 0) return { ok: false, fields };
    // A 401 is the session gone (the API says only 'Unauthenticated.'): say so, not 'try again'.
    const toast =
      toastForFailure(failure) ??
      (failure.status === 401
        ? { level: 'warning' as const, title: es.auth.sessionGone }
        : { level: 'error' as const, title: es.forms.failed });
    showToast(toast);
    return { ok: false, fields: {} };
  }
}
