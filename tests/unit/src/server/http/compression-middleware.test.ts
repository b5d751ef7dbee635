import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  compressAnswers,
  compressResponse,
  encodeBody,
} from '../../../../../src/server/http/compression-middleware';

/** A page the size of the shop's (repetitive HTML compresses well). */
const PAGE = `<!doctype html><html lang="es"><body>${'<article><a href="/sarten-102">Sartén antiadherente 28 cm</a><p>24,95 €</p></article>'.repeat(300)}</body></html>`;
const bytes = (text: string) => new TextEncoder().encode(text);

const html = (body: string | null, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(body, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store', ...init.headers },
  });

const decoded = async (response: Response) => {
  const body = Buffer.from(await response.arrayBuffer());
  const coding = response.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(body).toString();
  if (coding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
};

describe('compressResponse', () => {
  it.each(['br', 'gzip'] as const)(
    'sends a page in %s with its coding, its length and Vary',
    async (coding) => {
      const response = await compressResponse(html(PAGE), coding);
      const length = Number(response.headers.get('content-length'));
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('text/html');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(length).toBeLessThan(bytes(PAGE).byteLength / 5);
      expect(await decoded(response)).toBe(PAGE);
    },
  );

  it('sends the plain page to a client that accepts no coding, still saying that it varies', async () => {
    const response = await compressResponse(html(PAGE), 'identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(PAGE);
  });

  it('keeps what the page varied on already', async () => {
    const response = await compressResponse(html(PAGE, { headers: { Vary: 'Cookie' } }), 'br');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });

  it('sends a small body as it is, without Vary: the coding would not depend on the client', async () => {
    const response = await compressResponse(html('<p>Hola</p>'), 'br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe('<p>Hola</p>');
  });

  it.each([
    ['an answer encoded already', html(PAGE, { headers: { 'Content-Encoding': 'gzip' } })],
    ['an answer negotiated already', html(PAGE, { headers: { Vary: 'Accept-Encoding' } })],
    ['an error page', html(PAGE, { status: 500 })],
    ['a not-found page', html(PAGE, { status: 404 })],
    ['a redirect', html(null, { status: 303, headers: { Location: '/cart' } })],
    ['a PDF', new Response(PAGE, { headers: { 'Content-Type': 'application/pdf' } })],
    ['an event stream', new Response(PAGE, { headers: { 'Content-Type': 'text/event-stream' } })],
    ['a no-transform answer', html(PAGE, { headers: { 'Cache-Control': 'no-transform' } })],
  ])('passes %s on untouched', async (_name, response) => {
    const answered = await compressResponse(response, 'br');
    expect(answered).toBe(response);
  });
});

describe('encodeBody', () => {
  it('gives the body itself back when compressing would not shrink it', async () => {
    const random = crypto.getRandomValues(new Uint8Array(4096));
    expect(await encodeBody(random, 'br')).toBe(random);
    expect(await encodeBody(random, 'gzip')).toBe(random);
    expect((await encodeBody(bytes(PAGE), 'gzip')).byteLength).toBeLessThan(bytes(PAGE).byteLength);
  });
});

describe('compressAnswers (middleware)', () => {
  const context = (acceptEncoding: string | undefined, prerendered = false) =>
    ({
      isPrerendered: prerendered,
      request: new Request('http://shop.test/cart', {
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      }),
    }) as unknown as APIContext;

  it("answers in the request's preferred coding", async () => {
    const br = (await compressAnswers(context('gzip, deflate, br'), async () => html(PAGE))) as Response;
    const gzip = (await compressAnswers(context('gzip'), async () => html(PAGE))) as Response;
    const plain = (await compressAnswers(context(undefined), async () => html(PAGE))) as Response;
    expect([br, gzip, plain].map((r) => r.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    expect(await Promise.all([br, gzip, plain].map(decoded))).toEqual([PAGE, PAGE, PAGE]);
  });

  it('leaves pages the build pre-renders as they are (they are written to files)', async () => {
    const page = html(PAGE);
    expect(await compressAnswers(context('br', true), async () => page)).toBe(page);
  });
});
