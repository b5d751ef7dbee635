import { describe, expect, it } from 'vitest';
import { type CachedPage, createPageCache } from '../../../../../src/server/http/page-cache';

const page = (text: string): CachedPage => ({
  status: 200,
  headers: [],
  body: new TextEncoder().encode(text),
});
const text = (found: { page: CachedPage } | undefined) =>
  found ? new TextDecoder().decode(found.page.body) : undefined;

function setup(bounds: { maxEntries?: number; maxBytes?: number } = {}) {
  let clock = 0;
  const cache = createPageCache({
    freshMs: 100,
    staleMs: 1_000,
    maxEntries: bounds.maxEntries ?? 10,
    maxBytes: bounds.maxBytes ?? 1_000,
    now: () => clock,
  });
  let refreshes = 0;
  const refreshTo = (value: CachedPage | undefined | Error) => () => {
    refreshes += 1;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { cache, refreshTo, settle, refreshes: () => refreshes, tick: (ms: number) => (clock += ms) };
}

describe('page cache store', () => {
  it('has nothing for a key never stored', () => {
    const { cache, refreshTo, refreshes } = setup();
    expect(cache.get('GET /a', refreshTo(page('x')))).toBeUndefined();
    expect(refreshes()).toBe(0);
  });

  it('answers a fresh page as a hit without rendering again', () => {
    const { cache, refreshTo, refreshes, tick } = setup();
    cache.put('GET /a', page('uno'));
    tick(100);
    const found = cache.get('GET /a', refreshTo(page('dos')));
    expect(found?.state).toBe('hit');
    expect(text(found)).toBe('uno');
    expect(refreshes()).toBe(0);
  });

  it('answers a stale page at once and refreshes it once, however many ask meanwhile', async () => {
    const { cache, refreshTo, refreshes, settle, tick } = setup();
    cache.put('GET /a', page('uno'));
    tick(101);
    const first = cache.get('GET /a', refreshTo(page('dos')));
    const second = cache.get('GET /a', refreshTo(page('tres')));
    expect([first?.state, text(first), second?.state, text(second)]).toEqual([
      'stale',
      'uno',
      'stale',
      'uno',
    ]);
    expect(refreshes()).toBe(1);
    await settle();
    const after = cache.get('GET /a', refreshTo(page('cuatro')));
    expect([after?.state, text(after)]).toEqual(['hit', 'dos']);
  });

  it('drops a stale page whose refresh may not be kept or fails, so the next request renders', async () => {
    const { cache, refreshTo, settle, tick } = setup();
    cache.put('GET /gone', page('uno'));
    cache.put('GET /down', page('uno'));
    tick(101);
    cache.get('GET /gone', refreshTo(undefined));
    cache.get('GET /down', refreshTo(new Error('caída')));
    await settle();
    expect(cache.get('GET /gone', refreshTo(page('x')))).toBeUndefined();
    expect(cache.get('GET /down', refreshTo(page('x')))).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('forgets a page past its stale window', () => {
    const { cache, refreshTo, refreshes, tick } = setup();
    cache.put('GET /a', page('uno'));
    tick(1_101);
    expect(cache.get('GET /a', refreshTo(page('dos')))).toBeUndefined();
    expect(refreshes()).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, the least recently used going first', () => {
    const { cache, refreshTo } = setup({ maxEntries: 2 });
    cache.put('GET /a', page('a'));
    cache.put('GET /b', page('b'));
    cache.get('GET /a', refreshTo(undefined));
    cache.put('GET /c', page('c'));
    expect(cache.size).toBe(2);
    expect(text(cache.get('GET /a', refreshTo(undefined)))).toBe('a');
    expect(cache.get('GET /b', refreshTo(undefined))).toBeUndefined();
  });

  it('keeps at most maxBytes of bodies and never a page larger than that', () => {
    const { cache, refreshTo } = setup({ maxBytes: 10 });
    cache.put('GET /a', page('aaaa'));
    cache.put('GET /b', page('bbbb'));
    cache.put('GET /c', page('cccc'));
    expect(cache.bytes).toBe(8);
    expect(cache.get('GET /a', refreshTo(undefined))).toBeUndefined();
    cache.put('GET /huge', page('x'.repeat(11)));
    expect(cache.get('GET /huge', refreshTo(undefined))).toBeUndefined();
    expect(cache.bytes).toBe(8);
  });

  it('counts a replaced page once', () => {
    const { cache } = setup();
    cache.put('GET /a', page('aaaa'));
    cache.put('GET /a', page('bb'));
    expect([cache.size, cache.bytes]).toEqual([1, 2]);
  });

  it('counts the codings kept beside a page in its bytes, and evicts by them too', () => {
    const { cache, refreshTo } = setup({ maxBytes: 10 });
    const a = page('aaaa');
    cache.put('GET /a', a);
    cache.addEncoded('GET /a', a, 'br', new TextEncoder().encode('A'));
    cache.addEncoded('GET /a', a, 'br', new TextEncoder().encode('AAAAAA')); // a coding is made once
    expect(cache.bytes).toBe(5);
    const b = page('bbbb');
    cache.put('GET /b', b);
    cache.addEncoded('GET /b', b, 'gzip', new TextEncoder().encode('BB'));
    expect(cache.get('GET /a', refreshTo(undefined))).toBeUndefined();
    expect(cache.bytes).toBe(6);
  });

  it('counts nothing for a coding that is the body itself, or of a page no longer stored', () => {
    const { cache } = setup();
    const a = page('aaaa');
    cache.put('GET /a', a);
    cache.addEncoded('GET /a', a, 'br', a.body);
    const replaced = page('old');
    cache.addEncoded('GET /a', replaced, 'gzip', new TextEncoder().encode('x'));
    expect(cache.bytes).toBe(4);
    expect(replaced.encoded?.get('gzip')).toBeDefined();
    // Stored later with its coding, the page counts it then.
    cache.put('GET /b', replaced);
    expect(cache.bytes).toBe(4 + 3 + 1);
  });
});
