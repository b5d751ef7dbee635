import { describe, expect, it } from 'vitest';
import { parseCartForm, parsePendingAdult } from '../../../../../src/lib/cart/cart-form';
import { formData } from '../../../support/form-data';

describe('no-JavaScript cart forms', () => {
  it('reads an add with its quantity, defaulting to one unit', () => {
    expect(parseCartForm('add', formData({ id: '102', quantity: '3' }))).toEqual({
      kind: 'add',
      id: 102,
      quantity: 3,
    });
    expect(parseCartForm('add', formData({ id: '102' }))).toEqual({ kind: 'add', id: 102, quantity: 1 });
  });

  it('accepts quantity 0 only to update (a removal)', () => {
    expect(parseCartForm('update', formData({ id: '5', quantity: '0' }))).toEqual({
      kind: 'update',
      id: 5,
      quantity: 0,
    });
    expect(parseCartForm('add', formData({ id: '5', quantity: '0' }))).toBeNull();
  });

  it('refuses what is not a whole number in range, and unknown actions', () => {
    expect(parseCartForm('add', formData({ id: 'abc' }))).toBeNull();
    expect(parseCartForm('add', formData({ id: '1', quantity: '1.5' }))).toBeNull();
    expect(parseCartForm('add', formData({ id: '1', quantity: '1000' }))).toBeNull();
    expect(parseCartForm('add', formData({ id: '-1' }))).toBeNull();
    expect(parseCartForm('steal', formData({ id: '1' }))).toBeNull();
  });

  it('reads a coupon code, trimmed, and refuses an empty or overlong one', () => {
    expect(parseCartForm('coupon', formData({ code: ' bienvenida10 ' }))).toEqual({
      kind: 'coupon',
      code: 'bienvenida10',
    });
    expect(parseCartForm('coupon', formData({ code: ' ' }))).toBeNull();
    expect(parseCartForm('coupon', formData({ code: 'x'.repeat(41) }))).toBeNull();
  });

  it('reads the add waiting for the age question from plain numbers only', () => {
    expect(parsePendingAdult('901-2')).toEqual({ id: 901, quantity: 2 });
    expect(parsePendingAdult('<script>')).toBeNull();
    expect(parsePendingAdult(null)).toBeNull();
  });
});
