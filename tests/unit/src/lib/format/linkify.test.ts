import { describe, expect, it } from 'vitest';
import { linkify } from '../../../../../src/lib/format/linkify';

describe('linkify', () => {
  it('turns an e-mail address into a mailto link and leaves the sentence around it', () => {
    expect(linkify('Escríbenos a ayuda@tienda.es e indica tu pedido.')).toEqual([
      { text: 'Escríbenos a ' },
      { text: 'ayuda@tienda.es', href: 'mailto:ayuda@tienda.es' },
      { text: ' e indica tu pedido.' },
    ]);
  });

  it('links a www address over https and keeps closing punctuation outside the link', () => {
    expect(linkify('ante la AEPD (AEPD, www.aepd.es).')).toEqual([
      { text: 'ante la AEPD (AEPD, ' },
      { text: 'www.aepd.es', href: 'https://www.aepd.es' },
      { text: ').' },
    ]);
  });

  it('keeps a full URL with its path, without the final full stop', () => {
    expect(linkify('Plataforma: https://ec.europa.eu/consumers/odr.')).toEqual([
      { text: 'Plataforma: ' },
      { text: 'https://ec.europa.eu/consumers/odr', href: 'https://ec.europa.eu/consumers/odr' },
      { text: '.' },
    ]);
  });

  it('gives plain text back untouched', () => {
    expect(linkify('Sin direcciones aquí.')).toEqual([{ text: 'Sin direcciones aquí.' }]);
  });

  it('finds several addresses in one text', () => {
    const links = linkify('a@b.es y www.c.es')
      .filter((part) => part.href)
      .map((part) => part.href);
    expect(links).toEqual(['mailto:a@b.es', 'https://www.c.es']);
  });
});
