/** The 52 provinces by postal code (accounts/provinces.ts). */
import { describe, expect, it } from 'vitest';
import {
  PROVINCES,
  provinceMatches,
  provinceOfPostalCode,
} from '../../../../../scripts/sandbox-api/accounts/provinces.ts';

describe('provinces (pure)', () => {
  it('knows the 52 provinces by the first two digits of the postal code', () => {
    expect(Object.keys(PROVINCES)).toHaveLength(52);
    expect(provinceOfPostalCode('28014')).toBe('Madrid');
    expect(provinceOfPostalCode('08001')).toBe('Barcelona');
    expect(provinceOfPostalCode('01000')).toBe('Álava');
    expect(provinceOfPostalCode('52999')).toBe('Melilla');
    for (const bad of ['00999', '53000', '99999', '2801', '280140', 'ABCDE', '']) {
      expect(provinceOfPostalCode(bad)).toBeNull();
    }
    expect(provinceMatches('48001', 'vizcaya')).toBe(true);
    expect(provinceMatches('03001', 'ALICANTE')).toBe(true);
    expect(provinceMatches('03001', 'Murcia')).toBe(false);
  });
});
