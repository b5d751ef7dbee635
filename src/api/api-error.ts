import type { FetchError } from 'ofetch';
import type { ApiErrorBody } from '@shop/contract/errors';

/** How a call failed: an HTTP error status, no answer in time, no answer at all, or cancelled by us. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'abort';

/** The facts about a failed call that the error catalogue (errors.ts) needs. */
export interface ApiFailure {
  kind: ApiErrorKind;
  status?: number;
  body?: ApiErrorBody;
  message: string;
}

/** A failed API call. Every error the API client throws is one of these. */
export class ApiError extends Error implements ApiFailure {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly body?: ApiErrorBody;

  constructor(failure: ApiFailure, options?: { cause?: unknown }) {
    super(failure.message, options);
    this.name = 'ApiError';
    this.kind = failure.kind;
    this.status = failure.status;
    this.body = failure.body;
  }
}

function errorBody(data: unknown): ApiErrorBody | undefined {
  if (data && typeof data === 'object' && typeof (data as ApiErrorBody).message === 'string') {
    return data as ApiErrorBody;
  }
  return undefined;
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error || (error && typeof error === 'object' && 'name' in error)
    ? String((error as { name: unknown }).name)
    : undefined;
}

/**
 * Turns whatever a call threw (usually ofetch's FetchError) into an ApiError.
 * ofetch aborts a timed-out request with a `TimeoutError`; an `AbortError` means our own code
 * cancelled the call (e.g. a superseded search), which is not a failure to report.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fetchError = error as Partial<FetchError> | undefined;
  const status = fetchError?.response?.status ?? fetchError?.status;
  if (typeof status === 'number') {
    const body = errorBody(fetchError?.data);
    return new ApiError(
      { kind: 'http', status, body, message: body?.message ?? `HTTP ${status}` },
      { cause: error },
    );
  }
  const cause = fetchError?.cause ?? error;
  const name = errorName(cause);
  const kind: ApiErrorKind =
    name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'abort' : 'network';
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({ kind, message }, { cause: error });
}
