// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../../support/browser-api-stand-in';
import { ApiError } from '../../../../../src/api/api-error';
import { refusal } from '../../../support/api-errors';
import type { SavedAddress } from '@shop/contract/account';
import AddressBook from '../../../../../src/islands/AddressBook/AddressBook';
import { addressBook } from '../../../../../src/stores/addresses';
import { $toasts, clearToasts } from '../../../../../src/stores/toasts';

// The address calls answer from here.
const api = vi.hoisted(() => ({
  shippingAddresses: vi.fn(),
  createShippingAddress: vi.fn(),
  updateShippingAddress: vi.fn(),
  deleteShippingAddress: vi.fn(),
  markDefaultAddress: vi.fn(),
}));
vi.mock('../../../../../src/api/addresses', () => api);

const saved = (id: number, name: string, isDefault = false): SavedAddress => ({
  id,
  name,
  surname: 'Pérez',
  street: 'Calle Mayor',
  number: '5',
  floor: null,
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
  phone: '612345678',
  is_default: isDefault,
});

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.input(input(new RegExp(`^${label}`)), { target: { value } });
};
const ANA = {
  Nombre: 'Ana',
  Apellidos: 'Pérez',
  Calle: 'Calle Mayor',
  'Código postal': '28013',
  Localidad: 'Madrid',
  Teléfono: '612345678',
};
const saveButton = () => screen.getByRole('button', { name: 'Guardar' });
/** The island after its hydration effect: the same forms now go through the store. */
async function renderBook(
  initial: SavedAddress[] = [],
  props: Partial<Parameters<typeof AddressBook>[0]> = {},
) {
  render(<AddressBook initial={initial} editing={null} draft={null} errors={{}} {...props} />);
  await act(async () => {});
}

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
});
afterEach(() => {
  cleanup();
  clearToasts();
});

describe('AddressBook island', () => {
  test('renders the server list and a plain form posting to the page, with the refused post’s messages', async () => {
    render(
      <AddressBook
        initial={[saved(1, 'Ana', true)]}
        editing={null}
        draft={{ postal_code: '99999' }}
        errors={{ postal_code: 'El código postal no es válido.' }}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Predeterminada')).toBeTruthy();
    const form = saveButton().closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/account/addresses');
    expect(input(/^Código postal/).value).toBe('99999');
    expect(input(/^Código postal/).getAttribute('aria-invalid')).toBe('true');
  });

  test('a wrong postal code or phone is said as the shopper leaves the field, and cleared as they type', async () => {
    await renderBook();
    fireEvent.blur(input(/^Código postal/), { target: { value: '53001' } });
    fireEvent.blur(input(/^Teléfono/), { target: { value: '1234' } });
    expect(screen.getByText('El código postal no es válido.')).toBeTruthy();
    expect(screen.getByText('El teléfono no es válido.')).toBeTruthy();
    fireEvent.input(input(/^Teléfono/), { target: { value: '612345678' } });
    expect(screen.queryByText('El teléfono no es válido.')).toBeNull();
  });

  test('the province follows the postal code as it is typed, and stays editable', async () => {
    await renderBook();
    fill({ 'Código postal': '17001' });
    expect(input(/^Provincia/).value).toBe('Girona');
    fill({ Provincia: 'Gerona', 'Código postal': '17002' });
    expect(input(/^Provincia/).value).toBe('Gerona');
    fill({ 'Código postal': '52001' });
    expect(input(/^Provincia/).value).toBe('Melilla');
  });

  test('nothing is sent while a field is wrong; the first one to fix gets the focus', async () => {
    await renderBook();
    fill({ ...ANA, 'Código postal': '00000' });
    fireEvent.click(saveButton());
    await act(async () => {});
    expect(api.createShippingAddress).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input(/^Código postal/));
  });

  test('a saved address joins the list as the API reads it, the form empties and the change is announced', async () => {
    api.createShippingAddress.mockResolvedValue(saved(2, 'Ana', true));
    api.shippingAddresses.mockResolvedValue([saved(2, 'Ana', true)]);
    await renderBook();
    fill(ANA);
    fireEvent.click(saveButton());
    await act(async () => {});
    expect(api.createShippingAddress.mock.calls[0]![1]).toMatchObject({
      name: 'Ana',
      postal_code: '28013',
      country: 'ES',
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Dirección guardada.');
    expect(input(/^Nombre/).value).toBe('');
  });

  test("the API's 422 lands next to its fields in Spanish, with nothing typed lost and no toast", async () => {
    api.createShippingAddress.mockRejectedValue(
      refusal({ province: 'La provincia no corresponde al código postal.' }),
    );
    await renderBook();
    fill({ ...ANA, Provincia: 'Sevilla' });
    fireEvent.click(saveButton());
    await act(async () => {});
    expect(input(/^Provincia/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La provincia no corresponde al código postal.')).toBeTruthy();
    expect(document.activeElement).toBe(input(/^Provincia/));
    expect(input(/^Calle/).value).toBe('Calle Mayor');
    expect($toasts.get()).toEqual([]);
  });

  test('a network failure is the §8 toast; the form keeps what was typed and the list is unchanged', async () => {
    api.createShippingAddress.mockRejectedValue(
      new ApiError({ kind: 'network', message: 'Failed to fetch' }),
    );
    await renderBook([saved(1, 'Luis', true)]);
    fill(ANA);
    fireEvent.click(saveButton());
    await act(async () => {});
    expect($toasts.get().map((toast) => toast.title)).toEqual(['No es posible acceder al servicio']);
    expect(input(/^Nombre/).value).toBe('Ana');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(addressBook.$busy.get()).toBeNull();
  });

  test('editing fills the form with the address; deleting and marking default follow the API', async () => {
    const list = [saved(1, 'Ana', true), saved(2, 'Luis')];
    await renderBook(list);
    fireEvent.click(screen.getByRole('link', { name: 'Editar la dirección de Luis' }));
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Editar' })).toBeTruthy();
    expect(input(/^Nombre/).value).toBe('Luis');

    api.markDefaultAddress.mockResolvedValue(undefined);
    api.shippingAddresses.mockResolvedValue([saved(1, 'Ana'), saved(2, 'Luis', true)]);
    fireEvent.click(screen.getByRole('button', { name: 'Usar la dirección de Luis como predeterminada' }));
    await act(async () => {});
    expect(api.markDefaultAddress.mock.calls[0]![1]).toBe(2);
    const luis = screen.getAllByRole('listitem')[1]!;
    expect(within(luis).getByText('Predeterminada')).toBeTruthy();

    api.deleteShippingAddress.mockResolvedValue(undefined);
    api.shippingAddresses.mockRejectedValue(new ApiError({ kind: 'network', message: 'Failed to fetch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la dirección de Luis' }));
    await act(async () => {});
    // Deleted on the API: the list follows even though reading it again failed.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Dirección eliminada.');
    expect(screen.getByRole('heading', { name: 'Añadir una dirección' })).toBeTruthy();
  });
});
