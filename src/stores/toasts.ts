import { atom } from 'nanostores';
import type { ToastSpec } from '../api/errors';
import { TOAST_MS } from '../lib/constants';

export type { ToastSpec } from '../api/errors';

/** A toast on screen. */
export interface Toast extends ToastSpec {
  id: number;
}

/** The global toasts, oldest first (spec §8: bottom-left, 7 seconds each). */
export const $toasts = atom<Toast[]>([]);

// Browser-only store: the server never shows toasts, so these never outlive one page.
let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function startTimer(id: number, durationMs: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
}

/**
 * Shows a toast for `durationMs` and returns its id. The same message already on screen is not
 * stacked again (several calls failing together would repeat it); its time starts over instead.
 */
export function showToast(spec: ToastSpec, durationMs = TOAST_MS): number {
  const same = $toasts
    .get()
    .find((t) => t.title === spec.title && t.text === spec.text && t.level === spec.level);
  if (same) {
    startTimer(same.id, durationMs);
    return same.id;
  }
  const id = ++lastId;
  $toasts.set([...$toasts.get(), { ...spec, id }]);
  startTimer(id, durationMs);
  return id;
}

/** Removes a toast now (its close button, or its time ran out). */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Keeps a toast on screen while the shopper hovers or focuses it (WCAG 2.2.1, timing adjustable). */
export function holdToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Gives a held toast its full time again once the shopper moves away. */
export function releaseToast(id: number, durationMs = TOAST_MS): void {
  if ($toasts.get().some((t) => t.id === id)) startTimer(id, durationMs);
}

/** Removes every toast and timer (tests, and leaving a page without reload). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}
