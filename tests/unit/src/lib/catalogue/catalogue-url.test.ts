import { describe, expect, it } from 'vitest';
import { catalogueFormUrl, isPlainClick } from '../../../../../src/lib/catalogue/catalogue-url';

describe('catalogue form address', () => {
  it('keeps every filled field, repeated names included, and drops the empty ones', () => {
    const url = catalogueFormUrl(
      '/c-catalogo-9999',
      [
        ['q', 'sartén'],
        ['marca', 'Acme'],
        ['marca', 'Bosch'],
        ['precio-min', ''],
        ['precio-max', '20'],
      ],
      'http://shop.test/c-cocina-10047',
    );
    expect(url.pathname).toBe('/c-catalogo-9999');
    expect(url.searchParams.getAll('marca')).toEqual(['Acme', 'Bosch']);
    expect(url.searchParams.get('q')).toBe('sartén');
    expect(url.searchParams.has('precio-min')).toBe(false);
    expect(url.searchParams.get('precio-max')).toBe('20');
  });

  it('gives the bare page when nothing is filled', () => {
    expect(catalogueFormUrl('/c-catalogo-10047', [['precio-min', ' ']], 'http://shop.test/').href).toBe(
      'http://shop.test/c-catalogo-10047',
    );
  });
});

describe('plain clicks', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('takes over only an unmodified main-button click', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
