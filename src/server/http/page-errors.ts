import { es } from '../../i18n/es';
/** What an on-demand page shows when its API read fails. */
export interface PageFailure {
  status: number;
  kind: 'notFound' | 'maintenance' | 'unavailable';
}

/** The status of a page whose API read failed for any reason but a missing entity or maintenance. */
export const API_FAILURE_STATUS = 500;

/**
 * Maps a failed server-side API read to the page to render (spec §8: route errors use the status
 * code or 500): a missing entity is a real 404 (never a redirect), the API's maintenance 503 is a
 * 503 "Servicio en mantenimiento" page, and any other failure (a 5xx, a timeout, no answer) is a
 * 500 "Se ha producido un error" page, so an outage is never mistaken for a missing product.
 */
export function pageFailureFor(error: unknown): PageFailure {
  const status =
    (error as { status?: number; statusCode?: number } | null)?.status ??
    (error as { statusCode?: number } | null)?.statusCode;
  if (status === 404 || status === 410) return { status: 404, kind: 'notFound' };
  if (status === 503) return { status: 503, kind: 'maintenance' };
  return { status: API_FAILURE_STATUS, kind: 'unavailable' };
}

/**
 * The <title> of a page whose API read failed: maintenance and an outage say so; a missing entity
 * (or no failure) takes the page's own `missingTitle`.
 */
export function failureTitle(failure: PageFailure | undefined, missingTitle: string): string {
  if (failure?.kind === 'maintenance') return es.errors.maintenance.title;
  if (failure?.kind === 'unavailable') return es.errorPage.title;
  return missingTitle;
}

/** What a read the page cannot work without gave: its answer, or the failure the page shows instead. */
export type PageRead<T> = { value: T; failure?: undefined } | { value?: undefined; failure: PageFailure };

/**
 * A read the page cannot work without (the carriers of the shipping step, the ways to pay of the
 * payment step): its failure is the page's failure, spec §8's error with its status, never an empty
 * answer. Reads a page can do without go through optionalRead (src/api/optional-read.ts) instead.
 */
export async function requiredRead<T>(read: Promise<T>): Promise<PageRead<T>> {
  try {
    return { value: await read };
  } catch (error) {
    return { failure: pageFailureFor(error) };
  }
}
