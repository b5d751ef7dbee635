import { describe, expect, test } from 'vitest';
import { es, format } from '../../../../src/i18n/es';
import { legalPages } from '../../../../src/i18n/legal-pages';

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

  test("a value ending in its own period ends the sentence: never 'S.L..'", () => {
    expect(format('Operada por {operator}.', { operator: 'Comercio, S.L.' })).toBe(
      'Operada por Comercio, S.L.',
    );
    expect(format('Operada por {operator}.', { operator: 'Comercio' })).toBe('Operada por Comercio.');
    expect(format('{n:producto|productos}.', { n: 2 })).toBe('productos.');
  });

  test("speaks to the shopper as 'tú' and calls the cart 'carrito' (but the spec's 'Ver cesta')", () => {
    const texts = [...leaves(es), ...leaves(legalPages, 'legalPages')];
    const usted =
      /\b(usted|Verifique|Recargue|[Vv]uelva|[Ii]nténtelo|[Cc]ompruebe|[Ee]lija|[Rr]evise|[Aa]bra|[Pp]ulse|[Ii]ntroduzca|[Ss]eleccione|[Cc]onsulte|su conexión)\b/;
    for (const [path, value] of texts) {
      expect(String(value), path).not.toMatch(usted);
      if (path !== 'es.cart.viewCart') expect(String(value), path).not.toMatch(/\bcestas?\b/i);
    }
  });

  test('format leaves unknown placeholders as they are', () => {
    expect(format('Quedan {n} de {total}', { n: 3 })).toBe('Quedan 3 de {total}');
  });
});
