import { describe, expect, test } from 'vitest';
import { parseId } from '../../../../../src/lib/format/ids';

describe('parseId: an id from an address or a form', () => {
  test('reads a positive whole number of up to nine digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('102')).toBe(102);
    expect(parseId('999999999')).toBe(999_999_999);
  });

  test('reads leading zeros as the same number', () => {
    expect(parseId('007')).toBe(7);
  });

  test('refuses zero: no entity has id 0', () => {
    expect(parseId('0')).toBeNull();
    expect(parseId('000')).toBeNull();
  });

  test('refuses ten digits or more (beyond the API ids)', () => {
    expect(parseId('1000000000')).toBeNull();
  });

  test('refuses anything that is not only digits', () => {
    for (const text of ['', ' 12', '12 ', '-1', '+1', '1.5', '1e3', '0x1f', '１２', '12abc', 'MT-000012']) {
      expect(parseId(text), JSON.stringify(text)).toBeNull();
    }
  });

  test('refuses a missing value', () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
