import { CHUNK_RELOAD_GUARD_MS } from '../constants';

/** Where the time of the last reload for a failed chunk is kept (per tab: sessionStorage). */
export const CHUNK_RELOAD_KEY = 'mt_chunk_reload_at';

/**
 * The messages browsers give when a code chunk cannot be fetched: after a deploy the page still
 * names chunks the new build no longer has (Chromium, Firefox, Safari, and Vite's preload helper).
 */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether a rejection or error is a code chunk that failed to load. */
export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURES.some((pattern) => pattern.test(message));
}

/**
 * Spec §8: a failed chunk reloads the page, at most once per CHUNK_RELOAD_GUARD_MS, so a chunk
 * that is really gone never turns into a reload loop. `lastReloadAt` is what CHUNK_RELOAD_KEY held.
 */
export function mayReloadForChunk(lastReloadAt: string | null, now: number): boolean {
  const last = lastReloadAt === null ? Number.NaN : Number(lastReloadAt);
  return !Number.isFinite(last) || now - last >= CHUNK_RELOAD_GUARD_MS || last > now;
}
