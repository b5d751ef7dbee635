import { es } from '../../i18n/es';
import { ADDRESS_LAYOUT, type AddressField } from '../../lib/account/address-layout';
import { TextField } from '../shared/TextField';

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
  const field = (name: AddressField) => ({
    idPrefix: 'address',
    name,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => onValue(name, value),
    onBlur: () => onLeave(name),
  });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{es.account.orderShipping}</legend>
      {ADDRESS_LAYOUT.map(({ name, wide, checkOnLeave: _, ...layout }) => (
        <TextField key={name} {...layout} {...field(name)} className={wide ? 'sm:col-span-2' : ''} />
      ))}
    </fieldset>
  );
}
