import type { FormEvent, RefObject } from 'react';
import type { SavedAddress } from '@shop/contract/account';
import { es } from '../../i18n/es';

interface Props {
  saved: SavedAddress[];
  savedId: number | null;
  busy: boolean;
  form: RefObject<HTMLFormElement | null>;
  onPick(id: number): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** A customer's saved addresses, the default one picked: the first thing the shipping step shows. */
export function SavedAddresses({ saved, savedId, busy, form, onPick, onSubmit }: Props) {
  return (
    <section aria-labelledby="saved-title" className="mb-6">
      <h2 id="saved-title" className="mb-3 text-xl font-semibold">
        {es.checkout.savedAddresses}
      </h2>
      <form
        ref={form}
        method="post"
        action="/checkout/shipping"
        className="grid gap-3"
        onSubmit={onSubmit}
        data-saved-addresses
      >
        <input type="hidden" name="intent" value="saved" />
        <fieldset className="grid gap-2">
          <legend className="sr-only">{es.checkout.savedAddresses}</legend>
          {saved.map((option) => (
            <label key={option.id} className="flex items-start gap-3 rounded-md border border-gray-300 p-3">
              <input
                type="radio"
                name="shipping_address_id"
                value={option.id}
                checked={savedId === option.id}
                onChange={() => onPick(option.id)}
                className="mt-1 h-5 w-5"
              />
              <span>
                {option.name} {option.surname}, {option.street}
                {option.number && ` ${option.number}`}, {option.postal_code} {option.city}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn-primary min-h-11 justify-self-start" disabled={busy}>
          {es.checkout.showCarriers}
        </button>
      </form>
    </section>
  );
}
