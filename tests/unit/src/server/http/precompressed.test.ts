import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  indexPrecompressed,
  isNotModified,
  servePrecompressed,
} from '../../../../../src/server/http/precompressed';
import type { NodeHandler } from '../../../../../src/server/http/shop-headers';

const PAGE = `<!doctype html>${'<p>Sartén antiadherente</p>'.repeat(200)}`;
const SCRIPT = `export const names = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `n${index}`))};`;

let dir: string;
let server: Server | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  for (const path of ['index.html', 'c-cocina-10047.html', 'links/index.html', '.hidden.html']) {
    write(path, PAGE);
    write(`${path}.br`, brotliCompressSync(PAGE));
    write(`${path}.gz`, gzipSync(PAGE));
  }
  write('_astro/app.123.js', SCRIPT);
  write('_astro/app.123.js.gz', gzipSync(SCRIPT)); // a file with a gzip copy only
  write('robots.txt', 'User-agent: *\n');
});
afterEach(() => {
  server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Stands for the adapter: answers every request itself, plainly, saying so. */
const adapter: NodeHandler = (_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', 'W/"plain"');
  res.setHeader('Accept-Ranges', 'bytes');
  res.end('plain from the adapter');
};

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body comes back as sent (fetch would decode it). */
async function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  if (!server) {
    server = createServer(servePrecompressed(adapter, indexPrecompressed(dir)));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  }
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('servePrecompressed', () => {
  it('sends the brotli copy to a browser, with the type of the file, its own length and Vary', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(answer.headers['accept-ranges']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it('sends the gzip copy to a client that prefers or only takes gzip', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0.5, gzip']) {
      const answer = await get('/c-cocina-10047', { 'Accept-Encoding': acceptEncoding });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(PAGE);
    }
  });

  it('leaves the plain file to the adapter when the client takes no coding we have, still with Vary', async () => {
    const plainClients: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'deflate' },
    ];
    for (const headers of plainClients) {
      const answer = await get('/', headers);
      expect(answer.body.toString()).toBe('plain from the adapter');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
    // The asset has a gzip copy only: a brotli-only client gets the plain file.
    const asset = await get('/_astro/app.123.js', { 'Accept-Encoding': 'br' });
    expect(asset.body.toString()).toBe('plain from the adapter');
    const gzipped = await get('/_astro/app.123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(gzipped.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
  });

  it('leaves a Range request to the adapter: a part of the plain bytes', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(answer.body.toString()).toBe('plain from the adapter');
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('finds the file as the adapter does: `/page` is page.html, a directory its index.html', async () => {
    const br = { 'Accept-Encoding': 'br' };
    for (const path of [
      '/c-cocina-10047',
      '/c-cocina-10047.html',
      '/links',
      '/links/index.html',
      '/index.html',
    ])
      expect((await get(path, br)).headers['content-encoding'], path).toBe('br');
    for (const path of [
      '/robots.txt',
      '/links/',
      '/missing',
      '/.hidden',
      '/.hidden.html',
      '/index.html.br',
    ]) {
      const answer = await get(path, br);
      expect(answer.body.toString(), path).toBe('plain from the adapter');
      expect(answer.headers.vary, path).toBeUndefined();
    }
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const get_ = await get('/', { 'Accept-Encoding': 'br' });
    const head = await get('/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(get_.headers['content-length']);
    expect(head.headers.etag).toBe(get_.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('answers 304 to a client holding this coding (an ETag of its own), 200 to one holding another', async () => {
    const br = await get('/', { 'Accept-Encoding': 'br' });
    const gzip = await get('/', { 'Accept-Encoding': 'gzip' });
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^W\/".+-br"$/);
    expect(gzip.headers.etag).not.toBe(etag);
    const notModified = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect([notModified.status, notModified.body.byteLength]).toEqual([304, 0]);
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    expect(notModified.headers.etag).toBe(etag);
    const other = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(other.status).toBe(200);
    const plain = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': 'W/"plain"' });
    expect(plain.status).toBe(200);
  });

  it('leaves other methods to the adapter', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'br' }, 'POST');
    expect(answer.body.toString()).toBe('plain from the adapter');
  });

  it('falls back to the plain file when a copy disappeared since the server started', async () => {
    await get('/', { 'Accept-Encoding': 'br' });
    rmSync(join(dir, 'index.html.br'));
    const answer = await get('/', { 'Accept-Encoding': 'br' });
    expect(answer.body.toString()).toBe('plain from the adapter');
    expect(answer.headers.etag).toBe('W/"plain"');
  });
});

describe('isNotModified', () => {
  const mtime = new Date('2026-11-23T10:00:00.500Z');
  it('matches If-None-Match weakly, any of a list, or *', () => {
    expect(isNotModified({ 'if-none-match': 'W/"a-br"' }, 'W/"a-br"', mtime)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x", "a-br"' }, 'W/"a-br"', mtime)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, 'W/"a-br"', mtime)).toBe(true);
    expect(isNotModified({ 'if-none-match': 'W/"a-gzip"' }, 'W/"a-br"', mtime)).toBe(false);
  });

  it('reads If-Modified-Since only without If-None-Match, to the second', () => {
    expect(isNotModified({ 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' }, 'W/"a"', mtime)).toBe(
      true,
    );
    expect(isNotModified({ 'if-modified-since': 'Mon, 23 Nov 2026 09:59:59 GMT' }, 'W/"a"', mtime)).toBe(
      false,
    );
    expect(
      isNotModified(
        { 'if-none-match': 'W/"b"', 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' },
        'W/"a"',
        mtime,
      ),
    ).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'yesterday' }, 'W/"a"', mtime)).toBe(false);
  });
});
