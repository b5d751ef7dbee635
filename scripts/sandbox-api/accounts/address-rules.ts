import type { BillingAddress, ShippingAddress } from '@shop/contract/account';
import { isValidNif, normalizeNif } from './nif.ts';
import { provinceMatches, provinceOfPostalCode } from './provinces.ts';
import { type FieldCollector, fieldErrors, optionalText, requiredText } from './validation.ts';

/** Longest value of each address field, in characters. */
export const ADDRESS_LIMITS = {
  name: 100,
  surname: 150,
  /** Billing `name`: a person or a company's legal name. */
  billingName: 150,
  street: 150,
  number: 20,
  floor: 20,
  city: 100,
  province: 50,
  country: 50,
  /** Loose bounds before the format checks, so a huge value gets the format message, not two. */
  postalCode: 10,
  phone: 20,
  nif: 20,
} as const;

/** The shop delivers and invoices in Spain only (the postal code and NIF rules are Spanish). */
export const SHOP_COUNTRY = 'ES';

export const ADDRESS_MESSAGES = {
  postalCode: 'El código postal no es válido.',
  province: 'La provincia no corresponde al código postal.',
  phone: 'El teléfono no es válido.',
  nif: 'El NIF/NIE/CIF no es válido.',
  country: 'Solo enviamos a direcciones de España.',
} as const;

/** A Spanish phone: 9 digits starting with 6, 7, 8 or 9, optionally after +34 or 0034. */
const SPANISH_PHONE = /^(?:\+34|0034)?([6-9]\d{8})$/;

/** The 9 digits of a Spanish phone (spaces, dots, hyphens and brackets ignored), or null. */
export function normalizeSpanishPhone(value: string): string | null {
  return SPANISH_PHONE.exec(value.replace(/[\s.()-]/g, ''))?.[1] ?? null;
}

/**
 * Checks a shipping address, adding errors under `{prefix}{field}` (Laravel keys such as
 * `shipping_address.postal_code` when the address is nested in a bigger body). Use
 * `parseShippingAddress` for a body that is the address itself.
 */
export function checkShippingAddress(
  body: Record<string, unknown>,
  out: FieldCollector,
  prefix = '',
): ShippingAddress {
  const text = (field: string, label: string, max: number) =>
    requiredText(body, field, label, max, out, `${prefix}${field}`);
  const optional = (field: string, label: string, max: number) =>
    optionalText(body, field, label, max, out, `${prefix}${field}`);
  const name = text('name', 'nombre', ADDRESS_LIMITS.name);
  const surname = text('surname', 'apellidos', ADDRESS_LIMITS.surname);
  const street = text('street', 'dirección', ADDRESS_LIMITS.street);
  const number = optional('number', 'número', ADDRESS_LIMITS.number);
  const floor = optional('floor', 'piso', ADDRESS_LIMITS.floor);
  const place = checkPlace(body, out, prefix);
  const phoneText = text('phone', 'teléfono', ADDRESS_LIMITS.phone);
  const phone = phoneText ? normalizeSpanishPhone(phoneText) : null;
  if (phoneText && !phone) out.add(`${prefix}phone`, ADDRESS_MESSAGES.phone);
  return { name, surname, street, number, floor, ...place, phone: phone ?? '' };
}

/** A shipping address body, or a 422 with every error (message: the first). */
export function parseShippingAddress(body: Record<string, unknown>): ShippingAddress {
  const out = fieldErrors();
  const address = checkShippingAddress(body, out);
  out.throwIfAny();
  return address;
}

/** Checks a billing address (`name` of a person or company, a valid `nif`), like checkShippingAddress. */
export function checkBillingAddress(
  body: Record<string, unknown>,
  out: FieldCollector,
  prefix = '',
): BillingAddress {
  const text = (field: string, label: string, max: number) =>
    requiredText(body, field, label, max, out, `${prefix}${field}`);
  const name = text('name', 'nombre o razón social', ADDRESS_LIMITS.billingName);
  const nifText = text('nif', 'NIF', ADDRESS_LIMITS.nif);
  const nif = normalizeNif(nifText);
  if (nifText && !isValidNif(nif)) out.add(`${prefix}nif`, ADDRESS_MESSAGES.nif);
  const street = text('street', 'dirección', ADDRESS_LIMITS.street);
  return { name, nif, street, ...checkPlace(body, out, prefix) };
}

/** A billing address body, or a 422 with every error. */
export function parseBillingAddress(body: Record<string, unknown>): BillingAddress {
  const out = fieldErrors();
  const address = checkBillingAddress(body, out);
  out.throwIfAny();
  return address;
}

/**
 * Postal code, city, province and country. The province may be left out: it follows from the
 * postal code; when given it must be the code's (any usual spelling) and is stored as named here.
 */
function checkPlace(body: Record<string, unknown>, out: FieldCollector, prefix: string) {
  const key = (field: string) => `${prefix}${field}`;
  const postalText = requiredText(
    body,
    'postal_code',
    'código postal',
    ADDRESS_LIMITS.postalCode,
    out,
    key('postal_code'),
  );
  const province = postalText ? provinceOfPostalCode(postalText) : null;
  if (postalText && !province) out.add(key('postal_code'), ADDRESS_MESSAGES.postalCode);
  const city = requiredText(body, 'city', 'localidad', ADDRESS_LIMITS.city, out, key('city'));
  const typedProvince = optionalText(
    body,
    'province',
    'provincia',
    ADDRESS_LIMITS.province,
    out,
    key('province'),
  );
  if (province && typedProvince && !provinceMatches(postalText, typedProvince)) {
    out.add(key('province'), ADDRESS_MESSAGES.province);
  }
  const country = optionalText(body, 'country', 'país', ADDRESS_LIMITS.country, out, key('country'));
  if (country !== null && country.toUpperCase() !== SHOP_COUNTRY)
    out.add(key('country'), ADDRESS_MESSAGES.country);
  return { postal_code: postalText, city, province: province ?? '', country: SHOP_COUNTRY } as const;
}
