import type { ShippingAddress } from '@shop/contract/account';
import { es } from '../../i18n/es';
import { ADDRESS_FIELDS, isRequiredAddressField } from './address-layout';

/**
 * Spanish postal codes run from 01000 to 52999: the first two digits are one of the 52 provinces
 * (INE codes 01–52), so 00xxx and 53xxx–99xxx do not exist.
 */
const POSTAL_CODE = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

/** A Spanish phone: 9 digits starting with 6, 7, 8 or 9, optionally after +34 or 0034. */
const SPANISH_PHONE = /^(?:\+34|0034)?[6-9]\d{8}$/;

/** Spaces, dots, hyphens and brackets a shopper types inside a phone number. */
const PHONE_SEPARATORS = /[\s.()-]/g;

export function isSpanishPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value.trim());
}

export function isSpanishPhone(value: string): boolean {
  return SPANISH_PHONE.test(value.replace(PHONE_SEPARATORS, ''));
}

/** What the address form says about one field before sending, or null when it looks right. */
export function addressFieldProblem(field: keyof ShippingAddress, value: string): string | null {
  const text = value.trim();
  if (!text) return isRequiredAddressField(field) ? es.forms.requiredField : null;
  if (field === 'postal_code' && !isSpanishPostalCode(text)) return es.forms.postalCode;
  if (field === 'phone' && !isSpanishPhone(text)) return es.forms.phone;
  return null;
}

/**
 * Every problem of an address the shop can see by itself, by field: the API still has the last
 * word (a province that does not match its postal code is its to say).
 */
export function addressProblems(address: Partial<Record<keyof ShippingAddress, string | null>>) {
  const problems: Partial<Record<keyof ShippingAddress, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = addressFieldProblem(field, address[field] ?? '');
    if (problem) problems[field] = problem;
  }
  return problems;
}
