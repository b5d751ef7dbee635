import { atom } from 'nanostores';
import { optionalRead } from '../api/optional-read';
import type { $Fetch } from 'ofetch';
import type { SavedAddress, ShippingAddressRequest } from '@shop/contract/account';
import type { ApiClient } from '../api/client';
import { type AccountOutcome, accountCall } from './account-call';

/** Where the address book's calls come from: the browser's client, or a test's. */
export interface AddressBookOptions {
  api(): Promise<ApiClient>;
}

/**
 * The customer's shipping addresses on /account/addresses (spec §7 "Addresses"): the list the
 * page was rendered with, then kept as the API answers each change. `$busy` is the address being
 * changed ('new' for one being added), so its buttons wait and nothing is sent twice.
 */
export function createAddressBook(options: AddressBookOptions) {
  const $addresses = atom<SavedAddress[]>([]);
  const $busy = atom<number | 'new' | null>(null);
  const calls = () => import('../api/addresses');

  /** Runs a change, then reads the list again: the API decides which address is the default. */
  async function change<T>(
    busy: number | 'new',
    act: (api: $Fetch, module: Awaited<ReturnType<typeof calls>>) => Promise<T>,
    fallback: (list: SavedAddress[], value: T) => SavedAddress[],
  ): Promise<AccountOutcome<T>> {
    if ($busy.get() !== null) return { ok: false, fields: {} };
    $busy.set(busy);
    try {
      const outcome = await accountCall(options.api, async (api) => {
        const module = await calls();
        const value = await act(api, module);
        // The change is made: if reading the list fails, the shop shows it by itself.
        const list = await optionalRead(module.shippingAddresses(api), fallback($addresses.get(), value));
        $addresses.set(list);
        return value;
      });
      return outcome;
    } finally {
      $busy.set(null);
    }
  }

  const replace = (list: SavedAddress[], saved: SavedAddress) =>
    list.some((address) => address.id === saved.id)
      ? list.map((address) => (address.id === saved.id ? saved : address))
      : [...list, saved];

  return {
    $addresses,
    $busy,
    /** The list the server rendered the page with. */
    seed(list: SavedAddress[]): void {
      $addresses.set(list);
    },
    /** Adds an address (id null) or saves an edited one. */
    save(id: number | null, address: ShippingAddressRequest): Promise<AccountOutcome<SavedAddress>> {
      return change(
        id ?? 'new',
        (api, m) => (id ? m.updateShippingAddress(api, id, address) : m.createShippingAddress(api, address)),
        replace,
      );
    },
    remove(id: number): Promise<AccountOutcome<void>> {
      return change(
        id,
        (api, m) => m.deleteShippingAddress(api, id),
        (list) => list.filter((address) => address.id !== id),
      );
    },
    markDefault(id: number): Promise<AccountOutcome<void>> {
      return change(
        id,
        (api, m) => m.markDefaultAddress(api, id),
        (list) => list.map((address) => ({ ...address, is_default: address.id === id })),
      );
    },
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
