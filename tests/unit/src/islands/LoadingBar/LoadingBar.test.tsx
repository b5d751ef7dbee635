// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import LoadingBar from '../../../../../src/islands/LoadingBar/LoadingBar';
import { $loading, requestEnded, requestStarted } from '../../../../../src/stores/loading';

afterEach(() => {
  cleanup();
  $loading.set({ started: 0, settled: 0 });
});

describe('LoadingBar island', () => {
  test('nothing is shown while no request is in flight', () => {
    render(<LoadingBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a labelled progress bar is shown while requests are in flight, and advances as they settle', () => {
    render(<LoadingBar />);
    act(() => {
      requestStarted();
      requestStarted();
    });
    const bar = screen.getByRole('progressbar', { name: 'Cargando' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    act(() => requestEnded());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    act(() => requestEnded());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
