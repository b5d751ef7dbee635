import type { FormEvent, RefObject } from 'react';
import type { SavedAddress } from '@shop/contract/account';
import { es } from '../../i18n/es';
import { PostForm } from '../shared/PostForm';
import { SHIPPING_POSTS } from '../../lib/forms/form-posts';
import { RadioCards } from '../shared/RadioCards';

interface Props {
  saved: SavedAddress[];
  savedId: number | null;
  busy: boolean;
  form: RefObject<HTMLFormElement | null>;
  onPick(id: number): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** A saved address on one line, as the shopper recognises it. */
const addressLine = (option: SavedAddress) =>
  `${option.name} ${option.surname}, ${option.street}${option.number ? ` ${option.number}` : ''}, ${option.postal_code} ${option.city}`;

/** A customer's saved addresses, the default one picked: the first thing the shipping step shows. */
export function SavedAddresses({ saved, savedId, busy, form, onPick, onSubmit }: Props) {
  return (
    <section aria-labelledby="saved-title" className="mb-6">
      <h2 id="saved-title" className="mb-3 text-xl font-semibold">
        {es.checkout.savedAddresses}
      </h2>
      <PostForm
        form={form}
        post={SHIPPING_POSTS.saved}
        className="grid gap-3"
        onSubmit={onSubmit}
        data-saved-addresses
      >
        <RadioCards
          name="shipping_address_id"
          legend={es.checkout.savedAddresses}
          legendClassName="sr-only"
          options={saved.map((option) => ({ value: option.id, label: addressLine(option) }))}
          chosen={savedId}
          onChoose={onPick}
          multiline
        />
        <button type="submit" className="btn-primary min-h-11 justify-self-start" disabled={busy}>
          {es.checkout.showCarriers}
        </button>
      </PostForm>
    </section>
  );
}
