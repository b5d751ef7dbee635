import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { precompressDirectory } from '../../../../../src/server/http/precompress';
import { precompressAsWritten } from '../../../../../src/server/http/precompress-as-written';
import { tempTrees } from '../../../support/temp-tree';

const PAGE = `<!doctype html><title>Sartenes</title>${'<article><a href="/sarten-102">Sartén 28 cm</a></article>'.repeat(100)}`;
const clientDir = tempTrees('precompress-as-written-');
const brOf = (root: string, path: string) =>
  brotliDecompressSync(readFileSync(join(root, `${path}.br`))).toString();

describe('precompressAsWritten', () => {
  it('compresses each page as it is written, and the sweep counts it without compressing it again', async () => {
    const root = clientDir({ '_astro/.keep': '' });
    const options = { assetsDir: '_astro' };
    const asWritten = precompressAsWritten(root, options);
    writeFileSync(join(root, 'c-sartenes-20035.html'), PAGE);
    writeFileSync(join(root, 'index.html'), PAGE.replace('Sartenes', 'Inicio'));
    await vi.waitFor(() => {
      expect(existsSync(join(root, 'c-sartenes-20035.html.gz'))).toBe(true);
      expect(existsSync(join(root, 'index.html.gz'))).toBe(true);
    });
    const early = await asWritten.finish();
    expect([...early.keys()].sort()).toEqual(['c-sartenes-20035.html', 'index.html']);
    const compressedAt = statSync(join(root, 'index.html.br'), { bigint: true }).mtimeNs;

    const summary = await precompressDirectory(root, { ...options, early });
    expect(summary).toMatchObject({ files: 2, considered: 2, reused: 0 });
    expect(statSync(join(root, 'index.html.br'), { bigint: true }).mtimeNs).toBe(compressedAt);
    expect(brOf(root, 'index.html')).toBe(PAGE.replace('Sartenes', 'Inicio'));
    expect(gunzipSync(readFileSync(join(root, 'c-sartenes-20035.html.gz'))).toString()).toBe(PAGE);
  });

  it('compresses again in the sweep a page changed after its early copy, and one written after the end', async () => {
    const root = clientDir({ '_astro/.keep': '' });
    const options = { assetsDir: '_astro' };
    const asWritten = precompressAsWritten(root, options);
    writeFileSync(join(root, 'c-vinos-20000.html'), PAGE);
    await vi.waitFor(() => expect(existsSync(join(root, 'c-vinos-20000.html.gz'))).toBe(true));
    const early = await asWritten.finish();
    const changed = `${PAGE}<p>Vinos tintos</p>`;
    writeFileSync(join(root, 'c-vinos-20000.html'), changed);
    writeFileSync(join(root, 'c-cavas-20003.html'), PAGE);

    const summary = await precompressDirectory(root, { ...options, early });
    expect(summary).toMatchObject({ files: 2, considered: 2 });
    expect(brOf(root, 'c-vinos-20000.html')).toBe(changed);
    expect(brOf(root, 'c-cavas-20003.html')).toBe(PAGE);
  });

  it('leaves the hashed assets to the sweep, which squeezes them harder', async () => {
    const root = clientDir({ '_astro/.keep': '' });
    const asWritten = precompressAsWritten(root, { assetsDir: '_astro' });
    writeFileSync(join(root, '_astro/app.js'), PAGE);
    writeFileSync(join(root, 'index.html'), PAGE);
    await vi.waitFor(() => expect(existsSync(join(root, 'index.html.gz'))).toBe(true));
    const early = await asWritten.finish();
    expect(early.has(join('_astro', 'app.js'))).toBe(false);
    expect(existsSync(join(root, '_astro/app.js.br'))).toBe(false);
  });
});
