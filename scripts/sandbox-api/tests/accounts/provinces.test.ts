/** A province typed by the shopper against the postal code's (accounts/provinces.ts). */
import { describe, expect, it } from 'vitest';
import { provinceMatches } from '../../accounts/provinces.ts';

describe('provinces (pure)', () => {
  it("accepts any spelling of the postal code's province, in any case", () => {
    expect(provinceMatches('48001', 'vizcaya')).toBe(true);
    expect(provinceMatches('03001', 'ALICANTE')).toBe(true);
    expect(provinceMatches('03001', 'Murcia')).toBe(false);
  });
});
