/** The province the address form shows for a postal code (lib/account/postal-province.ts). */
import { describe, expect, it } from 'vitest';
import { provinceForPostalCode } from '../../../../../src/lib/account/postal-province';

describe('province from the postal code (pure)', () => {
  it('names the province of the first two digits, from Álava to Melilla', () => {
    expect(provinceForPostalCode('01001', '')).toBe('Álava');
    expect(provinceForPostalCode('28013', '')).toBe('Madrid');
    expect(provinceForPostalCode(' 08001 ', '')).toBe('Barcelona');
    expect(provinceForPostalCode('52001', '')).toBe('Melilla');
  });

  it('keeps a spelling the shopper typed that names the same province, replaces one that does not', () => {
    expect(provinceForPostalCode('17001', 'gerona')).toBe('gerona');
    expect(provinceForPostalCode('48001', 'Vizcaya')).toBe('Vizcaya');
    expect(provinceForPostalCode('08001', 'Madrid')).toBe('Barcelona');
  });

  it('leaves what was typed while the postal code is not a Spanish one', () => {
    for (const code of ['', '2801', '53000', '99999'])
      expect(provinceForPostalCode(code, 'Soria')).toBe('Soria');
  });
});
