import { useEffect, useRef, useState } from 'react';
import type { SavedAddress, ShippingAddress, ShippingAddressRequest } from '@shop/contract/account';
import { es } from '../../i18n/es';
import { addressBook } from '../../stores/addresses';
import { useHydrated } from '../shared/use-hydrated';
import { useStore } from '../shared/use-store';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';

interface Props {
  /** The addresses the server read for this customer (the page is private, never cached). */
  initial: SavedAddress[];
  /** The address whose form is open (`?editar=`, or the one a refused post was editing). */
  editing: number | null;
  /** What the form starts with: the edited address, or what a refused post sent. */
  draft: Partial<ShippingAddress> | null;
  /** The API's messages of a refused no-JavaScript post, by field. */
  errors: Record<string, string>;
}

/** The form's address: the one being edited (or none: a new one), and what its fields start with. */
function useOpenForm(initialEditing: number | null, initialDraft: Partial<ShippingAddress> | null) {
  const [editing, setEditing] = useState(initialEditing);
  const [draft, setDraft] = useState(initialDraft);
  /** A new key empties the form (after a save) or fills it with another address (edit). */
  const [formKey, setFormKey] = useState(0);
  const openForm = (address: SavedAddress | null) => {
    setEditing(address?.id ?? null);
    setDraft(address);
    setFormKey((key) => key + 1);
  };
  return { editing, draft, formKey, openForm };
}

interface ListProps {
  addresses: SavedAddress[];
  hydrated: boolean;
  busy: boolean;
  onEdit(address: SavedAddress): void;
  onMarkDefault(address: SavedAddress): void;
  onRemove(address: SavedAddress): void;
}

/** The saved addresses as cards, each to edit, mark as the default or delete; or the word that there are none. */
function AddressList({ addresses, hydrated, busy, onEdit, onMarkDefault, onRemove }: ListProps) {
  if (addresses.length === 0) return <p className="mb-6">{es.account.addressNone}</p>;
  return (
    <ul className="mb-8 grid gap-4 sm:grid-cols-2">
      {addresses.map((address) => (
        <AddressCard
          key={address.id}
          address={address}
          hydrated={hydrated}
          busy={busy}
          onEdit={() => onEdit(address)}
          onMarkDefault={() => onMarkDefault(address)}
          onRemove={() => onRemove(address)}
        />
      ))}
    </ul>
  );
}

/**
 * The account's address book (issue 18): the saved addresses and the form to add or edit one.
 * Rendered on the server as plain forms that post to the page (Post/Redirect/Get); hydrated, the
 * same forms add, edit, delete and mark the default through the address store without a reload.
 */
export default function AddressBook({
  initial,
  editing: initialEditing,
  draft: initialDraft,
  errors,
}: Props) {
  const stored = useStore(addressBook.$addresses);
  const busy = useStore(addressBook.$busy);
  const hydrated = useHydrated();
  const { editing, draft, formKey, openForm } = useOpenForm(initialEditing, initialDraft);
  const [said, setSaid] = useState('');
  const listTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    addressBook.seed(initial);
  }, [initial]);
  const addresses = hydrated ? stored : initial;

  const done = (message: string) => {
    setSaid(message);
    listTitle.current?.focus();
  };

  const edit = (address: SavedAddress) => {
    openForm(address);
    setSaid('');
    // The form is below the list: take the shopper there, on its first field.
    requestAnimationFrame(() => document.getElementById('address-name')?.focus());
  };

  const save = async (address: ShippingAddressRequest) => {
    const outcome = await addressBook.save(editing, address);
    if (!outcome.ok) return outcome.fields;
    openForm(null);
    done(es.account.addressSaved);
    return null;
  };

  const act = async (action: Promise<{ ok: boolean }>, message: string) => {
    const { ok } = await action;
    if (ok) done(message);
    return ok;
  };

  return (
    <>
      <h2 ref={listTitle} tabIndex={-1} className="mb-3 text-xl font-semibold">
        {es.account.addressesTitle}
      </h2>
      <p role="status" className="mb-4 font-medium text-green-800 empty:hidden">
        {said}
      </p>
      <AddressList
        addresses={addresses}
        hydrated={hydrated}
        busy={busy !== null}
        onEdit={edit}
        onMarkDefault={(address) => act(addressBook.markDefault(address.id), es.account.addressDefaultDone)}
        onRemove={async (address) => {
          const removed = await act(addressBook.remove(address.id), es.account.addressDeleted);
          if (removed && editing === address.id) openForm(null);
        }}
      />
      <AddressForm
        key={formKey}
        editing={editing}
        draft={draft}
        initialErrors={formKey === 0 ? errors : {}}
        hydrated={hydrated}
        busy={busy !== null}
        onSave={save}
        onCancel={() => openForm(null)}
      />
    </>
  );
}
