import { describe, expect, test } from 'vitest';
import { es, format } from '../../../../src/i18n/es';

function leaves(node: unknown, path = 'es'): [string, unknown][] {
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
  }
  return [[path, node]];
}

describe('Spanish catalogue', () => {
  test('every entry is a non-empty string', () => {
    for (const [path, value] of leaves(es)) {
      expect(typeof value === 'string' && value.trim().length > 0, path).toBe(true);
    }
  });

  test('format fills {name} placeholders', () => {
    expect(format(es.cart.added, { name: 'Sartén 28 cm' })).toBe('Se agregó Sartén 28 cm al carrito.');
    expect(format(es.footer.credit, { year: 2026, shop: 'Tienda', operator: 'Operador S.L.' })).toBe(
      '© 2026 Tienda. Plataforma operada por Operador S.L.',
    );
  });

  test('format leaves unknown placeholders as they are', () => {
    expect(format('Quedan {n} de {total}', { n: 3 })).toBe('Quedan 3 de {total}');
  });
});
