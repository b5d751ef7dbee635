import type { ApiFailure } from './api-error';

/**
 * The first message of each field a 422 names (Laravel's `errors`), by field name: what a form,
 * on the server or in an island, shows next to each field.
 */
export function fieldErrorsOf(failure: ApiFailure): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(failure.body?.errors ?? {})) {
    if (messages[0]) fields[field] = messages[0];
  }
  return fields;
}
