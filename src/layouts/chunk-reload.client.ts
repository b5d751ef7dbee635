import { CHUNK_RELOAD_KEY, isChunkLoadFailure, mayReloadForChunk } from '../lib/ui/chunk-reload';
import { PENDING_ATTRIBUTE, PRESS_TAKEN_ATTRIBUTE } from '../lib/ui/hydration';

/** Set on <html> when a failed chunk did not reload the page because one did within the guard. */
export const CHUNK_RELOAD_HELD = 'chunkReloadHeld';

function readLast(): string | null {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return null; // Storage blocked: reloadOnce then cannot keep the guard, and does not reload.
  }
}

function reloadOnce(): boolean {
  const now = Date.now();
  if (!mayReloadForChunk(readLast(), now)) {
    document.documentElement.dataset[CHUNK_RELOAD_HELD] = 'true';
    return false;
  }
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no guard: a reload could loop, so the page stays as it is.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * After a deploy an open page may ask for a code chunk the new build no longer has (an island
 * hydrating on the first touch, Vite's preload of a module): the page reloads to get the new
 * build's HTML, at most once a minute (spec §8, §9). An island's chunk is retried once by Astro
 * itself, which then reports `astro:hydration-error`; the other imports reject unhandled.
 */
export function reloadOnChunkFailure(target: Window): void {
  target.addEventListener('astro:hydration-error', (event) => {
    const { error } = (event as CustomEvent<{ error: unknown }>).detail ?? {};
    // A press held for the island (src/directives/held-presses.ts) now goes through as a plain
    // form: that navigation brings a page of the new build, and a reload would drop the press.
    if (document.querySelector(`[${PENDING_ATTRIBUTE}]`)) return;
    // The island's press was taken by a page script that does its work without React (the buy
    // form's early add, components/product/buy-press.client.ts), and keeps doing it for later
    // presses: the page works as it is. Astro reports the failure only after its retry, a second
    // after the press; by then that add may have saved and shown its line, and a reload then
    // came in the middle of whatever the shopper did next (issue 27: flaky under load).
    if ((event.target as Element | null)?.closest?.(`[${PRESS_TAKEN_ATTRIBUTE}]`)) return;
    if (isChunkLoadFailure(error) && reloadOnce()) event.preventDefault();
  });
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason) && reloadOnce()) event.preventDefault();
  });
}
