import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../../../../src/server/data/read-cache';

function setup(maxEntries = 10) {
  let clock = 0;
  const cache = createReadCache<string>({ freshMs: 100, staleMs: 1000, maxEntries, now: () => clock });
  let loads = 0;
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, tick: (ms: number) => (clock += ms) };
}

describe('read cache for public catalogue data', () => {
  it('serves a fresh answer without asking again', async () => {
    const { cache, load, loads } = setup();
    expect(await cache.read('p1', load('a'))).toBe('a');
    expect(await cache.read('p1', load('b'))).toBe('a');
    expect(loads()).toBe(1);
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    const { cache, load, loads, tick } = setup();
    await cache.read('p1', load('a'));
    tick(500);
    expect(await cache.read('p1', load('b'))).toBe('a');
    await Promise.resolve();
    expect(loads()).toBe(2);
    expect(await cache.read('p1', load('c'))).toBe('b');
  });

  it('asks again once an answer is too old to serve', async () => {
    const { cache, load, tick } = setup();
    await cache.read('p1', load('a'));
    tick(2000);
    expect(await cache.read('p1', load('b'))).toBe('b');
  });

  it('keeps no failure', async () => {
    const { cache, load } = setup();
    await expect(cache.read('p1', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    await Promise.resolve();
    expect(await cache.read('p1', load('a'))).toBe('a');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const { cache, load, loads } = setup(2);
    await cache.read('p1', load('a'));
    await cache.read('p2', load('b'));
    await cache.read('p1', load('x'));
    await cache.read('p3', load('c'));
    expect(cache.size).toBe(2);
    await cache.read('p1', load('y'));
    expect(loads()).toBe(3);
  });
});
