import { describe, expect, test } from 'vitest';
import { serializeQuery, withSerializedQuery } from '../../../../src/api/query';

describe('serializeQuery (bracket style, spec §7)', () => {
  test('a list of primitives is written with empty brackets', () => {
    expect(serializeQuery({ a: [1, 2] })).toBe('a[]=1&a[]=2');
  });

  test('a list of lists keeps each inner list apart with an index', () => {
    expect(serializeQuery({ categories: [[10047, 10048], [9999]] })).toBe(
      'categories[0][]=10047&categories[0][]=10048&categories[1][]=9999',
    );
  });

  test('a list of objects is indexed so each object stays whole', () => {
    expect(serializeQuery({ filters: [{ field: 'brand.name', value: ['A', 'B'] }] })).toBe(
      'filters[0][field]=brand.name&filters[0][value][]=A&filters[0][value][]=B',
    );
  });

  test('nested objects use bracketed keys', () => {
    expect(serializeQuery({ price: { gte: 1, lte: 5 } })).toBe('price[gte]=1&price[lte]=5');
  });

  test('undefined values are dropped and null is sent empty', () => {
    expect(serializeQuery({ q: undefined, page: 2, brand: null })).toBe('page=2&brand=');
  });

  test('values are percent-encoded', () => {
    expect(serializeQuery({ q: 'sartén & olla' })).toBe('q=sart%C3%A9n%20%26%20olla');
  });
});

describe('withSerializedQuery', () => {
  test('appends to a URL that already has a query, before its hash', () => {
    expect(withSerializedQuery('/x?a=1#top', { b: [2] })).toBe('/x?a=1&b[]=2#top');
  });

  test('leaves the URL alone when nothing is left to send', () => {
    expect(withSerializedQuery('/x', { q: undefined })).toBe('/x');
  });
});
