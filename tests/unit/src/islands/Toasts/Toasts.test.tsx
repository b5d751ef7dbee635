// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import Toasts from '../../../../../src/islands/Toasts/Toasts';
import { TOAST_MS } from '../../../../../src/lib/constants';
import { $toasts, clearToasts, showToast } from '../../../../../src/stores/toasts';

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

describe('Toasts island', () => {
  test('both live regions are in the page before any toast arrives', () => {
    render(<Toasts />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  test('an error toast is announced in the alert region with its title and text', () => {
    render(<Toasts />);
    act(() => {
      showToast({
        level: 'error',
        title: 'No es posible acceder al servicio',
        text: 'Comprueba tu conexión.',
      });
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('No es posible acceder al servicio')).toBeTruthy();
    expect(within(alert).getByText('Comprueba tu conexión.')).toBeTruthy();
    expect(within(screen.getByRole('status')).queryByText('No es posible acceder al servicio')).toBeNull();
  });

  test('warnings and info go to the polite status region', () => {
    render(<Toasts />);
    act(() => {
      showToast({ level: 'warning', title: 'Datos no válidos', text: 'Revise el formulario' });
    });
    expect(within(screen.getByRole('status')).getByText('Datos no válidos')).toBeTruthy();
  });

  test('a toast disappears after 7 seconds', () => {
    render(<Toasts />);
    act(() => {
      showToast({ level: 'info', title: 'Se agregó Sartén al carrito.' });
    });
    expect(screen.queryByText('Se agregó Sartén al carrito.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(TOAST_MS);
    });
    expect(screen.queryByText('Se agregó Sartén al carrito.')).toBeNull();
  });

  test('the close button, labelled in Spanish, removes the toast', () => {
    render(<Toasts />);
    act(() => {
      showToast({ level: 'error', title: 'Fichero demasiado grande' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect($toasts.get()).toEqual([]);
    expect(screen.queryByText('Fichero demasiado grande')).toBeNull();
  });

  test('hovering a toast keeps it on screen past its 7 seconds', () => {
    render(<Toasts />);
    act(() => {
      showToast({ level: 'info', title: 'Hola' });
    });
    fireEvent.mouseEnter(screen.getByText('Hola'));
    act(() => {
      vi.advanceTimersByTime(TOAST_MS * 2);
    });
    expect(screen.queryByText('Hola')).not.toBeNull();
  });
});
