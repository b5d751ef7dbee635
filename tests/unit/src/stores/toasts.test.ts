import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { INFO_POPUP_MS, TOAST_MS } from '../../../../src/lib/constants';
import {
  $toasts,
  clearToasts,
  dismissToast,
  holdToast,
  releaseToast,
  showToast,
} from '../../../../src/stores/toasts';

const spec = { level: 'error', title: 'Servidor no disponible, inténtalo más tarde' } as const;

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The one toast shown leaves `ms` from now, to the millisecond: there 1 ms before, gone at it. */
function expectGoneAfter(ms: number): void {
  vi.advanceTimersByTime(ms - 1);
  expect($toasts.get()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect($toasts.get()).toHaveLength(0);
}

describe('toasts store', () => {
  test('a toast is shown and goes away by itself after TOAST_MS (7 s)', () => {
    showToast(spec);
    expect($toasts.get()).toHaveLength(1);
    expectGoneAfter(TOAST_MS);
  });

  test('each toast gets its own id and its own time', () => {
    const first = showToast(spec);
    vi.advanceTimersByTime(3000);
    const second = showToast({ ...spec, title: 'Otro' });
    expect(second).not.toBe(first);
    vi.advanceTimersByTime(TOAST_MS - 3000);
    expect($toasts.get().map((t) => t.id)).toEqual([second]);
  });

  test('an info popup stays INFO_POPUP_MS (2 s), also after a hover', () => {
    const id = showToast({ level: 'info', title: 'Algo salió mal' });
    vi.advanceTimersByTime(INFO_POPUP_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    holdToast(id);
    vi.advanceTimersByTime(TOAST_MS);
    releaseToast(id);
    expectGoneAfter(INFO_POPUP_MS);
  });

  test('dismissing removes the toast at once', () => {
    const id = showToast(spec);
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });

  test('the same message already shown is not stacked again; its time starts over', () => {
    const id = showToast(spec);
    vi.advanceTimersByTime(5000);
    expect(showToast({ ...spec })).toBe(id);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_MS - 5000);
    expect($toasts.get()).toHaveLength(0);
  });

  test('a held toast stays until released, then gets its full time again', () => {
    const id = showToast(spec);
    holdToast(id);
    vi.advanceTimersByTime(TOAST_MS * 3);
    expect($toasts.get()).toHaveLength(1);
    releaseToast(id);
    vi.advanceTimersByTime(TOAST_MS);
    expect($toasts.get()).toHaveLength(0);
  });
});
