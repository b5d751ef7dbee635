import type { AddressField } from '../../lib/account/address-layout';
import { AddressFieldset } from '../shared/AddressFieldset';

export type AddressValues = Record<AddressField, string>;

interface Props {
  values: AddressValues;
  errors: Partial<Record<AddressField, string>>;
  onValue(field: AddressField, value: string): void;
  /** The shopper left a field: its check runs then, not at every key. */
  onLeave(field: AddressField): void;
}

/** The shipping address's fields, laid out as the address book's (lib/account/address-layout.ts). */
export function ShippingAddressFields({ values, errors, onValue, onLeave }: Props) {
  return (
    <AddressFieldset
      fieldOf={({ name }) => ({
        value: values[name],
        error: errors[name],
        onValue: (value: string) => onValue(name, value),
        onBlur: () => onLeave(name),
      })}
    />
  );
}
