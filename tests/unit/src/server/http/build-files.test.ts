import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildDirectory, listBuildFiles, maySendFrom } from '../../../../../src/server/http/build-files';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-files-'));
  for (const path of [
    'index.html',
    'c-cocina-10047.html',
    'links/index.html',
    'c-sartenes/productos.html',
    '.hidden.html',
  ]) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), 'x');
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build files', () => {
  it('knows directories as the adapter’s lstat of the joined path would', () => {
    const build = listBuildFiles(dir);
    expect(isBuildDirectory(build, '/links')).toBe(true);
    expect(isBuildDirectory(build, '/links/')).toBe(true);
    expect(isBuildDirectory(build, '/')).toBe(true);
    expect(isBuildDirectory(build, '/x/..')).toBe(true);
    expect(isBuildDirectory(build, '/../links')).toBe(false);
    expect(isBuildDirectory(build, '/cart')).toBe(false);
  });

  it('says where send may find something, decoding the address as send does', () => {
    const build = listBuildFiles(dir);
    expect(maySendFrom(build, '/c-cocina-10047')).toBe(true);
    expect(maySendFrom(build, '/c-cocina%2D10047')).toBe(true);
    expect(maySendFrom(build, '/c-sartenes')).toBe(true); // a directory: send redirects it
    expect(maySendFrom(build, '/links/')).toBe(true);
    expect(maySendFrom(build, '/cart')).toBe(false);
    expect(maySendFrom(build, '/%E0%A4%A')).toBe(false);
    expect(maySendFrom(build, '/../index.html')).toBe(false);
    expect(maySendFrom(build, '/.hidden.html')).toBe(false);
  });
});
