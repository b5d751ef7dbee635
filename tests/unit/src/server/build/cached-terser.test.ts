import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minify } from 'terser';
import { expect, test } from 'vitest';
import {
  cachedMinify,
  cachedTerser,
  pruneTerserCache,
  terserCacheKey,
} from '../../../../../src/server/build/cached-terser';

const OPTIONS = { compress: { passes: 2 }, module: true };
const CHUNK =
  'export function total(lines){let sum=0;for(const line of lines){sum+=line.price*line.quantity}return sum}';
const cacheDir = () => join(mkdtempSync(join(tmpdir(), 'terser-')), 'cache');

test('minifies as Terser does, and answers the same chunk from the disk the second time', async () => {
  const dir = cacheDir();
  const expected = (await minify(CHUNK, OPTIONS)).code;
  expect(await cachedMinify(dir, CHUNK, OPTIONS)).toBe(expected);
  const kept = join(dir, `${terserCacheKey(CHUNK, OPTIONS)}.js`);
  // What is kept is what is answered: a changed file proves the second answer comes from it.
  writeFileSync(kept, 'export const kept=1;');
  expect(await cachedMinify(dir, CHUNK, OPTIONS)).toBe('export const kept=1;');
});

test('another chunk or other options are another key', () => {
  expect(terserCacheKey(CHUNK, OPTIONS)).not.toBe(terserCacheKey(`${CHUNK};`, OPTIONS));
  expect(terserCacheKey(CHUNK, OPTIONS)).not.toBe(terserCacheKey(CHUNK, { ...OPTIONS, module: false }));
});

test('keeps the most recently used outputs, at most the number given', () => {
  const dir = mkdtempSync(join(tmpdir(), 'terser-prune-'));
  for (const [index, name] of ['old', 'middle', 'new'].entries()) {
    writeFileSync(join(dir, `${name}.js`), name);
    const used = new Date(Date.UTC(2026, 0, 1 + index));
    utimesSync(join(dir, `${name}.js`), used, used);
  }
  pruneTerserCache(dir, 2);
  expect(readdirSync(dir).sort()).toEqual(['middle.js', 'new.js']);
});

test('the plugin minifies client chunks with Vite’s defaults, keeps them, and maps them only when asked', async () => {
  const dir = cacheDir();
  const plugin = cachedTerser({ dir, terser: { compress: { passes: 2 } } });
  expect(plugin.applyToEnvironment({ name: 'client' })).toBe(true);
  expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(false);
  const plain = await plugin.renderChunk(CHUNK, {}, { format: 'es' });
  expect(plain).toEqual({ code: (await minify(CHUNK, { safari10: true, ...OPTIONS })).code, map: null });
  expect(readdirSync(dir)).toHaveLength(1);
  const mapped = await plugin.renderChunk(CHUNK, {}, { format: 'es', sourcemap: true });
  expect(mapped.code).toBe(plain.code);
  expect(JSON.parse(String(mapped.map)).mappings).not.toBe('');
  plugin.closeBundle();
  expect(existsSync(dir)).toBe(true);
});
