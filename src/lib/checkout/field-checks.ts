import type { ShippingAddress } from '../../contract/account';
import { es, format } from '../../i18n/es';

/**
 * What the checkout's forms can say about a field before sending, in the API's own words (its
 * 422 reads the same), so a message never changes wording when the API answers. The API still has
 * the last word: a province that does not match its postal code is its to say.
 */

/** Spanish postal codes run 01000–52999: the first two digits are one of the 52 provinces. */
const POSTAL_CODE = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/;
/** A Spanish phone: 9 digits starting with 6–9, optionally after +34 or 0034. */
const SPANISH_PHONE = /^(?:\+34|0034)?[6-9]\d{8}$/;
/** Spaces, dots, hyphens and brackets a shopper types inside a phone number. */
const PHONE_SEPARATORS = /[\s.()-]/g;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSpanishPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value.trim());
}

export function isSpanishPhone(value: string): boolean {
  return SPANISH_PHONE.test(value.replace(PHONE_SEPARATORS, ''));
}

export type AddressField = Exclude<keyof ShippingAddress, 'country'>;

/** The address fields in the form's order; the first four of them and the phone are required. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'name',
  'surname',
  'street',
  'number',
  'floor',
  'postal_code',
  'city',
  'province',
  'phone',
];
const REQUIRED: ReadonlySet<AddressField> = new Set([
  'name',
  'surname',
  'street',
  'postal_code',
  'city',
  'phone',
]);

/** What the API says of one address field, or null when it looks right. */
export function addressFieldProblem(field: AddressField, value: string): string | null {
  const text = value.trim();
  if (!text) {
    return REQUIRED.has(field)
      ? format(es.checkout.checks.required, { label: es.checkout.checks.labels[field] })
      : null;
  }
  if (field === 'postal_code' && !isSpanishPostalCode(text)) return es.checkout.checks.postalCode;
  if (field === 'phone' && !isSpanishPhone(text)) return es.checkout.checks.phone;
  return null;
}

/** Every problem of an address the shop can see by itself, by field. */
export function addressProblems(
  address: Partial<Record<AddressField, string>>,
): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = addressFieldProblem(field, address[field] ?? '');
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The guest's contact: an e-mail is required, a phone (for WhatsApp) optional but Spanish. */
export function contactFieldProblem(field: 'email' | 'phone', value: string): string | null {
  const text = value.trim();
  if (field === 'email') {
    if (!text) return es.checkout.checks.emailRequired;
    return EMAIL.test(text) ? null : es.checkout.checks.email;
  }
  return text && !isSpanishPhone(text) ? es.checkout.checks.phone : null;
}

/** A Spanish mobile for the gift card: 9 digits starting with 6 or 7, optionally after +34. */
const MOBILE = /^(?:\+34)?[67]\d{8}$/;

export function giftMobileProblem(value: string): string | null {
  return MOBILE.test(value.replace(/\s/g, '')) ? null : es.checkout.checks.mobile;
}
