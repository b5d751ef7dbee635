import type { FormEvent } from 'react';
import type { SavedAddress } from '@shop/contract/account';
import { es, format } from '../../i18n/es';
import { IN_PLACE_LINK_ATTRIBUTE } from '../../lib/ui/hydration';

/** 'Editar' fills the form in place once hydrated: a press before then waits for React. */
const IN_PLACE = { [IN_PLACE_LINK_ATTRIBUTE]: '' };

interface Props {
  address: SavedAddress;
  /** Hydrated: the buttons act through the store; before, they post (and the link loads the form). */
  hydrated: boolean;
  busy: boolean;
  onEdit(): void;
  onMarkDefault(): void;
  onRemove(): void;
}

/** One saved address with its actions: edit, make default, delete. */
export function AddressCard({ address, hydrated, busy, onEdit, onMarkDefault, onRemove }: Props) {
  const act = (action: () => void) => (event: FormEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    if (!busy) action();
  };
  const buttonState = { 'aria-disabled': busy || undefined };
  return (
    <li className="rounded-md border border-gray-300 p-4 text-sm" data-address>
      {address.is_default && <p className="mb-1 font-semibold text-green-800">{es.account.addressDefault}</p>}
      <p className="font-medium">
        {address.name} {address.surname}
      </p>
      <p>
        {address.street}
        {address.number && ` ${address.number}`}
        {address.floor && `, ${address.floor}`}
      </p>
      <p>
        {address.postal_code} {address.city} ({address.province})
      </p>
      <p>{address.phone}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          href={`/account/addresses?editar=${address.id}#address-form`}
          className="underline"
          aria-label={format(es.account.addressEditNamed, { name: address.name })}
          onClick={act(onEdit)}
          {...IN_PLACE}
        >
          {es.account.addressEdit}
        </a>
        {!address.is_default && (
          <form method="post" action="/account/addresses" onSubmit={act(onMarkDefault)}>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <button
              type="submit"
              className="underline"
              aria-label={format(es.account.addressDefaultNamed, { name: address.name })}
              {...buttonState}
            >
              {es.account.addressMakeDefault}
            </button>
          </form>
        )}
        <form method="post" action="/account/addresses" onSubmit={act(onRemove)}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            className="text-red-700 underline"
            aria-label={format(es.account.addressDeleteNamed, { name: address.name })}
            {...buttonState}
          >
            {es.account.addressDelete}
          </button>
        </form>
      </div>
    </li>
  );
}
