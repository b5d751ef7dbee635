// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import './support/island-env';
import { ApiError } from '../../../../../src/api/api-error';
import { refusal } from '../../../support/api-errors';
import ShippingStep from '../../../../../src/islands/Checkout/ShippingStep';
import { $toasts } from '../../../../../src/stores/toasts';
import { resetCheckoutIslands } from './support/reset';
import { BALEARES, CHECKOUT, PENINSULA } from './support/checkout-fixtures';
import '../../../support/settle-dom';

// The checkout's calls answer from here.
const api = vi.hoisted(() => ({
  availableCarriers: vi.fn(),
  updateCheckout: vi.fn(),
  getCheckoutCart: vi.fn(),
}));
vi.mock('../../../../../src/api/checkout', () => api);

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\(obligatorio\\))?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(input(label));
const ANA = {
  Nombre: 'Ana',
  Apellidos: 'Pérez',
  Calle: 'Calle Mayor',
  Localidad: 'Madrid',
  Teléfono: '612345678',
};
const carriersTitle = () => document.getElementById('carriers-title');
const chosen = () =>
  (document.querySelector('[data-carriers-form] input:checked') as HTMLInputElement | null)?.value ?? null;
const flush = () => act(async () => {});

type StepProps = Parameters<typeof ShippingStep>[0];

/** The step as the page renders it: a guest's first visit, unless `props` say otherwise. */
const stepOf = (props: Partial<StepProps> = {}) => (
  <ShippingStep
    checkout={CHECKOUT}
    saved={[]}
    carriers={[]}
    carrierId={null}
    address={null}
    posted={{ intent: '', fields: {} }}
    {...props}
  />
);

/** Renders the step, before its effects. */
function renderStepHtml(props: Partial<StepProps> = {}) {
  render(stepOf(props));
}

/** The step rendered and hydrated. */
async function renderStep(props: Partial<StepProps> = {}) {
  renderStepHtml(props);
  await flush();
}

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.availableCarriers.mockImplementation(async (_api: unknown, code: string) =>
    code.startsWith('07') ? BALEARES : PENINSULA,
  );
});
afterEach(resetCheckoutIslands);

