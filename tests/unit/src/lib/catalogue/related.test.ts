import { describe, expect, it } from 'vitest';
import { slugWords } from '../../../../../src/lib/catalogue/related';

describe('related products of a missing product', () => {
  it('search for the kind of product: the first words of its address, without numbers', () => {
    expect(slugWords('sarten-antiadherente-28-cm-123')).toBe('sarten antiadherente');
    expect(slugWords('olla-8-l-99')).toBe('olla l');
  });

  it('search for nothing when the address has no words', () => {
    expect(slugWords('12345')).toBe('');
  });
});
