import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeRelease, fileOfPage } from '../../../../scripts/rebuild/compose.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rebuild-compose-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (release: string, file: string, text: string) => {
  const path = join(root, release, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};
const read = (release: string, file: string) => readFileSync(join(root, release, file), 'utf8');
const inode = (release: string, file: string) => statSync(join(root, release, file)).ino;
const headers = (paths: string[], policy: string) =>
  JSON.stringify(
    paths.map((pathname) => ({ pathname, headers: [{ key: 'Content-Security-Policy', value: policy }] })),
  );

describe('a release composed from the live one and a partial build', () => {
  it('names the file of each kind of page', () => {
    expect(fileOfPage('/')).toBe('index.html');
    expect(fileOfPage('/c-vinos-20000')).toBe('c-vinos-20000.html');
    expect(fileOfPage('/fragmentos/menu')).toBe('fragmentos/menu.html');
    expect(fileOfPage('/sitemap-pages.xml')).toBe('sitemap-pages.xml');
  });

  it('keeps the changed pages built anew and links every other file of the live release', () => {
    for (const file of [
      'c-a-1.html',
      'c-a-1.html.br',
      'c-a-1.html.gz',
      'c-b-2.html',
      'c-b-2.html.br',
      'index.html',
    ])
      write('live', `client/${file}`, `live ${file}`);
    write('live', 'client/_astro/own.js', 'own');
    write('live', 'client/_astro/carried.js', 'from the release before');
    write('live', '_headers.json', headers(['/', '/c-a-1', '/c-b-2'], 'old'));
    // The partial build rendered /c-a-1 (the changed page) and the home (a page of no route with many pages).
    for (const file of ['c-a-1.html', 'c-a-1.html.br', 'c-a-1.html.gz', 'index.html', '_astro/own.js'])
      write('next', `client/${file}`, `new ${file}`);
    write('next', 'server/entry.mjs', 'the partial build’s own server');
    write('next', '_headers.json', headers(['/', '/c-a-1'], 'new'));

    const linked = composeRelease(join(root, 'live'), join(root, 'next'), ['/c-a-1'], ['own.js']);

    expect(linked).toBe(4);
    for (const file of ['c-a-1.html', 'c-a-1.html.br', 'c-a-1.html.gz']) {
      expect(read('next', `client/${file}`)).toBe(`new ${file}`);
      expect(inode('next', `client/${file}`)).not.toBe(inode('live', `client/${file}`));
    }
    for (const file of ['c-b-2.html', 'c-b-2.html.br', 'index.html', '_astro/own.js'])
      expect(inode('next', `client/${file}`)).toBe(inode('live', `client/${file}`));
    expect(() => statSync(join(root, 'next/client/_astro/carried.js'))).toThrow();
    expect(read('next', 'server/entry.mjs')).toBe('the partial build’s own server');
    const merged = JSON.parse(read('next', '_headers.json')) as {
      pathname: string;
      headers: { value: string }[];
    }[];
    expect(merged.map((entry) => [entry.pathname, entry.headers[0]?.value]).sort()).toEqual([
      ['/', 'old'],
      ['/c-a-1', 'new'],
      ['/c-b-2', 'old'],
    ]);
  });
});
