import { es, format } from '../../i18n/es';
import { ADDRESS_FIELDS, type AddressField, isRequiredAddressField } from '../account/address-layout';
import { isSpanishPhone, isSpanishPostalCode } from '../account/address-rules';

/**
 * What the checkout's forms can say about a field before sending, in the API's own words (its
 * 422 reads the same), so a message never changes wording when the API answers. The API still has
 * the last word: a province that does not match its postal code is its to say.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The address's layout and the Spanish postal code and phone rules are the address book's
// (lib/account/address-layout.ts, address-rules.ts); the checkout says them in its own words.

/** What the API says of one address field, or null when it looks right. */
export function addressFieldProblem(field: AddressField, value: string): string | null {
  const text = value.trim();
  if (!text) {
    return isRequiredAddressField(field)
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
