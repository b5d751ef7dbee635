/** What an on-demand page shows when its API read fails. */
export interface PageFailure {
  status: number;
  kind: 'notFound' | 'maintenance' | 'unavailable';
}

/**
 * Maps a failed server-side API read to the page to render: a missing entity is a real 404 (never
 * a redirect), maintenance is a 503, and any other failure of the API is a 503 "unavailable" page,
 * so an outage is never mistaken for a missing product.
 */
export function pageFailureFor(error: unknown): PageFailure {
  const status =
    (error as { status?: number; statusCode?: number } | null)?.status ??
    (error as { statusCode?: number } | null)?.statusCode;
  if (status === 404 || status === 410) return { status: 404, kind: 'notFound' };
  if (status === 503) return { status: 503, kind: 'maintenance' };
  return { status: 503, kind: 'unavailable' };
}
