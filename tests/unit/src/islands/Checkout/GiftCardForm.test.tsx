// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import './support/island-env';
import { ApiError } from '../../../../../src/api/api-error';
import GiftCardForm from '../../../../../src/islands/Checkout/GiftCardForm';
import { $toasts } from '../../../../../src/stores/toasts';
import { resetCheckoutIslands } from './support/reset';
import '../../../support/settle-dom';

// The gift card request answers from here.
const api = vi.hoisted(() => ({ requestGiftCard: vi.fn() }));
vi.mock('../../../../../src/api/checkout', () => api);

const mobile = () => screen.getByLabelText('Móvil para recibir la tarjeta regalo') as HTMLInputElement;
const send = () => fireEvent.submit(mobile().closest('form')!);

beforeEach(async () => {
  api.requestGiftCard.mockReset();
  render(<GiftCardForm mobile="" error={null} />);
  await act(async () => {});
});
afterEach(resetCheckoutIslands);

describe('the gift card request (payment step)', () => {
  test('a mobile that is not Spanish is said before sending, in the API words', () => {
    fireEvent.change(mobile(), { target: { value: '912345678' } });
    send();
    expect(screen.getByText('Introduce un móvil válido.')).toBeTruthy();
    expect(mobile().getAttribute('aria-invalid')).toBe('true');
    expect(api.requestGiftCard).not.toHaveBeenCalled();
  });

  test('sent in place, its confirmation said beside it', async () => {
    api.requestGiftCard.mockResolvedValue(undefined);
    fireEvent.change(mobile(), { target: { value: '+34 612 345 678' } });
    send();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Te enviaremos la tarjeta regalo al móvil indicado.',
      ),
    );
    expect(api.requestGiftCard).toHaveBeenCalledWith({}, '+34 612 345 678');
  });

  test('a network failure is the §8 toast, the mobile kept', async () => {
    api.requestGiftCard.mockRejectedValue(new ApiError({ kind: 'network', message: 'Failed to fetch' }));
    fireEvent.change(mobile(), { target: { value: '612345678' } });
    send();
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.title)).toEqual(['No es posible acceder al servicio']),
    );
    expect(mobile().value).toBe('612345678');
  });

  test('a mobile typed in the server HTML before React came is the one sent (not emptied by the first render)', async () => {
    cleanup();
    api.requestGiftCard.mockResolvedValue(undefined);
    const island = document.createElement('div');
    island.innerHTML = renderToString(createElement(GiftCardForm, { mobile: '', error: null }));
    document.body.append(island);
    const typed = island.querySelector('input[name="mobile"]') as HTMLInputElement;
    typed.value = '612345678';
    await act(async () => {
      hydrateRoot(island, createElement(GiftCardForm, { mobile: '', error: null }));
    });
    fireEvent.submit(typed.closest('form')!);
    await waitFor(() => expect(api.requestGiftCard).toHaveBeenCalledWith({}, '612345678'));
    expect(typed.value).toBe('612345678');
    island.remove();
  });
});
