/** Address rules (accounts/address-rules.ts): Spanish phones, and one 422 with every error. */
import { describe, expect, it } from 'vitest';
import { normalizeSpanishPhone, parseShippingAddress } from '../../accounts/address-rules.ts';
import { HttpError } from '../../http/errors.ts';
import { HOME } from '../support/accounts.ts';

describe('address rules (pure)', () => {
  it('reads Spanish phones with or without +34', () => {
    expect(normalizeSpanishPhone('+34 612 345 678')).toBe('612345678');
    expect(normalizeSpanishPhone('0034-912-345-678')).toBe('912345678');
    expect(normalizeSpanishPhone('(800) 123 456')).toBe('800123456');
    for (const bad of ['512345678', '61234567', '6123456789', '+33612345678', 'teléfono']) {
      expect(normalizeSpanishPhone(bad), bad).toBeNull();
    }
  });

  it('parseShippingAddress derives the province and throws one 422 with every error', () => {
    expect(parseShippingAddress(HOME)).toEqual({
      ...HOME,
      province: 'Barcelona',
      country: 'ES',
      phone: '612345678',
    });
    try {
      parseShippingAddress({ postal_code: '53000', phone: '123' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(422);
      expect(Object.keys((error as HttpError).errors!)).toEqual([
        'name',
        'surname',
        'street',
        'postal_code',
        'city',
        'phone',
      ]);
    }
  });
});
