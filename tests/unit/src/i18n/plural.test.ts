import { describe, expect, test } from 'vitest';
import { es, format, plural } from '../../../../src/i18n/es';

describe('plural', () => {
  test('1 takes the singular, 0 and more than 1 the plural', () => {
    expect(plural(1, 'día', 'días')).toBe('día');
    expect(plural(0, 'día', 'días')).toBe('días');
    expect(plural(2, 'día', 'días')).toBe('días');
    expect(plural(190, 'unidad', 'unidades')).toBe('unidades');
  });

  test('a fraction reads as plural, as Spanish says "1,5 kilos"', () => {
    expect(plural(1.5, 'kilo', 'kilos')).toBe('kilos');
  });
});

describe('format with plural forms', () => {
  test('picks each {name:singular|plural} by the number in name', () => {
    expect(format(es.wishlist.count, { count: 1 })).toBe('1 producto guardado');
    expect(format(es.wishlist.count, { count: 3 })).toBe('3 productos guardados');
    expect(format(es.product.unitsLeft, { n: 1 })).toBe('Queda 1 unidad');
    expect(format(es.product.unitsLeft, { n: 4 })).toBe('Quedan 4 unidades');
    expect(format(es.checkout.carrierDays, { name: 'SEUR', price: 'Gratis', days: 1 })).toBe(
      'SEUR: Gratis, entrega en 1 día laborable',
    );
    expect(format(es.category.count, { count: 0 })).toBe('0 productos');
  });

  test('leaves a plural form of an unknown placeholder as it is', () => {
    expect(format('{n:unidad|unidades}', {})).toBe('{n:unidad|unidades}');
  });

  test('every count with a noun in the catalogue goes through a plural form', () => {
    const countWithNoun = /\{(count|n|days)\} (?!de )[a-záéíóúñ]+/i;
    const leaves = (node: unknown, path: string): [string, string][] =>
      typeof node === 'string'
        ? [[path, node]]
        : Object.entries(node as object).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
    const bare = leaves(es, 'es').filter(
      ([, text]) => countWithNoun.test(text) && !/\{\w+ ?:[^}]*\|/.test(text),
    );
    expect(bare).toEqual([]);
  });
});
