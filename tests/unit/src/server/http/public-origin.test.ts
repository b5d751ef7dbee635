import { describe, expect, it } from 'vitest';
import { allowedDomainsFor, publicUrlOf, servesHttps } from '../../../../../src/server/http/public-origin';

describe('the public origin', () => {
  it("gives Astro exactly the site's protocol, host and non-default port to trust from a proxy", () => {
    expect(allowedDomainsFor('https://www.mercadotematico.es')).toEqual([
      { protocol: 'https', hostname: 'www.mercadotematico.es' },
    ]);
    expect(allowedDomainsFor('https://tienda.example:443/')).toEqual([
      { protocol: 'https', hostname: 'tienda.example' },
    ]);
    expect(allowedDomainsFor('https://localhost:4425')).toEqual([
      { protocol: 'https', hostname: 'localhost', port: '4425' },
    ]);
    expect(allowedDomainsFor('http://localhost:4321')).toEqual([
      { protocol: 'http', hostname: 'localhost', port: '4321' },
    ]);
  });

  it('says whether the shop is served over https', () => {
    expect(servesHttps('https://tienda.example')).toBe(true);
    expect(servesHttps('http://localhost:4321')).toBe(false);
  });

  it("builds absolute URLs on the site's origin, whatever path the setting carries", () => {
    expect(publicUrlOf('https://tienda.example', '/payment/success')).toBe(
      'https://tienda.example/payment/success',
    );
    expect(publicUrlOf('https://tienda.example/es/', '/payment/success')).toBe(
      'https://tienda.example/payment/success',
    );
    expect(publicUrlOf('http://localhost:4321', '/payment/success?order=7')).toBe(
      'http://localhost:4321/payment/success?order=7',
    );
  });
});
