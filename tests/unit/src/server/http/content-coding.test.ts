import { describe, expect, it } from 'vitest';
import {
  type AnswerFacts,
  isCompressible,
  isCompressibleType,
  MIN_COMPRESS_BYTES,
  negotiateCoding,
  variesOnAcceptEncoding,
  varyOnAcceptEncoding,
} from '../../../../../src/server/http/content-coding';

describe('negotiateCoding', () => {
  it('gives the plain bytes to a client that sends no Accept-Encoding, or an empty one', () => {
    expect(negotiateCoding(undefined)).toBe('identity');
    expect(negotiateCoding(null)).toBe('identity');
    expect(negotiateCoding('')).toBe('identity');
  });

  it("prefers brotli when the client weighs it as gzip (a browser's `gzip, deflate, br, zstd`)", () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('br, gzip')).toBe('br');
    expect(negotiateCoding('BR')).toBe('br');
  });

  it('gives gzip to a client without brotli (a browser over plain http, curl --compressed)', () => {
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('x-gzip')).toBe('gzip');
  });

  it('honours q-values: the heaviest acceptable coding wins, q=0 refuses one', () => {
    expect(negotiateCoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('br; q=0.9, gzip ;q=0.8')).toBe('br');
    expect(negotiateCoding('gzip;q=0, br;q=0')).toBe('identity');
  });

  it('reads `*` as any coding not named', () => {
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('br;q=0, *')).toBe('gzip');
    expect(negotiateCoding('*;q=0')).toBe('identity');
  });

  it('answers plain bytes to a client that asks for them, or for codings the shop does not make', () => {
    expect(negotiateCoding('identity')).toBe('identity');
    expect(negotiateCoding('deflate, zstd')).toBe('identity');
    expect(negotiateCoding('identity;q=1, gzip;q=0.5')).toBe('identity');
    // Refusing identity too still gets a page, not a 406.
    expect(negotiateCoding('identity;q=0, deflate')).toBe('identity');
  });

  it('ignores members with a weight that is not a number in [0, 1]', () => {
    expect(negotiateCoding('br;q=2, gzip')).toBe('gzip');
    expect(negotiateCoding('br;q=abc')).toBe('identity');
    expect(negotiateCoding(' , gzip')).toBe('gzip');
  });

  it('chooses among the codings available only (a file with a gzip sibling alone)', () => {
    expect(negotiateCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateCoding('br', ['gzip'])).toBe('identity');
    expect(negotiateCoding('br, gzip', [])).toBe('identity');
  });
});

describe('isCompressibleType', () => {
  it('takes text: HTML, CSS, JavaScript, JSON, XML, SVG, plain text and +json/+xml types', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'application/json',
      'application/xml',
      'text/xml',
      'image/svg+xml',
      'text/plain; charset=utf-8',
      'application/manifest+json',
      'application/ld+json',
      'application/rss+xml',
      'TEXT/HTML',
    ])
      expect(isCompressibleType(type), type).toBe(true);
  });

  it('leaves alone what is compressed already or must stream: images, fonts, PDFs, event streams', () => {
    for (const type of [
      'image/avif',
      'image/png',
      'font/woff2',
      'application/pdf',
      'application/octet-stream',
      'text/event-stream',
      '',
      null,
      undefined,
    ])
      expect(isCompressibleType(type), String(type)).toBe(false);
  });
});

describe('isCompressible', () => {
  const page: AnswerFacts = {
    status: 200,
    contentType: 'text/html',
    contentEncoding: null,
    cacheControl: 'public, max-age=0',
    bytes: 100_000,
  };

  it('compresses a successful text answer of at least MIN_COMPRESS_BYTES, its size known or not', () => {
    expect(isCompressible(page)).toBe(true);
    expect(isCompressible({ ...page, bytes: MIN_COMPRESS_BYTES })).toBe(true);
    expect(isCompressible({ ...page, bytes: undefined })).toBe(true);
    expect(isCompressible({ ...page, contentEncoding: 'identity' })).toBe(true);
  });

  it('never compresses a body too small to gain from it', () => {
    expect(isCompressible({ ...page, bytes: MIN_COMPRESS_BYTES - 1 })).toBe(false);
  });

  it('never compresses twice: an answer already encoded goes as it is', () => {
    expect(isCompressible({ ...page, contentEncoding: 'gzip' })).toBe(false);
    expect(isCompressible({ ...page, contentEncoding: 'br' })).toBe(false);
  });

  it('never compresses errors, redirects, empty answers or parts', () => {
    for (const status of [404, 500, 503, 301, 303, 304, 204, 206])
      expect(isCompressible({ ...page, status }), String(status)).toBe(false);
    expect(isCompressible({ ...page, status: 201 })).toBe(true);
  });

  it('respects Cache-Control: no-transform and the type', () => {
    expect(isCompressible({ ...page, cacheControl: 'public, no-transform' })).toBe(false);
    expect(isCompressible({ ...page, cacheControl: 'no-store' })).toBe(true);
    expect(isCompressible({ ...page, contentType: 'application/pdf' })).toBe(false);
  });
});

describe('Vary', () => {
  it('adds Accept-Encoding once to whatever the answer varies on', () => {
    expect(varyOnAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnAcceptEncoding('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(varyOnAcceptEncoding('cookie, accept-encoding')).toBe('cookie, accept-encoding');
    expect(varyOnAcceptEncoding('*')).toBe('*');
  });

  it('tells an answer negotiated already', () => {
    expect(variesOnAcceptEncoding('Cookie, Accept-Encoding')).toBe(true);
    expect(variesOnAcceptEncoding('Cookie')).toBe(false);
    expect(variesOnAcceptEncoding(null)).toBe(false);
  });
});
