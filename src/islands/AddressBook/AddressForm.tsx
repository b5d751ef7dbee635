import { useId } from 'react';
import type { ShippingAddress, ShippingAddressRequest } from '@shop/contract/account';
import { es } from '../../i18n/es';
import { ADDRESS_FIELDS } from '../../lib/account/address-layout';
import { addressFieldProblem, addressProblems } from '../../lib/account/address-rules';
import { provinceForPostalCode } from '../../lib/account/postal-province';
import { AddressFieldset } from '../shared/AddressFieldset';
import { InPlaceAction } from '../shared/InPlaceAction';
import { useCheckedForm } from '../shared/use-checked-form';
import { PostForm } from '../shared/PostForm';
import { ADDRESS_POSTS } from '../../lib/forms/form-posts';

type Field = keyof ShippingAddress;
type Errors = Partial<Record<string, string>>;

/** The posted form as the API takes it (the same reading as server/forms/address-form.ts). */
function addressOf(form: HTMLFormElement): ShippingAddressRequest {
  const data = new FormData(form);
  const text = (name: Field) => String(data.get(name) ?? '').trim();
  return {
    name: text('name'),
    surname: text('surname'),
    street: text('street'),
    number: text('number') || null,
    floor: text('floor') || null,
    postal_code: text('postal_code'),
    city: text('city'),
    province: text('province'),
    country: 'ES',
    phone: text('phone'),
  };
}

/** The province follows the postal code as it is typed, as in the checkout; it stays editable. */
function followPostalCode(postalCode: HTMLInputElement): void {
  const province = postalCode.form?.elements.namedItem('province');
  if (province instanceof HTMLInputElement)
    province.value = provinceForPostalCode(postalCode.value, province.value);
}

interface Props {
  /** The address being edited (null: a new one). */
  editing: number | null;
  /** What the fields start with: the edited address, or what a refused post sent. */
  draft: Partial<ShippingAddress> | null;
  /** The server's messages of a refused no-JavaScript post. */
  initialErrors: Errors;
  hydrated: boolean;
  busy: boolean;
  /** Sends the address; answers the API's refused fields, or null once saved. */
  onSave(address: ShippingAddressRequest): Promise<Errors | null>;
  onCancel(): void;
}

/**
 * Adds or edits one address. Server HTML is a plain form posting to the page; hydrated, the
 * postal code and phone are checked as the shopper leaves them, every field before sending, and
 * the API's refusals land next to their fields with focus on the first one.
 */
export function AddressForm({ editing, draft, initialErrors, hydrated, busy, onSave, onCancel }: Props) {
  const { errors, setError, form, submit } = useCheckedForm(initialErrors, ADDRESS_FIELDS, {
    hydrated,
    busy,
    read: addressOf,
    problems: addressProblems,
    send: onSave,
  });
  const titleId = useId();

  return (
    <section id="address-form" aria-labelledby={titleId} className="mb-10">
      <h2 id={titleId} className="mb-3 text-xl font-semibold">
        {editing ? es.account.addressEdit : es.account.addressAdd}
      </h2>
      <PostForm form={form} post={ADDRESS_POSTS.save} className="grid gap-4" ownChecks onSubmit={submit}>
        {editing && <input type="hidden" name="id" value={editing} />}
        <AddressFieldset
          fieldOf={(field) => ({
            value: draft?.[field.name] ?? null,
            error: errors[field.name],
            onBlur: field.checkOnLeave
              ? (value) => value.trim() && setError(field.name, addressFieldProblem(field.name, value))
              : undefined,
            onInput: (event) => {
              setError(field.name, null);
              if (field.name === 'postal_code') followPostalCode(event.currentTarget);
            },
          })}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary min-h-11" aria-disabled={busy || undefined}>
            {busy ? es.forms.saving : es.forms.save}
          </button>
          {editing && (
            <InPlaceAction
              hydrated={hydrated}
              href="/account/addresses#address-form"
              className="min-h-11 underline"
              linkClassName="inline-flex items-center"
              onPress={onCancel}
            >
              {es.account.addressCancelEdit}
            </InPlaceAction>
          )}
        </div>
      </PostForm>
    </section>
  );
}
