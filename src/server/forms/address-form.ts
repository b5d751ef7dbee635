import type { BillingAddress, ShippingAddress } from '@shop/contract/account';
import { field } from './form-problem';

/**
 * A posted address form as the API takes it. The shop checks nothing itself beyond reading the
 * fields: the API's rules (postal code against province, phone, NIF letter) answer in Spanish.
 */
export function shippingAddressOf(form: FormData): ShippingAddress {
  return {
    name: field(form, 'name'),
    surname: field(form, 'surname'),
    street: field(form, 'street'),
    number: field(form, 'number') || null,
    floor: field(form, 'floor') || null,
    postal_code: field(form, 'postal_code'),
    city: field(form, 'city'),
    province: field(form, 'province'),
    country: 'ES',
    phone: field(form, 'phone'),
  };
}

export function billingAddressOf(form: FormData): BillingAddress {
  return {
    name: field(form, 'billing_name'),
    nif: field(form, 'nif'),
    street: field(form, 'billing_street'),
    postal_code: field(form, 'billing_postal_code'),
    city: field(form, 'billing_city'),
    province: field(form, 'billing_province'),
    country: 'ES',
  };
}
