import { describe, expect, test } from 'vitest';
import {
  addressFieldProblem,
  addressProblems,
  contactFieldProblem,
  giftMobileProblem,
} from '../../../../../src/lib/checkout/field-checks';
// The rules the checkout shares with the address book.
import { isSpanishPhone, isSpanishPostalCode } from '../../../../../src/lib/account/address-rules';

describe('the checkout fields checked before sending, in the API words', () => {
  test('a Spanish postal code is one of the 52 provinces followed by three digits', () => {
    expect(['01000', '28013', '07001', '52999'].every(isSpanishPostalCode)).toBe(true);
    expect(['00100', '53000', '99999', '2801', '280130', 'abcde'].some(isSpanishPostalCode)).toBe(false);
  });

  test('a Spanish phone has 9 digits from 6 to 9, separators and +34 allowed', () => {
    expect(['612345678', '+34 612 34 56 78', '0034912345678', '(91) 234-56-78'].every(isSpanishPhone)).toBe(
      true,
    );
    expect(['512345678', '61234567', '+33612345678'].some(isSpanishPhone)).toBe(false);
  });

  test('a required field left empty is named as the API names it; optional ones may stay empty', () => {
    expect(addressFieldProblem('postal_code', ' ')).toBe('El campo código postal es obligatorio.');
    expect(addressFieldProblem('name', '')).toBe('El campo nombre es obligatorio.');
    expect(addressFieldProblem('floor', '')).toBeNull();
    expect(addressFieldProblem('postal_code', '99999')).toBe('El código postal no es válido.');
    expect(addressFieldProblem('phone', '12')).toBe('El teléfono no es válido.');
  });

  test('a whole address gives one message per wrong field, none for a right one', () => {
    expect(
      addressProblems({
        name: 'Ana',
        surname: 'Pérez',
        street: 'Mayor',
        postal_code: '28013',
        city: 'Madrid',
        phone: '612345678',
      }),
    ).toEqual({});
    expect(Object.keys(addressProblems({ name: 'Ana', postal_code: '9' }))).toEqual([
      'surname',
      'street',
      'postal_code',
      'city',
      'phone',
    ]);
  });

  test('the contact needs an e-mail; its phone may be empty, never wrong', () => {
    expect(contactFieldProblem('email', '')).toBe('El correo electrónico es obligatorio.');
    expect(contactFieldProblem('email', 'ana@')).toBe('El correo electrónico no es válido.');
    expect(contactFieldProblem('email', 'ana@example.com')).toBeNull();
    expect(contactFieldProblem('phone', '')).toBeNull();
    expect(contactFieldProblem('phone', '123')).toBe('El teléfono no es válido.');
  });

  test('the gift card goes to a Spanish mobile', () => {
    expect(giftMobileProblem('+34 612 345 678')).toBeNull();
    expect(giftMobileProblem('912345678')).toBe('Introduce un móvil válido.');
  });
});
