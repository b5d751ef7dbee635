import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBuildFiles } from '../../../../../src/server/http/build-files';
import { serveStaticFiles } from '../../../../../src/server/http/static-files';
import type { NodeHandler } from '../../../../../src/server/http/shop-headers';

let dir: string;
let server: Server | undefined;
let pageCalls: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  pageCalls = [];
  const write = (path: string, body: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  write('index.html', 'home');
  write('c-cocina-10047.html', 'cocina');
  write('links/index.html', 'links');
  write('c-sartenes/productos.html', 'productos'); // a directory without index.html
  write('_astro/app.123.js', 'export {};');
  write('.hidden.html', 'hidden');
  write('.well-known/security.txt', 'Contact: mailto:seguridad@example.com');
});
afterEach(() => {
  server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Stands for the adapter's page handler: answers every request it gets, saying so. */
const pages: NodeHandler = (req, res) => {
  pageCalls.push(req.url ?? '');
  res.end('from the pages');
};

async function get(path: string, headers: Record<string, string> = {}) {
  if (!server) {
    const settings = { clientDir: dir, build: listBuildFiles(dir), assetsPrefix: '/_astro/' };
    server = createServer(serveStaticFiles(pages, settings));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  }
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('serveStaticFiles', () => {
  it('sends the files of the build as the adapter resolves them', async () => {
    expect((await get('/')).body).toBe('home');
    expect((await get('/c-cocina-10047')).body).toBe('cocina');
    expect((await get('/c-cocina-10047.html')).body).toBe('cocina');
    expect((await get('/links')).body).toBe('links');
    expect((await get('/x/../c-cocina-10047')).body).toBe('cocina');
    expect((await get('/.well-known/security.txt')).body).toContain('Contact');
    expect(pageCalls).toEqual([]);
  });

  it('gives every other address to the pages, a directory without index.html and dot files too', async () => {
    for (const path of ['/cart', '/c-sartenes', '/c-cocina-10047.txt', '/.hidden.html', '/%2e%2e/etc/passwd'])
      expect((await get(path)).body, path).toBe('from the pages');
    expect(pageCalls).toEqual([
      '/cart',
      '/c-sartenes',
      '/c-cocina-10047.txt',
      '/.hidden.html',
      '/%2e%2e/etc/passwd',
    ]);
  });

  it('redirects a directory with a trailing slash to its address without it, keeping the query', async () => {
    const answer = await get('/links/?utm=x');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/links?utm=x');
  });

  it('answers 400 to an address that cannot be decoded', async () => {
    const answer = await get('/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toBe('Bad request.');
    // The whole address, query included, as the adapter's standalone server read it.
    expect((await get('/cart?q=%FF')).status).toBe(400);
    expect(pageCalls).toEqual([]);
  });

  it('sends hashed assets with a year of lifetime, and answers a conditional request 304', async () => {
    const first = await get('/_astro/app.123.js');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get('/_astro/app.123.js', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers a file error itself (an unsatisfiable range), and a file gone since the start with the pages', async () => {
    expect((await get('/c-cocina-10047', { Range: 'bytes=500-600' })).status).toBe(416);
    rmSync(join(dir, 'c-cocina-10047.html'));
    expect((await get('/c-cocina-10047')).body).toBe('from the pages');
  });
});
