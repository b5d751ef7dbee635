import { es } from '../../i18n/es';
import type { AddressField } from '../../lib/checkout/field-checks';
import { CheckoutField } from './CheckoutField';

export type AddressValues = Record<AddressField, string>;

interface Props {
  values: AddressValues;
  errors: Partial<Record<AddressField, string>>;
  onValue(field: AddressField, value: string): void;
  /** The shopper left a field: its check runs then, not at every key. */
  onLeave(field: AddressField): void;
}

/** The shipping address's fields, in the order and with the limits of the server's AddressFields.astro. */
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
      <CheckoutField
        {...field('name')}
        label={es.address.name}
        required
        autoComplete="given-name"
        maxLength={100}
      />
      <CheckoutField
        {...field('surname')}
        label={es.address.surname}
        required
        autoComplete="family-name"
        maxLength={100}
      />
      <CheckoutField
        {...field('street')}
        label={es.address.street}
        required
        autoComplete="address-line1"
        maxLength={150}
        className="sm:col-span-2"
      />
      <CheckoutField {...field('number')} label={es.address.number} maxLength={20} />
      <CheckoutField
        {...field('floor')}
        label={es.address.floor}
        autoComplete="address-line2"
        maxLength={50}
      />
      <CheckoutField
        {...field('postal_code')}
        label={es.address.postalCode}
        required
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
      />
      <CheckoutField
        {...field('city')}
        label={es.address.city}
        required
        autoComplete="address-level2"
        maxLength={100}
      />
      <CheckoutField
        {...field('province')}
        label={es.address.province}
        autoComplete="address-level1"
        maxLength={100}
      />
      <CheckoutField
        {...field('phone')}
        type="tel"
        label={es.address.phone}
        required
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
      />
    </fieldset>
  );
}