describe('ShippingStep island', () => {
  test('its server HTML is the plain forms posting to the step, with a refused post’s messages beside their fields', () => {
    renderStepHtml({
      address: { postal_code: '28013', province: 'Barcelona' },
      posted: {
        intent: 'address',
        fields: { 'shipping_address.province': 'La provincia no corresponde al código postal.' },
      },
    });
    const form = input('Provincia').closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/checkout/shipping');
    expect(input('Provincia').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input('Provincia').getAttribute('aria-describedby')!)!.textContent).toBe(
      'La provincia no corresponde al código postal.',
    );
    expect(input('Código postal').value).toBe('28013');
  });

  test.each([
    ['follows the postal code the form holds as React takes over', false, 'Madrid'],
    ['stays as it is when the shopper is typing in it as React takes over', true, ''],
  ])('the province %s', async (_, typingProvince, province) => {
    // The postal code comes with the page (a refused post's address): the island asks for no
    // carriers at hydration, so nothing of this test answers after it ends.
    const step = stepOf({ address: { postal_code: '28013' } });
    const island = document.createElement('div');
    island.innerHTML = renderToString(step);
    document.body.append(island);
    const field = (name: string) => island.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    if (typingProvince) field('province').focus();
    const root = await act(async () => hydrateRoot(island, step));
    try {
      expect(field('province').value).toBe(province);
      expect(api.availableCarriers).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      island.remove();
    }
  });

  test('a Spanish postal code typed brings its carriers in place, and the chosen one stays while it delivers there', async () => {
    await renderStep();
    expect(carriersTitle()).toBeNull();
    type('Código postal', '2801');
    await flush();
    expect(api.availableCarriers).not.toHaveBeenCalled();
    type('Código postal', '28013');
    await waitFor(() => expect(carriersTitle()?.textContent).toBe('Formas de envío a 28013'));
    expect(chosen()).toBe('1');
    fireEvent.click(screen.getByLabelText(/Envío urgente 24 h/));
    type('Código postal', '08001');
    await waitFor(() => expect(carriersTitle()?.textContent).toBe('Formas de envío a 08001'));
    expect(chosen()).toBe('2');
    type('Código postal', '07001');
    await waitFor(() => expect(chosen()).toBe('3'));
    expect(api.updateCheckout).not.toHaveBeenCalled();
  });

  test('a slower answer for an older postal code never replaces the newer one', async () => {
    let answerOld: (value: typeof PENINSULA) => void = () => {};
    api.availableCarriers.mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)));
    await renderStep();
    type('Código postal', '28013');
    await waitFor(() => expect(api.availableCarriers).toHaveBeenCalledTimes(1));
    type('Código postal', '07001');
    await waitFor(() => expect(carriersTitle()?.textContent).toBe('Formas de envío a 07001'));
    answerOld(PENINSULA);
    await flush();
    expect(carriersTitle()?.textContent).toBe('Formas de envío a 07001');
    expect(chosen()).toBe('3');
  });

  test('fields are checked as the shopper leaves them, in the API words, and a message goes once the value is right', async () => {
    await renderStep();
    type('Código postal', '99999');
    leave('Código postal');
    expect(input('Código postal').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El código postal no es válido.')).toBeTruthy();
    type('Código postal', '28013');
    expect(input('Código postal').getAttribute('aria-invalid')).toBeNull();
    leave('Nombre');
    expect(screen.getByText('El campo nombre es obligatorio.')).toBeTruthy();
  });

  test('sending an incomplete address says every problem, focuses the first and calls nothing', async () => {
    await renderStep();
    type('Código postal', '28013');
    await flush();
    fireEvent.submit(input('Nombre').closest('form')!);
    expect(screen.getByText('El campo nombre es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El campo teléfono es obligatorio.')).toBeTruthy();
    expect(document.activeElement).toBe(input('Nombre'));
    expect(api.updateCheckout).not.toHaveBeenCalled();
  });

  test('the API’s 422 shows beside the field it names, focused, with what was typed kept', async () => {
    api.updateCheckout.mockRejectedValue(
      refusal(
        { 'shipping_address.province': 'La provincia no corresponde al código postal.' },
        { message: 'refused' },
      ),
    );
    await renderStep();
    for (const [label, value] of Object.entries(ANA)) type(label, value);
    type('Código postal', '28013');
    type('Provincia', 'Barcelona');
    fireEvent.submit(input('Nombre').closest('form')!);
    await waitFor(() => expect(input('Provincia').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('La provincia no corresponde al código postal.')).toBeTruthy();
    expect(document.activeElement).toBe(input('Provincia'));
    expect(input('Provincia').value).toBe('Barcelona');
    expect($toasts.get()).toEqual([]);
  });

  test('a network failure is the §8 toast; nothing typed or chosen is lost', async () => {
    api.updateCheckout.mockRejectedValue(new ApiError({ kind: 'network', message: 'Failed to fetch' }));
    await renderStep();
    for (const [label, value] of Object.entries(ANA)) type(label, value);
    type('Código postal', '28013');
    fireEvent.click(await screen.findByLabelText(/Envío urgente 24 h/));
    fireEvent.submit(document.querySelector('[data-carriers-form]')!);
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.title)).toEqual(['No es posible acceder al servicio']),
    );
    expect(input('Calle').value).toBe('Calle Mayor');
    expect(chosen()).toBe('2');
    // 'Continuar' sent the typed address with the carrier, in one call.
    expect(api.updateCheckout).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        carrier_id: 2,
        shipping_address: expect.objectContaining({ postal_code: '28013' }),
      }),
    );
  });

  test('a saved address picked brings its carriers in place; Continuar saves it with the carrier', async () => {
    const saved = (id: number, postal: string, city: string) => ({
      id,
      name: 'Ana',
      surname: 'Pérez',
      street: 'Calle Mayor',
      number: '5',
      floor: null,
      postal_code: postal,
      city,
      province: city,
      country: 'ES' as const,
      phone: '612345678',
      is_default: id === 1,
    });
    const madrid = saved(1, '28013', 'Madrid');
    api.updateCheckout.mockRejectedValue(new ApiError({ kind: 'network', message: 'Failed to fetch' }));
    await renderStep({
      checkout: { ...CHECKOUT, guest: false, shipping_address: madrid, shipping_address_id: 1 },
      saved: [madrid, saved(2, '07001', 'Palma')],
      carriers: PENINSULA,
      carrierId: 2,
    });
    expect(carriersTitle()?.textContent).toBe('Formas de envío a 28013');
    expect(chosen()).toBe('2');
    fireEvent.click(screen.getByLabelText(/07001 Palma/));
    await waitFor(() => expect(carriersTitle()?.textContent).toBe('Formas de envío a 07001'));
    expect(chosen()).toBe('3');
    fireEvent.submit(document.querySelector('[data-carriers-form]')!);
    await waitFor(() =>
      expect(api.updateCheckout).toHaveBeenCalledWith({}, { carrier_id: 3, shipping_address_id: 2 }),
    );
  });
});
