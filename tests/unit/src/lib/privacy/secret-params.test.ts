import { describe, expect, test } from 'vitest';
import { withoutSecretParams, withoutSecrets } from '../../../../../src/lib/privacy/secret-params';

describe('addresses that leave the request keep no secrets', () => {
  test('a password-reset link loses its secret, keeps the rest', () => {
    expect(withoutSecrets('https://tienda.example/login/reset_password?secret=s3cr3t&email=a%40b.es')).toBe(
      'https://tienda.example/login/reset_password?secret=x&email=x',
    );
  });

  test('a rating link loses its token, and the fragment stays', () => {
    expect(withoutSecrets('/ratings/12?token=abc#valorar')).toBe('/ratings/12?token=x#valorar');
  });

  test('bank parameters and contacts are redacted whatever their case', () => {
    expect(withoutSecrets('/payment/success?order=5&Ds_Signature=zz&PHONE=600000000')).toBe(
      '/payment/success?order=5&Ds_Signature=x&PHONE=x',
    );
  });

  test('an address without a query, or with only harmless parameters, is unchanged', () => {
    expect(withoutSecrets('/c-cocina-10047')).toBe('/c-cocina-10047');
    expect(withoutSecrets('/c-catalogo-9999?q=jam%C3%B3n&page=2')).toBe(
      '/c-catalogo-9999?q=jam%C3%B3n&page=2',
    );
  });
});

describe('the address bar once a page has read its secret', () => {
  test('a reset link keeps only its path', () => {
    expect(
      withoutSecretParams('https://tienda.example/login/reset_password?secret=s3cr3t&email=a%40b.es'),
    ).toBe('https://tienda.example/login/reset_password');
  });

  test('a rating link loses its token and keeps the rest and the fragment', () => {
    expect(withoutSecretParams('/ratings/12?token=abc&aviso=valoracion-enviada#linea-3')).toBe(
      '/ratings/12?aviso=valoracion-enviada#linea-3',
    );
    expect(withoutSecretParams('http://localhost:4321/ratings/12?TOKEN=a&token=b')).toBe(
      'http://localhost:4321/ratings/12',
    );
  });

  test('an address without secrets is unchanged', () => {
    expect(withoutSecretParams('/c-catalogo-9999?q=jam%C3%B3n&page=2')).toBe(
      '/c-catalogo-9999?q=jam%C3%B3n&page=2',
    );
  });
});
