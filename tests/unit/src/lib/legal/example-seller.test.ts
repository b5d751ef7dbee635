import { describe, expect, it } from 'vitest';
import { EXAMPLE_SELLER, exampleSellerSettings } from '../../../../../src/lib/legal/example-seller';

/** The control digit of a company's NIF (CIF): the Agencia Tributaria's algorithm. */
function cifControl(digits: string): number {
  const sum = [...digits].reduce((total, digit, index) => {
    const value = Number(digit);
    if (index % 2 === 1) return total + value;
    const doubled = value * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

describe('the example seller', () => {
  it('has a NIF of a plausible company: a letter, seven digits and the right control digit, never zeros', () => {
    const [, digits, control] = /^B(\d{7})(\d)$/.exec(EXAMPLE_SELLER.COMPANY_NIF) ?? [];
    expect(digits).toBeDefined();
    expect(Number(control)).toBe(cifControl(digits!));
    expect(digits).not.toMatch(/^0+$/);
  });

  it('has a registry entry in the Registro Mercantil form with no all-zero number', () => {
    expect(EXAMPLE_SELLER.COMPANY_REGISTRY).toMatch(
      /^Registro Mercantil de \S+, tomo \d+, folio \d+, hoja [A-Z]+-\d+$/,
    );
    expect(EXAMPLE_SELLER.COMPANY_REGISTRY).not.toMatch(/\b0+\b/);
  });

  it('names the settings a shop has left as the example (unset counts as the example)', () => {
    expect(exampleSellerSettings({})).toEqual(Object.keys(EXAMPLE_SELLER));
    const real = {
      PLATFORM_OPERATOR: 'Operadora Real, S.A.',
      COMPANY_NAME: 'Tienda Real, S.L.',
      COMPANY_NIF: 'B87654321',
      COMPANY_ADDRESS: 'Calle Real 2, 41001 Sevilla',
      COMPANY_REGISTRY: 'Registro Mercantil de Sevilla, tomo 1, folio 2, hoja SE-3',
      HELP_EMAIL: 'ayuda@tiendareal.es',
    };
    expect(exampleSellerSettings(real)).toEqual([]);
    expect(exampleSellerSettings({ ...real, COMPANY_NIF: EXAMPLE_SELLER.COMPANY_NIF })).toEqual([
      'COMPANY_NIF',
    ]);
  });
});
