import { describe, expect, test } from 'vitest';
import {
  addressFieldProblem,
  addressProblems,
  isSpanishPhone,
  isSpanishPostalCode,
} from '../../../../../src/lib/account/address-rules';

describe('Spanish address rules', () => {
  test('a postal code is five digits whose first two name one of the 52 provinces', () => {
    for (const code of ['01001', '28013', '08001', '35001', '52001', ' 41001 '])
      expect(isSpanishPostalCode(code)).toBe(true);
    for (const code of ['00123', '53001', '99999', '2801', '280133', '28O13', ''])
      expect(isSpanishPostalCode(code)).toBe(false);
  });

  test('a phone is 9 digits from 6 to 9, with or without +34 or 0034, separators ignored', () => {
    for (const phone of ['612345678', '912 34 56 78', '+34 612-345-678', '0034 (7) 12.34.56.78'])
      expect(isSpanishPhone(phone)).toBe(true);
    for (const phone of ['512345678', '61234567', '6123456789', '+33 612345678', 'seis'])
      expect(isSpanishPhone(phone)).toBe(false);
  });

  test('one field left is said about in Spanish: required, postal code, phone; optional fields may stay empty', () => {
    expect(addressFieldProblem('postal_code', '99999')).toBe('El código postal no es válido.');
    expect(addressFieldProblem('phone', '123')).toBe('El teléfono no es válido.');
    expect(addressFieldProblem('name', '  ')).toBe('Este campo es obligatorio.');
    expect(addressFieldProblem('floor', '')).toBeNull();
    expect(addressFieldProblem('postal_code', '28013')).toBeNull();
  });

  test('a whole address gets every problem at once, by field', () => {
    expect(addressProblems({ name: 'Ana', postal_code: '99999', phone: '612345678', number: null })).toEqual({
      surname: 'Este campo es obligatorio.',
      street: 'Este campo es obligatorio.',
      postal_code: 'El código postal no es válido.',
      city: 'Este campo es obligatorio.',
    });
  });
});
