import type { FormEvent } from 'react';
import type { SavedAddress } from '@shop/contract/account';
import { es, format } from '../../i18n/es';
import { ADDRESS_POSTS } from '../../lib/forms/form-posts';
import { IN_PLACE_LINK_ATTRIBUTE } from '../../lib/ui/hydration';
import { PostForm } from '../shared/PostForm';

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

interface ActionProps {
  intent: 'default' | 'delete';
  id: number;
  /** The button's name, with the address's (several cards stand side by side). */
  label: string;
  busy: boolean;
  className: string;
  onSubmit(event: FormEvent): void;
  children: string;
}

/** One of a card's actions as a plain form posting to the address book (make default, delete). */
function AddressAction({ intent, id, label, busy, className, onSubmit, children }: ActionProps) {
  return (
    <PostForm post={ADDRESS_POSTS[intent]} onSubmit={onSubmit}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} aria-label={label} aria-disabled={busy || undefined}>
        {children}
      </button>
    </PostForm>
  );
}

/** One saved address with its actions: edit, make default, delete. */
export function AddressCard({ address, hydrated, busy, onEdit, onMarkDefault, onRemove }: Props) {
  const act = (action: () => void) => (event: FormEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    if (!busy) action();
  };
  const remove = {
    intent: 'delete',
    named: es.account.addressDeleteNamed,
    className: 'text-red-700 underline',
    run: onRemove,
    text: es.account.addressDelete,
  } as const;
  const makeDefault = {
    intent: 'default',
    named: es.account.addressDefaultNamed,
    className: 'underline',
    run: onMarkDefault,
    text: es.account.addressMakeDefault,
  } as const;
  // The default address cannot be made default again.
  const actions = address.is_default ? [remove] : [makeDefault, remove];
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
        {actions.map((action) => (
          <AddressAction
            key={action.intent}
            intent={action.intent}
            id={address.id}
            label={format(action.named, { name: address.name })}
            busy={busy}
            className={action.className}
            onSubmit={act(action.run)}
          >
            {action.text}
          </AddressAction>
        ))}
      </div>
    </li>
  );
}
