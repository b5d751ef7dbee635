import { atom } from 'nanostores';
import type { ToastSpec } from '../api/errors';
import { INFO_POPUP_MS, TOAST_MS } from '../lib/constants';

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

/** How long a toast stays (spec §9): an info popup 2 s, a warning or error toast 7 s. */
export function toastDuration(level: ToastSpec['level']): number {
  return level === 'info' ? INFO_POPUP_MS : TOAST_MS;
}

/**
 * Shows a toast for `durationMs` (its level's time unless told) and returns its id. The same message already on screen is not
 * stacked again (several calls failing together would repeat it); its time starts over instead.
 */
export function showToast(spec: ToastSpec, durationMs = toastDuration(spec.level)): number {
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
export function releaseToast(id: number, durationMs?: number): void {
  const toast = $toasts.get().find((t) => t.id === id);
  if (toast) startTimer(id, durationMs ?? toastDuration(toast.level));
}

/** Removes every toast and timer (tests, and leaving a page without reload). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}
