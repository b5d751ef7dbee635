import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HTML_PLAIN_BUDGET_BYTES,
  largestOfEachType,
  overBudget,
  prerenderedPages,
} from '../../../../scripts/lib/prerendered-pages.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build's client directory with pages of the given sizes (and a brotli copy where given). */
function build(files: Record<string, number>): string {
  dir = mkdtempSync(join(tmpdir(), 'prerendered-'));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), 'x'.repeat(bytes));
  }
  return dir;
}

describe('the pre-rendered pages of a build', () => {
  it('reads every page with its address, type and sizes, fragments and other files left out', () => {
    const pages = prerenderedPages(
      build({
        'index.html': 100,
        'index.html.br': 30,
        'c-bebidas-10000.html': 500,
        'c-bebidas-10000.html.br': 90,
        'c-aguas-20013.html': 300,
        'l-top-ventas.html': 200,
        'links/aviso-legal.html': 50,
        'mascotas.html': 60,
        '404.html': 40,
        'b-asayaor-7180.html': 70,
        'fragmentos/menu.html': 900,
        '_astro/app.js': 900,
      }),
    );
    expect(pages.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/', type: 'home', plain: 100, br: 30 },
      { path: '/404', type: 'error', plain: 40, br: 40 },
      { path: '/b-asayaor-7180', type: 'brand', plain: 70, br: 70 },
      { path: '/c-aguas-20013', type: 'category', plain: 300, br: 300 },
      { path: '/c-bebidas-10000', type: 'category', plain: 500, br: 90 },
      { path: '/l-top-ventas', type: 'list', plain: 200, br: 200 },
      { path: '/links/aviso-legal', type: 'legal', plain: 50, br: 50 },
      { path: '/mascotas', type: 'landing', plain: 60, br: 60 },
    ]);
    expect(largestOfEachType(pages).map((page) => page.path)).toEqual([
      '/c-bebidas-10000',
      '/l-top-ventas',
      '/',
      '/b-asayaor-7180',
      '/mascotas',
      '/links/aviso-legal',
      '/404',
    ]);
  });

  it('finds the pages over either budget', () => {
    const pages = prerenderedPages(
      build({
        'c-big-1.html': HTML_PLAIN_BUDGET_BYTES + 1,
        'c-big-1.html.br': 100,
        'c-edge-2.html': HTML_PLAIN_BUDGET_BYTES,
        'c-edge-2.html.br': 100,
        'c-dense-3.html': 20_000,
      }),
    );
    expect(
      overBudget(pages)
        .map((page) => page.path)
        .sort(),
    ).toEqual(['/c-big-1', '/c-dense-3']);
  });
});
