import { describe, expect, test } from 'vitest';
import {
  formatPercent,
  formatPrice,
  formatUnitPrice,
  formatWeight,
} from '../../../../../src/lib/format/format';

describe('formatPrice (EUR, es-ES, thousands always grouped)', () => {
  test('puts a no-break space (U+00A0) before the euro sign and a decimal comma', () => {
    expect(formatPrice(5)).toBe('5,00\u00a0€');
    expect(formatPrice(19.9)).toBe('19,90\u00a0€');
  });

  test('groups a four-digit amount too, unlike the bare es-ES default', () => {
    expect(formatPrice(1234.56)).toBe('1.234,56\u00a0€');
  });

  test('groups a five-digit amount', () => {
    expect(formatPrice(12345.67)).toBe('12.345,67\u00a0€');
  });

  test('rounds to cents', () => {
    expect(formatPrice(0.005 + 9.99)).toBe('10,00\u00a0€');
  });
});

describe('formatUnitPrice (price per kg or litre, RD 3423/2000)', () => {
  const per = (amount: number, reference_unit: 'kg' | 'l' | 'g', reference_value = 1) => ({
    amount,
    quantity_value: 1,
    quantity_unit: reference_unit,
    reference_value,
    reference_unit,
  });

  test('reads as a shelf label: the price, a slash and the unit, no space around the slash', () => {
    expect(formatUnitPrice(per(12.5, 'kg'))).toBe('12,50\u00a0€/kg');
    expect(formatUnitPrice(per(8, 'l'))).toBe('8,00\u00a0€/l');
  });

  test('groups thousands as every price does (a jamón de bellota per kg stays under, a saffron would not)', () => {
    expect(formatUnitPrice(per(1234.5, 'kg'))).toBe('1.234,50\u00a0€/kg');
  });

  test('names the reference quantity when it is not one unit', () => {
    expect(formatUnitPrice(per(1.25, 'g', 100))).toBe('1,25\u00a0€/100\u00a0g');
  });
});

describe('formatWeight (above 1 kg in kg with 2 decimals, otherwise grams)', () => {
  test('above 1 kg shows kilograms with two decimals', () => {
    expect(formatWeight(1.5)).toBe('1,50\u00a0kg');
    expect(formatWeight(1.001)).toBe('1,00\u00a0kg');
  });

  test('below 1 kg shows whole grams', () => {
    expect(formatWeight(0.75)).toBe('750\u00a0g');
    expect(formatWeight(0.0004)).toBe('0\u00a0g');
  });

  test('exactly 1 kg is not above 1, so it shows 1000 g', () => {
    expect(formatWeight(1)).toBe('1000\u00a0g');
  });
});

describe('formatPercent', () => {
  test('a whole percent with the es-ES no-break space before %', () => {
    expect(formatPercent(25)).toBe('25\u00a0%');
  });
});
