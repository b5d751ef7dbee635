import { type RefObject, useState } from 'react';
import type { ShippingAddress } from '@shop/contract/account';
import { ADDRESS_FIELDS, type AddressField } from '../../lib/account/address-layout';
import { provinceForPostalCode } from '../../lib/account/postal-province';
import { addressFieldProblem } from '../../lib/checkout/field-checks';
import type { AddressValues } from './ShippingAddressFields';
import type { Typed } from './use-typed-before-hydration';

export type AddressErrors = Partial<Record<AddressField, string>>;

const valuesOf = (address: Partial<ShippingAddress> | null): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(address?.[field] ?? '')])) as AddressValues;

/** The province follows the postal code as it is typed, and stays editable. */
const withProvince = (values: AddressValues): AddressValues => ({
  ...values,
  province: provinceForPostalCode(values.postal_code, values.province),
});

/**
 * The shipping step's new address as the island holds it: its values, and the message shown under
 * each field (a check as the shopper leaves it, or the API's words).
 */
export function useAddressFields(
  address: Partial<ShippingAddress> | null,
  initialErrors: AddressErrors,
  form: RefObject<HTMLFormElement | null>,
) {
  const [values, setValues] = useState<AddressValues>(() => valuesOf(address));
  const [errors, setErrors] = useState(initialErrors);

  const setError = (field: AddressField, message: string | null) =>
    setErrors((shown) => {
      const next = { ...shown };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  /** Shows every message; true (and focus on the first field) when there is one. */
  const showErrors = (found: AddressErrors) => {
    setErrors(found);
    const first = ADDRESS_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  };

  /** A value typed: a message already shown goes as soon as it is right; a new one waits for leaving. */
  const typeValue = (field: AddressField, value: string) => {
    setValues((typed) =>
      field === 'postal_code' ? withProvince({ ...typed, postal_code: value }) : { ...typed, [field]: value },
    );
    if (errors[field]) setError(field, addressFieldProblem(field, value));
  };

  /**
   * What was typed into the fields before hydration becomes their values. The province follows the
   * postal code typed then, unless the shopper is typing in it at that moment: a value put under
   * their caret would run into what they type next ('MadridMadrid').
   */
  const keepTyped = (typed: Typed) => {
    const province = form.current?.querySelector('[name="province"]');
    const typingProvince = province !== null && province === province?.ownerDocument.activeElement;
    setValues((shown) => {
      const kept = Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [field, typed.get(field) ?? shown[field]]),
      ) as AddressValues;
      return typingProvince ? kept : withProvince(kept);
    });
  };

  const leave = (field: AddressField) => setError(field, addressFieldProblem(field, values[field]));

  return { values, errors, setError, showErrors, typeValue, keepTyped, leave };
}
