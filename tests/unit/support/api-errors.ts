import { ApiError } from '../../../src/api/api-error';

/**
 * The API's 422 refusal as the client throws it: one message per field in `errors`; the body's
 * `summary` is the first of them and the error's `message` the summary, unless given.
 */
export function refusal(
  errors: Record<string, string>,
  {
    summary = Object.values(errors)[0] ?? '',
    message = summary,
  }: { summary?: string; message?: string } = {},
): ApiError {
  const byField = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]]));
  return new ApiError({ kind: 'http', status: 422, message, body: { message: summary, errors: byField } });
}
