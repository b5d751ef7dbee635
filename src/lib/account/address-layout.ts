import type { ShippingAddress } from '@shop/contract/account';
import { es } from '../../i18n/es';

/** An address's fields as the shopper fills them in (the country is always Spain). */
export type AddressField = Exclude<keyof ShippingAddress, 'country'>;

/** How one address field is asked for: the same in the address book and the checkout. */
export interface AddressFieldLayout {
  name: AddressField;
  label: string;
  required: boolean;
  autoComplete?: string;
  maxLength: number;
  /** Takes the form's whole width on a wide screen. */
  wide?: boolean;
  type?: 'tel';
  inputMode?: 'numeric' | 'tel';
  /** A rule beyond being filled in (lib/account/address-rules.ts): checked as the shopper leaves it. */
  checkOnLeave?: boolean;
}

/**
 * The address form, in its order: the API's limits, and what it requires (the province follows
 * from the postal code). The address book's and the checkout's islands both draw it.
 */
export const ADDRESS_LAYOUT: readonly AddressFieldLayout[] = [
  { name: 'name', label: es.address.name, required: true, autoComplete: 'given-name', maxLength: 100 },
  { name: 'surname', label: es.address.surname, required: true, autoComplete: 'family-name', maxLength: 100 },
  {
    name: 'street',
    label: es.address.street,
    required: true,
    autoComplete: 'address-line1',
    maxLength: 150,
    wide: true,
  },
  { name: 'number', label: es.address.number, required: false, maxLength: 20 },
  { name: 'floor', label: es.address.floor, required: false, autoComplete: 'address-line2', maxLength: 50 },
  {
    name: 'postal_code',
    label: es.address.postalCode,
    required: true,
    autoComplete: 'postal-code',
    maxLength: 5,
    inputMode: 'numeric',
    checkOnLeave: true,
  },
  { name: 'city', label: es.address.city, required: true, autoComplete: 'address-level2', maxLength: 100 },
  {
    name: 'province',
    label: es.address.province,
    required: false,
    autoComplete: 'address-level1',
    maxLength: 100,
  },
  {
    name: 'phone',
    label: es.address.phone,
    required: true,
    autoComplete: 'tel',
    maxLength: 20,
    type: 'tel',
    inputMode: 'tel',
    checkOnLeave: true,
  },
];

/** The address fields in the form's order. */
export const ADDRESS_FIELDS: readonly AddressField[] = ADDRESS_LAYOUT.map((field) => field.name);

/** Whether the shopper must fill the field in. */
export const isRequiredAddressField = (field: string): boolean =>
  ADDRESS_LAYOUT.some((layout) => layout.name === field && layout.required);
