import { describe, expect, it } from 'vitest';
import { noticeText, safeNext, withNotice } from '../../../../../src/lib/forms/redirects';

describe('where a login sends the shopper', () => {
  it('only to paths of this shop', () => {
    expect(safeNext('/checkout/shipping', '/account')).toBe('/checkout/shipping');
    expect(safeNext('/account/orders?page=2', '/account')).toBe('/account/orders?page=2');
    for (const next of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a"b',
      null,
    ]) {
      expect(safeNext(next, '/account')).toBe('/account');
    }
  });

  it('shows only notices of its own list, never text from the address', () => {
    expect(noticeText('nombre-guardado')).toBe('Tu nombre se ha guardado.');
    expect(noticeText('<script>')).toBeNull();
    expect(noticeText('toString')).toBeNull();
    expect(withNotice('/ratings/3?token=x', 'valoracion-enviada')).toBe(
      '/ratings/3?token=x&aviso=valoracion-enviada',
    );
  });
});

describe('every redirect the shop builds from a request', () => {
  it('keeps a filtered catalogue address whole', () => {
    const filtered = '/c-catalogo-9999?q=jam%C3%B3n&filters[brand.name][in][]=Joselito&page=2';
    expect(safeNext(filtered, '/wishlist')).toBe(filtered);
  });

  it('refuses anything a browser could read as another site, or that is not a plain path', () => {
    for (const target of ['//evil.example', '/\\evil.example', '/a b', "/a'b", '/a<b', '', 'x'.repeat(10)])
      expect(safeNext(target, '/')).toBe('/');
    expect(safeNext(`/${'a'.repeat(2_001)}`, '/')).toBe('/');
  });
});
