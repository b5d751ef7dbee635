import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../../../src/server/http/precompress';
import { tempTrees } from '../../../support/temp-tree';

const PAGE = `<!doctype html><title>Sartenes</title>${'<article><a href="/sarten-102">Sartén 28 cm</a></article>'.repeat(100)}`;
const SCRIPT = `export const x = [${Array.from({ length: 400 }, (_, index) => `"item-${index}"`).join(',')}];`;

/** A client output directory with the given files. */
const clientDir = tempTrees('precompress-');

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip copy beside each compressible file, at any depth', async () => {
    const root = clientDir({
      'index.html': PAGE,
      'links/cookies.html': PAGE,
      '_astro/client.abc123.js': SCRIPT,
      'sitemap.xml': `<urlset>${'<url><loc>https://shop.test/sarten-102</loc></url>'.repeat(50)}</urlset>`,
    });
    const summary = await precompressDirectory(root, { assetsDir: '_astro', concurrency: 2 });
    for (const path of ['index.html', 'links/cookies.html', '_astro/client.abc123.js', 'sitemap.xml']) {
      const plain = readFileSync(join(root, path));
      expect(brotliDecompressSync(readFileSync(join(root, `${path}.br`))).equals(plain), path).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${path}.gz`))).equals(plain), path).toBe(true);
    }
    expect(summary.files).toBe(4);
    expect(summary.considered).toBe(4);
    expect(summary.encodedBytes.br).toBeLessThan(summary.plainBytes / 4);
    expect(summary.encodedBytes.gzip).toBeLessThan(summary.plainBytes / 4);
    expect(summary.ms).toBeGreaterThan(0);
    // The step's CPU time, every thread's (brotli and gzip run in libuv's pool): four compressions take some.
    expect(summary.cpuMs).toBeGreaterThan(0);
  });

  it("leaves the hashed assets alone in a partial build (the rebuild job links the live release's)", async () => {
    const root = clientDir({ 'c-sartenes-20035.html': PAGE, '_astro/client.abc123.js': SCRIPT });
    const summary = await precompressDirectory(root, { assetsDir: '_astro', skipAssets: true });
    expect(summary.files).toBe(1);
    expect(existsSync(join(root, 'c-sartenes-20035.html.br'))).toBe(true);
    expect(existsSync(join(root, '_astro/client.abc123.js.br'))).toBe(false);
    expect(existsSync(join(root, '_astro/client.abc123.js.gz'))).toBe(false);
  });

  it('leaves small files, images and fonts alone', async () => {
    const root = clientDir({
      'robots.txt': 'User-agent: *\nAllow: /\n',
      'favicon.ico': new Uint8Array(4096),
      'fonts/inter.woff2': new Uint8Array(4096),
      'photo.avif': new Uint8Array(4096),
    });
    const summary = await precompressDirectory(root, { assetsDir: '_astro' });
    for (const path of ['robots.txt', 'favicon.ico', 'fonts/inter.woff2', 'photo.avif']) {
      expect(existsSync(join(root, `${path}.br`)), path).toBe(false);
      expect(existsSync(join(root, `${path}.gz`)), path).toBe(false);
    }
    expect([summary.files, summary.considered]).toEqual([0, 0]);
  });

  it('writes no copy that is not smaller than the file', async () => {
    const noise = crypto.getRandomValues(new Uint8Array(8192));
    const root = clientDir({ '_astro/data.json': noise });
    const summary = await precompressDirectory(root, { assetsDir: '_astro' });
    expect(existsSync(join(root, '_astro/data.json.br'))).toBe(false);
    expect(existsSync(join(root, '_astro/data.json.gz'))).toBe(false);
    expect(summary).toMatchObject({ files: 0, considered: 1, encodedBytes: { br: 8192, gzip: 8192 } });
  });

  it('squeezes hashed assets harder than pages (brotli 11 against 6)', async () => {
    // Real code (this module's own source): brotli 11 gains on text, not on made-up repetitions.
    const code = readFileSync(new URL('../../../../../src/server/http/precompressed.ts', import.meta.url));
    const root = clientDir({ '_astro/app.js': code, 'app.js': code });
    await precompressDirectory(root, { assetsDir: '_astro' });
    const asset = readFileSync(join(root, '_astro/app.js.br')).byteLength;
    const page = readFileSync(join(root, 'app.js.br')).byteLength;
    expect(asset).toBeLessThan(page);
  });

  it("links the live release's copies of a file with the same bytes there, and compresses the rest", async () => {
    const changed = PAGE.replace('Sartenes', 'Sartenes de hierro');
    const liveRoot = clientDir({
      'c-sartenes-20035.html': PAGE,
      'c-bebidas-10000.html': PAGE,
      'index.html': PAGE,
    });
    await precompressDirectory(liveRoot, { assetsDir: '_astro' });
    const root = clientDir({
      'c-sartenes-20035.html': changed,
      'c-bebidas-10000.html': PAGE,
      'nueva.html': PAGE,
    });
    const summary = await precompressDirectory(root, { assetsDir: '_astro', reuseFrom: liveRoot });
    const inode = (base: string, path: string) => statSync(join(base, path)).ino;
    for (const suffix of ['.br', '.gz']) {
      // Unchanged: the live release's very file. Changed, or not in the live release: compressed here.
      expect(inode(root, `c-bebidas-10000.html${suffix}`)).toBe(
        inode(liveRoot, `c-bebidas-10000.html${suffix}`),
      );
      expect(inode(root, `c-sartenes-20035.html${suffix}`)).not.toBe(
        inode(liveRoot, `c-sartenes-20035.html${suffix}`),
      );
    }
    expect(brotliDecompressSync(readFileSync(join(root, 'c-sartenes-20035.html.br'))).toString()).toBe(
      changed,
    );
    expect(gunzipSync(readFileSync(join(root, 'nueva.html.gz'))).toString()).toBe(PAGE);
    expect(summary).toMatchObject({ files: 3, considered: 3, reused: 1 });
    expect(summary.encodedBytes.br).toBe(
      ['c-sartenes-20035.html.br', 'c-bebidas-10000.html.br', 'nueva.html.br']
        .map((path) => statSync(join(root, path)).size)
        .reduce((sum, size) => sum + size),
    );
  });

  it('links no copy the live release lacks (a coding that did not shrink the file there)', async () => {
    const noise = crypto.getRandomValues(new Uint8Array(8192));
    const liveRoot = clientDir({ '_astro/data.json': noise });
    await precompressDirectory(liveRoot, { assetsDir: '_astro' });
    const root = clientDir({ '_astro/data.json': noise });
    const summary = await precompressDirectory(root, { assetsDir: '_astro', reuseFrom: liveRoot });
    expect(existsSync(join(root, '_astro/data.json.br'))).toBe(false);
    expect(existsSync(join(root, '_astro/data.json.gz'))).toBe(false);
    expect(summary).toMatchObject({
      files: 0,
      reused: 0,
      considered: 1,
      encodedBytes: { br: 8192, gzip: 8192 },
    });
  });
});
