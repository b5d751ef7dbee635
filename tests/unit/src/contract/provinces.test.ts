/** The 52 provinces by postal code (contract/provinces.ts), shared by the shop and the sandbox. */
import { describe, expect, it } from 'vitest';
import { PROVINCES, provinceOfPostalCode } from '@shop/contract/provinces';

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
  });
});
