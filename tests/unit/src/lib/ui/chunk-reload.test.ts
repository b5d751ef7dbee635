import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '../../../../../src/lib/constants';
import { isChunkLoadFailure, mayReloadForChunk } from '../../../../../src/lib/ui/chunk-reload';

describe('isChunkLoadFailure', () => {
  it('knows each browser’s words for a module that could not be fetched', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://tienda.example/_astro/MiniCart.abc.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /_astro/index.css',
    ])
      expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('leaves every other error alone', () => {
    for (const reason of [new Error('Cannot read properties of undefined'), 'fetch failed', null, 42, {}])
      expect(isChunkLoadFailure(reason)).toBe(false);
  });
});

describe('mayReloadForChunk (spec §8: at most once per minute)', () => {
  const now = 1_800_000_000_000;
  it('reloads the first time and once the guard has passed', () => {
    expect(mayReloadForChunk(null, now)).toBe(true);
    expect(mayReloadForChunk(String(now - CHUNK_RELOAD_GUARD_MS), now)).toBe(true);
  });

  it('holds within the guard', () => {
    expect(mayReloadForChunk(String(now - 1), now)).toBe(false);
    expect(mayReloadForChunk(String(now - CHUNK_RELOAD_GUARD_MS + 1), now)).toBe(false);
  });

  it('a garbled or future value does not block reloads for good', () => {
    expect(mayReloadForChunk('garbage', now)).toBe(true);
    expect(mayReloadForChunk(String(now + 3_600_000), now)).toBe(true);
  });
});
